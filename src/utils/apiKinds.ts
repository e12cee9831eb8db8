/**
 * What the API reference derives from a reflection's kind: the URL segment of its page and its
 * icon (a codicon, drawn by the stylesheet of plugins/codicons.ts) with its colour. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0 (MIT: `plugin/url` and `utils/icons`). The kinds are
 * TypeDoc's `ReflectionKind` values written out, as the plugin wrote them: importing TypeDoc's enum
 * would bring TypeDoc into the pages' bundle.
 */

/** TypeDoc's `ReflectionKind` (0.25; the values have not changed since 0.23). */
export const REFLECTION_KIND = {
  Project: 1,
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  CallSignature: 4096,
  IndexSignature: 8192,
  ConstructorSignature: 16_384,
  Parameter: 32_768,
  TypeLiteral: 65_536,
  TypeParameter: 131_072,
  Accessor: 262_144,
  GetSignature: 524_288,
  SetSignature: 1_048_576,
  TypeAlias: 2_097_152,
  Reference: 4_194_304,
} as const;

const K = REFLECTION_KIND;

/**
 * The URL segment of the pages of a kind (`/api/class/GraphQLSchema`), as the API plugin names them.
 * @param reflection a declaration
 * @returns the segment, or `''` for a kind without pages of its own (variables, type aliases…),
 *   which are sections of their module's page
 */
export function getKindSlug(reflection: {kind: number}): string {
  switch (reflection.kind) {
    case K.Module:
      return 'package';
    case K.Namespace:
      return 'namespace';
    case K.Enum:
      return 'enum';
    case K.Function:
      return 'function';
    case K.Class:
      return 'class';
    case K.Interface:
      return 'interface';
    default:
      return '';
  }
}

const KIND_ICONS: Record<number, string> = {
  [K.Project]: 'project',
  [K.Module]: 'package',
  [K.Namespace]: 'symbol-namespace',
  [K.Enum]: 'symbol-enum',
  [K.EnumMember]: 'symbol-enum-member',
  [K.Variable]: 'symbol-variable',
  [K.Function]: 'symbol-function',
  [K.Class]: 'symbol-class',
  [K.Interface]: 'symbol-interface',
  [K.Constructor]: 'symbol-constructor',
  [K.Property]: 'symbol-property',
  [K.Method]: 'symbol-method',
  [K.CallSignature]: 'symbol-method',
  [K.IndexSignature]: 'bracket-dot',
  [K.ConstructorSignature]: 'symbol-method',
  [K.Parameter]: 'symbol-property',
  [K.TypeLiteral]: 'symbol-key',
  [K.TypeParameter]: 'symbol-type-parameter',
  [K.Accessor]: 'symbol-field',
  [K.GetSignature]: 'symbol-field',
  [K.SetSignature]: 'symbol-field',
  [K.TypeAlias]: 'symbol-parameter',
  [K.Reference]: 'references',
};

/**
 * The codicon of a reflection: its kind's, but a property named like an event handler (`onChange`)
 * gets the event icon.
 * @param kind its TypeDoc kind
 * @param name its name
 * @returns the icon's name without the `codicon-` prefix, or undefined for an unknown kind
 */
export function getKindIcon(kind: number, name: string): string | undefined {
  if (kind === K.Property && /^on[A-Z]/.test(name)) return 'symbol-event';
  return KIND_ICONS[kind];
}

/** The colour of the icon of a kind, an Infima colour (`inherit` for kinds without one). */
export function getKindIconColor(kind: number): string {
  switch (kind) {
    case K.Function:
    case K.Constructor:
    case K.Method:
    case K.CallSignature:
    case K.ConstructorSignature:
    case K.Accessor:
      return 'var(--ifm-color-info)';
    case K.EnumMember:
    case K.Variable:
    case K.Property:
    case K.GetSignature:
    case K.SetSignature:
      return 'var(--ifm-color-success)';
    case K.Namespace:
    case K.Class:
      return 'var(--ifm-color-warning)';
    // The API plugin gave Reference, not TypeAlias, this colour; type aliases stay uncoloured.
    case K.Enum:
    case K.Interface:
    case K.Reference:
      return 'var(--ifm-color-danger)';
    default:
      return 'inherit';
  }
}

/**
 * The icon of a reflection as HTML, for the table of contents, whose entries are HTML strings.
 * @returns an `<i>` of the icon in its colour, or `''` for an unknown kind
 */
export function getKindIconHtml(kind: number, name: string): string {
  const icon = getKindIcon(kind, name);
  if (!icon) return '';
  return `<i class="codicon codicon-${icon}" style="color:${getKindIconColor(kind)};"></i>`;
}

/** The icon of the anchor link of each section heading (src/components/ApiAnchorLink). */
export const ANCHOR_ICON = 'symbol-numeric';

/** The icon of the source links (src/components/ApiSourceLink). */
export const SOURCE_ICON = 'file-code';
