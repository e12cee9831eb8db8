/**
 * Declarations of the API reference as TypeScript-like text, printed from the TypeDoc JSON that
 * the API pages come from (`.docusaurus/api-typedoc-default.json`, `versioned_docs/…/api-typedoc.json`).
 * The version history (plugins/api-history.ts) compares two releases' texts and shows the lines
 * that differ: one line per constructor, call signature, property, method, accessor or enum
 * member, so that a class whose one member changed shows that member, not its whole body.
 */
import {REFLECTION_KIND as KIND} from '../src/utils/apiKinds';

/** A type of TypeDoc's JSON output (TypeDoc 0.25, `JSONOutput.SomeType`), loosely typed. */
export type JsonType = {type: string; [key: string]: unknown};

/** A reflection of TypeDoc's JSON output, loosely typed. */
export type JsonReflection = {
  id: number;
  name: string;
  kind: number;
  flags?: Record<string, boolean | undefined>;
  children?: JsonReflection[];
  signatures?: JsonReflection[];
  parameters?: JsonReflection[];
  typeParameters?: JsonReflection[];
  indexSignature?: JsonReflection;
  getSignature?: JsonReflection;
  setSignature?: JsonReflection;
  type?: JsonType;
  defaultValue?: string;
  extendedTypes?: JsonType[];
  implementedTypes?: JsonType[];
  [key: string]: unknown;
};

/** A declaration as text: its head line, and one line per member (empty for a function). */
export type DeclarationText = {
  /** `class GraphQLError extends Error`, `function execute`, `type Maybe<T> = …`. */
  head: string;
  /** Member lines by a key unique within the declaration (`name` or `name#2` for overloads). */
  members: Map<string, string>;
};

const list = (items: unknown): JsonType[] => (Array.isArray(items) ? (items as JsonType[]) : []);

const literal = (value: unknown): string => {
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`;
  if (typeof value === 'object') {
    const {negative, value: digits} = value as {negative: boolean; value: string};
    return `${negative ? '-' : ''}${digits}n`;
  }
  return String(value);
};

/** Wraps a union or function type in parentheses where it is an operand (`(A | B)[]`). */
const operand = (type: JsonType): string => {
  const text = typeText(type);
  return ['union', 'intersection', 'conditional'].includes(type.type) ||
    (type.type === 'reflection' && isCallable(type))
    ? `(${text})`
    : text;
};

const isCallable = (type: JsonType): boolean => {
  const declaration = type.declaration as JsonReflection | undefined;
  return Boolean(declaration?.signatures?.length && !declaration.children?.length);
};

/**
 * A type as TypeScript would write it, from TypeDoc's JSON of it.
 * @param type one `type` field of TypeDoc's JSON
 * @returns the text; `unknown` types (TypeDoc's own fallback) print their recorded name.
 */
export function typeText(type: JsonType | undefined): string {
  if (!type) return 'unknown';
  switch (type.type) {
    case 'intrinsic':
    case 'unknown':
    case 'inferred':
      return type.type === 'inferred' ? `infer ${String(type.name)}` : String(type.name);
    case 'literal':
      return literal(type.value);
    case 'reference': {
      const args = list(type.typeArguments);
      return `${String(type.name)}${args.length ? `<${args.map(typeText).join(', ')}>` : ''}`;
    }
    case 'array':
      return `${operand(type.elementType as JsonType)}[]`;
    case 'union':
      return list(type.types).map(typeText).join(' | ');
    case 'intersection':
      return list(type.types).map(operand).join(' & ');
    case 'tuple':
      return `[${list(type.elements).map(typeText).join(', ')}]`;
    case 'namedTupleMember':
      return `${String(type.name)}${type.isOptional ? '?' : ''}: ${typeText(type.element as JsonType)}`;
    case 'optional':
      return `${operand(type.elementType as JsonType)}?`;
    case 'rest':
      return `...${typeText(type.elementType as JsonType)}`;
    case 'query':
      return `typeof ${typeText(type.queryType as JsonType)}`;
    case 'typeOperator':
      return `${String(type.operator)} ${operand(type.target as JsonType)}`;
    case 'indexedAccess':
      return `${operand(type.objectType as JsonType)}[${typeText(type.indexType as JsonType)}]`;
    case 'conditional':
      return `${operand(type.checkType as JsonType)} extends ${typeText(type.extendsType as JsonType)} ? ${typeText(
        type.trueType as JsonType,
      )} : ${typeText(type.falseType as JsonType)}`;
    case 'mapped': {
      const readonly = type.readonlyModifier ? `${type.readonlyModifier === '-' ? '-' : ''}readonly ` : '';
      const optional = type.optionalModifier ? `${type.optionalModifier === '-' ? '-' : ''}?` : '';
      const as = type.nameType ? ` as ${typeText(type.nameType as JsonType)}` : '';
      return `{ ${readonly}[${String(type.parameter)} in ${typeText(type.parameterType as JsonType)}${as}]${optional}: ${typeText(
        type.templateType as JsonType,
      )} }`;
    }
    case 'predicate':
      return `${type.asserts ? 'asserts ' : ''}${String(type.name)}${
        type.targetType ? ` is ${typeText(type.targetType as JsonType)}` : ''
      }`;
    case 'templateLiteral': {
      const tail = (type.tail as [JsonType, string][]).map(([part, text]) => `\${${typeText(part)}}${text}`);
      return `\`${String(type.head)}${tail.join('')}\``;
    }
    case 'reflection':
      return objectText(type.declaration as JsonReflection);
    default:
      return type.type;
  }
}

