// @ts-check
/**
 * TypeDoc plugin that makes the reflections of the published `graphql` typings read as
 * first-party docs. Loaded through the `plugin` option of `typedoc.json`.
 *
 * - Source links: TypeDoc sees `node_modules/graphql/**\/*.d.ts`; graphql-js keeps the matching
 *   source at `src/**\/*.ts` of its repository. `typedoc.json`'s `sourceLinkTemplate` builds the
 *   URL from the path below `basePath`, and this plugin swaps `.d.ts` for `.ts`. The template
 *   carries no `{line}`: a line of the `.d.ts` is not the same line of the `.ts` source. Members
 *   declared outside the package (inherited from TypeScript's `Error`) lose their source link.
 * - Internals: members whose name starts with `__` are implementation details of graphql-js
 *   (`GraphQLSchema.__validationErrors`), except the names GraphQL itself reserves for
 *   introspection (`__schema`, `__Type`, ...), which are real, public API. The introspection
 *   names are read from the pinned graphql package, so they follow its version.
 * - Token names in prose (`<SOF>`) become code, so Markdown does not take them for HTML.
 * - `@category` tags (graphql 17) are dropped: the pages group exports by kind, as for graphql 16.
 * - Enums: graphql 17's constant objects and the `Kind` namespace become enums
 *   (`typedoc-enums.cjs`), with a note saying what they are in that version.
 * - Kinds as the pages have always shown them (TypeDoc 0.25's): a class exported with
 *   `export type` (graphql 17's `GraphQLField`, `GraphQLArgument`, …, constructible from
 *   `graphql/type/definition`) stays a class with its constructor, and a `const` whose type is a
 *   function (`defaultFieldResolver`) a function with its signature. TypeDoc 0.26 and later make
 *   the first an interface and the second a variable, which would move their pages.
 * - Names in code-point order within a kind (`DeferStreamDirectiveLabelRule` before
 *   `assertAbstractType`), as TypeDoc 0.25 sorted them; 0.26 and later compare with
 *   `localeCompare`, which would reorder every list, sidebar and page.
 *
 * The graphql it documents is the package at TypeDoc's `basePath` (`node_modules/graphql` for the
 * current docs, `node_modules/graphql-16` for 16.x), so names and notes follow that version.
 *
 * TypeDoc calls `load(app)` once per run (TypeDoc "Plugins" guide).
 */
const path = require('node:path');
const ts = require('typescript');
const {Context, Converter, DeclarationReflection, ReflectionKind, SignatureReflection} = require('typedoc');
const {convertEnumLikeExports} = require('./typedoc-enums.cjs');

/**
 * Names that the GraphQL specification reserves for the introspection system and graphql-js
 * exports as public API.
 * @param {string} packageDir absolute folder of the graphql package documented
 * @returns {Set<string>} the `__`-prefixed type and meta-field names of that graphql.
 */
function introspectionNames(packageDir) {
  const graphql = /** @type {typeof import('graphql')} */ (require(packageDir));
  return new Set([
    ...graphql.introspectionTypes.map((type) => type.name),
    graphql.SchemaMetaFieldDef.name,
    graphql.TypeMetaFieldDef.name,
    graphql.TypeNameMetaFieldDef.name,
  ]);
}

/**
 * Whether a reflection name marks a graphql-js internal.
 * @param {string} name reflection name
 * @param {Set<string>} publicNames the introspection names to keep
 * @returns {boolean}
 */
function isInternalName(name, publicNames) {
  return name.startsWith('__') && !publicNames.has(name);
}

/**
 * Marks lexer token names such as `<SOF>` and `<EOF>` as code. In a doc comment they are prose,
 * but Markdown reads them as raw HTML elements, which the browser parses into the page
 * (`Token.prev` would render an unclosed `<sof>` element and break the paragraph around it).
 * @param {string} text a text part of a doc comment (Markdown)
 * @returns {string} the text with each upper-case `<NAME>` wrapped in backticks
 */
function codeTokenNames(text) {
  return text.replace(/(?<!`)<([A-Z][A-Z0-9_]*)>(?!`)/g, '`<$1>`');
}

/**
 * Rewrites a TypeDoc source URL of a `.d.ts` file to the URL of its `.ts` source.
 * @param {string} url e.g. `https://github.com/graphql/graphql-js/blob/v17.1.0/src/type/schema.d.ts`
 * @returns {string} the same URL ending in `.ts` instead of `.d.ts`
 */
function toSourceUrl(url) {
  return url.replace(/\.d\.ts$/, '.ts');
}

/**
 * The line each converted enum's page shows about what the symbol is in graphql 17.
 * @param {string} major the documented graphql's major version
 * @returns {(name: string, shape: 'object' | 'namespace') => string}
 */
function enumNote(major) {
  return (name, shape) =>
    shape === 'object'
      ? `In graphql ${major}, \`${name}\` is a constant object with a type of the same name (the union of its values), not a TypeScript \`enum\`: read a value as \`${name}.NAME\`.`
      : `In graphql ${major}, \`${name}\` is a namespace of string constants with a type of the same name (the union of their values), not a TypeScript \`enum\`: read a value as \`${name}.NAME\`.`;
}

/**
 * Whether a variable is a `const` declared with a function type and no initializer, as in typings
 * (`export declare const defaultFieldResolver: GraphQLFieldResolver<unknown, unknown>`).
 * @param {ts.Symbol} symbol the variable's symbol
 * @param {ts.TypeChecker} checker the program's type checker
 * @returns {boolean}
 */
function isDeclaredFunctionConstant(symbol, checker) {
  const declaration = symbol.getDeclarations()?.[0];
  if (!declaration || !ts.isVariableDeclaration(declaration) || declaration.initializer) return false;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return type.getCallSignatures().length > 0 && type.getConstructSignatures().length === 0;
}

