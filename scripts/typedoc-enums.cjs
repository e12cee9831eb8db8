// @ts-check
/**
 * Turns the enum-like exports of graphql 17 into TypeDoc enums, so that the API reference, search
 * and the Markdown twins show them as the enums readers use them as (versions issue, "Enums").
 *
 * graphql 16 declares `enum Kind { … }` and friends. graphql 17 declares two shapes instead:
 * - a constant object (typed `readonly`, not frozen) and a type of the same name, the type being
 *   the union of its values:
 *   `declare const TokenKind: {readonly SOF: "<SOF>"; …}` with
 *   `type TokenKind = (typeof TokenKind)[keyof typeof TokenKind]`;
 * - a namespace of string constants, `export * as Kind from './kinds_.js'`, whose every member is
 *   a `const NAME = "Name"` with a `type NAME = typeof NAME`, and a type `Kind` for any of them.
 *
 * TypeDoc converts neither to an enum by itself: it would need TypeDoc's `enum` modifier tag on
 * the object (TypeDoc "Doc comments"), which the published typings lack, and it has no such tag
 * for namespaces. This module does the same conversion after the fact, on the converted project:
 * the object (or namespace) becomes the enum, its properties (or constants) its members, with
 * their doc comments and literal values; the same-named type aliases are dropped, and every type
 * reference and `{@link}` that pointed at a dropped alias points at the enum or member instead.
 * A one-line note, added to the enum's comment, says what the symbol is in the documented version.
 */
const {
  Comment: TypeDocComment,
  LiteralType,
  ReferenceType,
  Reflection,
  ReflectionFlag,
  ReflectionKind,
  ReflectionType,
  Type,
} = require('typedoc');

/**
 * Whether a type is one string or number literal, the only values TypeDoc allows in an enum.
 * @param {import('typedoc').SomeType | undefined} type
 * @returns {boolean}
 */
function isLiteral(type) {
  return type instanceof LiteralType && (typeof type.value === 'string' || typeof type.value === 'number');
}

/**
 * The enum-like constant objects among a reflection's children: a variable whose type is an object
 * literal of literal-typed properties, next to a type alias of the same name.
 * @param {import('typedoc').ContainerReflection} container the project (or a module)
 * @returns {{object: import('typedoc').DeclarationReflection, alias: import('typedoc').DeclarationReflection}[]}
 */
function constantObjectEnums(container) {
  const children = container.children ?? [];
  /** @type {{object: import('typedoc').DeclarationReflection, alias: import('typedoc').DeclarationReflection}[]} */
  const found = [];
  for (const object of children) {
    if (!object.kindOf(ReflectionKind.Variable) || !(object.type instanceof ReflectionType)) continue;
    const members = object.type.declaration.children ?? [];
    if (members.length === 0 || !members.every((member) => isLiteral(member.type))) continue;
    const alias = children.find(
      (child) => child.kindOf(ReflectionKind.TypeAlias) && child.name === object.name,
    );
    if (alias) found.push({object, alias});
  }
  return found;
}

/**
 * Namespaces all of whose members are literal constants, each optionally paired with a type alias
 * of the same name, with a type alias of the namespace's own name beside them (graphql 17's `Kind`).
 * @param {import('typedoc').ContainerReflection} container
 * @returns {{namespace: import('typedoc').DeclarationReflection, alias: import('typedoc').DeclarationReflection | undefined}[]}
 */
function constantNamespaces(container) {
  const children = container.children ?? [];
  return children
    .filter((namespace) => {
      if (!namespace.kindOf(ReflectionKind.Namespace)) return false;
      const members = namespace.children ?? [];
      const constants = members.filter((member) => member.kindOf(ReflectionKind.Variable));
      return (
        constants.length > 0 &&
        constants.every((member) => isLiteral(member.type)) &&
        members.every((member) => member.kindOf(ReflectionKind.Variable | ReflectionKind.TypeAlias))
      );
    })
    .map((namespace) => ({
      namespace,
      alias: children.find(
        (child) => child.kindOf(ReflectionKind.TypeAlias) && child.name === namespace.name,
      ),
    }));
}

/**
 * Calls `visit` on every type and comment part reachable from the project's reflections, without
 * crossing into other reflections (each is visited from the project's own list).
 * @param {import('typedoc').ProjectReflection} project
 * @param {(type: ReferenceType) => void} onReference
 * @param {(part: import('typedoc').CommentDisplayPart) => void} onCommentPart
 */
function walkProject(project, onReference, onCommentPart) {
  /** @type {Set<unknown>} */
  const seen = new Set();
  /** @param {unknown} value */
  const walk = (value) => {
    if (value === null || typeof value !== 'object' || seen.has(value) || value instanceof Reflection) return;
    seen.add(value);
    if (value instanceof ReferenceType) onReference(value);
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (value instanceof Type) {
      for (const [key, child] of Object.entries(value)) {
        if (key !== '_project') walk(child);
      }
    }
  };
  for (const reflection of [project, ...Object.values(project.reflections)]) {
    for (const [key, value] of Object.entries(reflection)) {
      if (key === 'parent' || key === 'comment') continue;
      walk(value);
    }
    const {comment} = reflection;
    for (const part of [
      ...(comment?.summary ?? []),
      ...(comment?.blockTags ?? []).flatMap((tag) => tag.content),
    ]) {
      onCommentPart(part);
    }
  }
}