/** An object type literal or function type: `{ a: string; b?: number }`, `(x: T) => R`. */
function objectText(declaration: JsonReflection): string {
  const signatures = declaration.signatures ?? [];
  const children = declaration.children ?? [];
  if (signatures.length === 1 && children.length === 0 && !declaration.indexSignature) {
    const [signature] = signatures;
    return `${typeParametersText(signature.typeParameters)}(${parametersText(signature.parameters)}) => ${typeText(signature.type)}`;
  }
  const parts = [
    ...signatures.map((signature) => signatureText('', signature)),
    ...(declaration.indexSignature ? [indexText(declaration.indexSignature)] : []),
    ...children.map((child) => memberLines(child).join('; ')),
  ];
  return parts.length ? `{ ${parts.join('; ')} }` : '{}';
}

function indexText(signature: JsonReflection): string {
  const [parameter] = signature.parameters ?? [];
  const readonly = signature.flags?.isReadonly ? 'readonly ' : '';
  return `${readonly}[${parameter?.name ?? 'key'}: ${typeText(parameter?.type)}]: ${typeText(signature.type)}`;
}

function typeParametersText(parameters: JsonReflection[] | undefined): string {
  if (!parameters?.length) return '';
  return `<${parameters
    .map((parameter) => {
      const constraint = parameter.type ? ` extends ${typeText(parameter.type)}` : '';
      const fallback = parameter.default ? ` = ${typeText(parameter.default as JsonType)}` : '';
      return `${parameter.name}${constraint}${fallback}`;
    })
    .join(', ')}>`;
}

function parametersText(parameters: JsonReflection[] | undefined): string {
  return (parameters ?? [])
    .map((parameter) => {
      const rest = parameter.flags?.isRest ? '...' : '';
      const optional = parameter.flags?.isOptional || parameter.defaultValue !== undefined ? '?' : '';
      return `${rest}${parameter.name}${optional}: ${typeText(parameter.type)}`;
    })
    .join(', ');
}

/** `name<T>(a: A): R`, with the parameters one a line when the line would be long. */
function signatureText(name: string, signature: JsonReflection): string {
  const head = `${name}${typeParametersText(signature.typeParameters)}`;
  // A constructor's return type is its class, which TypeScript does not write.
  const returns = signature.type && name !== 'constructor' ? `: ${typeText(signature.type)}` : '';
  const oneLine = `${head}(${parametersText(signature.parameters)})${returns}`;
  if (oneLine.length <= LINE_WIDTH || !signature.parameters?.length) return oneLine;
  const each = parametersText(signature.parameters).split(/, (?=(?:\.\.\.)?\w+\??: )/);
  return `${head}(\n${each.map((parameter) => `  ${parameter},`).join('\n')}\n)${returns}`;
}

// Beyond this many characters a signature puts each parameter on a line of its own: the code
// blocks of the version history sit side by side, each half a page wide.
const LINE_WIDTH = 72;

function modifiers(reflection: JsonReflection): string {
  const flags = reflection.flags ?? {};
  return `${flags.isStatic ? 'static ' : ''}${flags.isAbstract ? 'abstract ' : ''}${flags.isReadonly ? 'readonly ' : ''}`;
}