/**
 * Makes TypeDoc convert function-typed constants as functions: TypeDoc does so for a variable
 * whose comment has the `@function` modifier ("@function" in TypeDoc's tag reference), so the
 * comment TypeDoc reads for such a constant gets that modifier. The wrapper is installed once per
 * process on TypeDoc's `Context`, whose `getComment` the variable converter calls.
 */
function convertFunctionConstantsAsFunctions() {
  const original = Context.prototype.getComment;
  if (/** @type {{graphqlFunctionConstants?: boolean}} */ (original).graphqlFunctionConstants) return;
  /**
   * @this {import('typedoc').Context}
   * @param {ts.Symbol} symbol
   * @param {import('typedoc').ReflectionKind} kind
   */
  const getComment = function (symbol, kind) {
    const comment = original.call(this, symbol, kind);
    if (kind !== ReflectionKind.Variable || !isDeclaredFunctionConstant(symbol, this.checker)) return comment;
    const withModifier = comment ?? new (require('typedoc').Comment)();
    withModifier.modifierTags.add('@function');
    return withModifier;
  };
  Object.assign(getComment, {graphqlFunctionConstants: true});
  Context.prototype.getComment = getComment;
}

/**
 * Sorts each run of reflections of one kind and static-ness by name in code-point order. TypeDoc's
 * sort (`kind`, `instance-first`, then alphabetical) leaves those runs contiguous, so only the
 * order inside a run changes.
 * @param {import('typedoc').Reflection[]} reflections sorted by TypeDoc, reordered in place
 */
function sortRunsByCodePoint(reflections) {
  const key = (/** @type {import('typedoc').Reflection} */ reflection) =>
    `${reflection.kind}:${reflection.flags.isStatic}`;
  let start = 0;
  while (start < reflections.length) {
    let end = start + 1;
    while (end < reflections.length && key(reflections[end]) === key(reflections[start])) end++;
    const run = reflections
      .slice(start, end)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    reflections.splice(start, run.length, ...run);
    start = end;
  }
}

/**
 * TypeDoc plugin entry point.
 * @param {import('typedoc').Application} app the TypeDoc application
 */
function load(app) {
  convertFunctionConstantsAsFunctions();
  // TypeDoc checks the kind after this event to decide whether to convert the constructor and
  // static members, so a class exported with `export type` set back to Class gets both.
  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (/** @type {import('typedoc').Context} */ context, /** @type {DeclarationReflection} */ reflection) => {
      if (reflection.kind !== ReflectionKind.Interface) return;
      const symbol = context.getSymbolFromReflection(reflection);
      if (symbol && symbol.flags & ts.SymbolFlags.Class) reflection.kind = ReflectionKind.Class;
    },
  );
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (/** @type {import('typedoc').Context} */ context) => {
    const {project} = context;
    const packageDir = path.resolve(app.options.getValue('basePath'));
    const publicNames = introspectionNames(packageDir);
    const major = String(require(path.join(packageDir, 'package.json')).version).split('.')[0];
    convertEnumLikeExports(project, enumNote(major));
    for (const reflection of Object.values(project.reflections)) {
      if (isInternalName(reflection.name, publicNames)) {
        project.removeReflection(reflection);
        continue;
      }
      // Signatures and parameters are reflections of the project too, so this reaches every comment.
      const {comment} = reflection;
      if (comment) {
        // graphql 17 tags its exports with `@category`; the API plugin would file every export
        // without one under its placeholder category (an `/api#__CATEGORY__` section), and the
        // pages group by kind (Classes, Functions, …) as for graphql 16.
        comment.blockTags = comment.blockTags.filter((tag) => tag.tag !== '@category');
      }
      for (const part of [
        ...(comment?.summary ?? []),
        ...(comment?.blockTags ?? []).flatMap((tag) => tag.content),
      ]) {
        if (part.kind === 'text') {
          part.text = codeTokenNames(part.text);
        }
      }
    }
  });

  // After TypeDoc's GroupPlugin and CategoryPlugin (RESOLVE_END, priorities -100 and -200) have
  // sorted, grouped and categorized; before links are resolved (-300).
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (/** @type {import('typedoc').Context} */ context) => {
      for (const reflection of Object.values(context.project.reflections)) {
        if (!('children' in reflection)) continue;
        const container = /** @type {import('typedoc').ContainerReflection} */ (reflection);
        if (container.children) sortRunsByCodePoint(container.children);
        for (const group of container.groups ?? []) {
          sortRunsByCodePoint(group.children);
          for (const category of group.categories ?? []) sortRunsByCodePoint(category.children);
        }
        for (const category of container.categories ?? []) sortRunsByCodePoint(category.children);
      }
    },
    -250,
  );

  // The SourcePlugin fills in `source.url` on EVENT_RESOLVE_BEGIN, so rewrite after it.
  app.converter.on(Converter.EVENT_RESOLVE_END, (/** @type {import('typedoc').Context} */ context) => {
    const packageDir = app.options.getValue('basePath') + path.sep;
    for (const reflection of Object.values(context.project.reflections)) {
      if (!(reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection)) {
        continue;
      }
      // Members inherited from the standard library (`GraphQLError.message` from `Error`) are
      // declared in TypeScript's lib files, which have no page in graphql-js to link to.
      reflection.sources = reflection.sources?.filter((source) => source.fullFileName.startsWith(packageDir));
      for (const source of reflection.sources ?? []) {
        if (source.url) {
          source.url = toSourceUrl(source.url);
        }
      }
    }
  });
}

module.exports = {load, isInternalName, toSourceUrl, introspectionNames, codeTokenNames, enumNote};