/**
 * Points every reference to a key of `replacements` at its value. Must run before the keys are
 * removed from the project: a reference that TypeDoc has not resolved yet finds its target by
 * symbol, which only works while the target is still registered.
 * @param {import('typedoc').ProjectReflection} project
 * @param {Map<Reflection, Reflection>} replacements dropped reflection → the one to link instead
 * @param {Set<Reflection>} renamed kept reflections whose references take their name
 */
function retarget(project, replacements, renamed) {
  walkProject(
    project,
    (reference) => {
      const target = reference.reflection;
      // A reference to a converted namespace keeps its target but may be named by the module path
      // TypeDoc saw (`"/…/node_modules/graphql/language/kinds_"`): it takes the enum's name.
      const replacement = target && (replacements.get(target) ?? (renamed.has(target) ? target : undefined));
      if (replacement) {
        // ReferenceType keeps its target in `_target` (a reflection id once resolved).
        /** @type {{_target: number}} */ (/** @type {unknown} */ (reference))._target = replacement.id;
        reference.name = replacement.name;
      }
    },
    (part) => {
      if (part.kind === 'inline-tag' && part.target instanceof Reflection) {
        const replacement = replacements.get(part.target);
        if (replacement) part.target = replacement;
      }
    },
  );
}

/**
 * Appends a paragraph to a reflection's comment (creating the comment if it has none).
 * @param {import('typedoc').DeclarationReflection} reflection
 * @param {string} text Markdown
 */
function addNote(reflection, text) {
  reflection.comment ??= new TypeDocComment();
  const {summary} = reflection.comment;
  summary.push({kind: 'text', text: `${summary.length > 0 ? '\n\n' : ''}${text}`});
}

/**
 * Gives `reflection` the description of `alias` when it has none of its own: the typings describe
 * some of these symbols on the type (`type Kind`) rather than on the value, and a comment may hold
 * no more than a `@category` tag.
 * @param {import('typedoc').DeclarationReflection} reflection
 * @param {import('typedoc').DeclarationReflection} alias
 */
function describeFrom(reflection, alias) {
  if (!reflection.comment?.summary.length && alias.comment?.summary.length) {
    const comment = alias.comment.clone();
    comment.blockTags.push(...(reflection.comment?.blockTags ?? []));
    reflection.comment = comment;
  }
}

/**
 * Makes `reflection` an enum whose members are `members`, reparented and re-kinded in place so that
 * their ids (and every link to them) stay valid.
 * @param {import('typedoc').DeclarationReflection} reflection
 * @param {import('typedoc').DeclarationReflection[]} members
 */
function makeEnum(reflection, members) {
  reflection.kind = ReflectionKind.Enum;
  // A `const` flag on an enum reads as TypeScript's `const enum`, which these are not.
  reflection.setFlag(ReflectionFlag.Const, false);
  delete reflection.type;
  delete reflection.defaultValue;
  reflection.children = members;
  // TypeDoc (0.26 and later) groups a reflection by `childrenIncludingDocuments`, which its own
  // `addChild` keeps beside `children`.
  reflection.childrenIncludingDocuments = [...members];
  for (const member of members) {
    member.kind = ReflectionKind.EnumMember;
    // Enum members are constants by nature; the flags of the property or constant they were
    // would show as badges.
    member.setFlag(ReflectionFlag.Const, false);
    member.setFlag(ReflectionFlag.Readonly, false);
    member.parent = reflection;
    delete member.defaultValue;
  }
}

/**
 * Converts graphql 17's enum-like exports of a converted project into enums (see the module
 * comment). Does nothing to a project that has none, such as graphql 16's, whose enums are real.
 * @param {import('typedoc').ProjectReflection} project the project at `Converter.EVENT_RESOLVE_BEGIN`,
 *   before TypeDoc groups the reflections
 * @param {(name: string, shape: 'object' | 'namespace') => string} note the one-line note for an
 *   enum, in Markdown
 * @returns {string[]} the names of the enums made
 */
function convertEnumLikeExports(project, note) {
  /** @type {Map<Reflection, Reflection>} */
  const replacements = new Map();
  /** @type {Reflection[]} */
  const removals = [];
  /** @type {string[]} */
  const made = [];

  for (const {object, alias} of constantObjectEnums(project)) {
    const literal = /** @type {ReflectionType} */ (object.type).declaration;
    const members = literal.children ?? [];
    literal.children = [];
    makeEnum(object, members);
    describeFrom(object, alias);
    addNote(object, note(object.name, 'object'));
    replacements.set(alias, object);
    removals.push(alias, literal);
    made.push(object.name);
  }

  /** @type {Set<Reflection>} */
  const converted = new Set();
  for (const {namespace, alias} of constantNamespaces(project)) {
    converted.add(namespace);
    const children = namespace.children ?? [];
    const constants = children.filter((child) => child.kindOf(ReflectionKind.Variable));
    for (const typeAlias of children.filter((child) => child.kindOf(ReflectionKind.TypeAlias))) {
      const constant = constants.find((member) => member.name === typeAlias.name);
      if (constant) replacements.set(typeAlias, constant);
      removals.push(typeAlias);
    }
    makeEnum(namespace, constants);
    if (alias) {
      describeFrom(namespace, alias);
      replacements.set(alias, namespace);
      removals.push(alias);
    }
    addNote(namespace, note(namespace.name, 'namespace'));
    made.push(namespace.name);
  }

  retarget(project, replacements, converted);
  for (const reflection of removals) {
    project.removeReflection(reflection);
  }
  return made;
}

module.exports = {convertEnumLikeExports};