/** The lines a member contributes to its owner's text: one per signature or one for its type. */
function memberLines(member: JsonReflection): string[] {
  const optional = member.flags?.isOptional ? '?' : '';
  switch (member.kind) {
    case KIND.Constructor:
      return (member.signatures ?? []).map((signature) => signatureText('constructor', signature));
    case KIND.Method:
      return (member.signatures ?? []).map(
        (signature) => `${modifiers(member)}${signatureText(member.name + optional, signature)}`,
      );
    case KIND.Accessor:
      return [
        ...(member.getSignature
          ? [`${modifiers(member)}get ${member.name}(): ${typeText(member.getSignature.type)}`]
          : []),
        ...(member.setSignature
          ? [`${modifiers(member)}set ${member.name}(${parametersText(member.setSignature.parameters)})`]
          : []),
      ];
    case KIND.EnumMember:
      return [`${member.name} = ${member.type ? typeText(member.type) : (member.defaultValue ?? '')}`];
    default:
      return [`${modifiers(member)}${member.name}${optional}: ${typeText(member.type)}`];
  }
}

const KIND_KEYWORD: Record<number, string> = {
  [KIND.Class]: 'class',
  [KIND.Interface]: 'interface',
  [KIND.Enum]: 'enum',
  [KIND.Namespace]: 'namespace',
};

/**
 * A top-level declaration of the API as text, split into its head and member lines.
 * @param reflection a child of the TypeDoc project (an export of the package root)
 * @returns the head (`class X<T> extends Y`, `function f`, `type T = …`, `const v: T`) and the
 *   member lines: call signatures of a function, or members of a class, interface, enum or namespace.
 */
export function declarationText(reflection: JsonReflection): DeclarationText {
  const members = new Map<string, string>();
  const add = (key: string, line: string) => {
    let unique = key;
    for (let index = 2; members.has(unique); index += 1) unique = `${key}#${index}`;
    members.set(unique, line);
  };
  const typeParameters = typeParametersText(reflection.typeParameters);
  switch (reflection.kind) {
    case KIND.Function:
      for (const signature of reflection.signatures ?? [])
        add('()', signatureText(reflection.name, signature));
      return {head: `function ${reflection.name}`, members};
    case KIND.TypeAlias:
      return {head: `type ${reflection.name}${typeParameters} = ${typeText(reflection.type)}`, members};
    case KIND.Variable:
      return {head: `const ${reflection.name}: ${typeText(reflection.type)}`, members};
    default: {
      const extended = (reflection.extendedTypes ?? []).map(typeText);
      const implemented = (reflection.implementedTypes ?? []).map(typeText);
      const head = [
        `${KIND_KEYWORD[reflection.kind] ?? 'namespace'} ${reflection.name}${typeParameters}`,
        extended.length ? `extends ${extended.join(', ')}` : '',
        implemented.length ? `implements ${implemented.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      for (const signature of reflection.signatures ?? []) add('()', signatureText('', signature));
      if (reflection.indexSignature) add('[]', indexText(reflection.indexSignature));
      for (const member of reflection.children ?? []) {
        for (const line of memberLines(member)) add(member.name, line);
      }
      return {head, members};
    }
  }
}

/**
 * The text of a declaration restricted to some of its member lines, as a code block shows it.
 * @param text the declaration
 * @param keys the member lines to show, in the declaration's order; the others are counted in a
 *   closing comment
 * @returns TypeScript-like source: a function's signatures, or a body with the chosen members.
 */
export function declarationSource(text: DeclarationText, keys: Set<string>): string {
  if (text.head.startsWith('function ')) {
    const name = text.head.slice('function '.length);
    return [...text.members.values()]
      .map((line) => `function ${line.startsWith(name) ? line : name + line};`)
      .join('\n');
  }
  if (text.head.startsWith('type ') || text.head.startsWith('const ')) return `${text.head};`;
  const shown = [...text.members].filter(([key]) => keys.has(key));
  const hidden = text.members.size - shown.length;
  const end = text.head.startsWith('enum ') ? ',' : ';';
  const body = shown.map(([, line]) => `  ${line.replace(/\n/g, '\n  ')}${end}`);
  if (hidden > 0) body.push(`  // … ${hidden} other member${hidden === 1 ? '' : 's'}, unchanged`);
  return body.length ? `${text.head} {\n${body.join('\n')}\n}` : `${text.head} {}`;
}
