/**
 * The API data the API pages render: TypeDoc's JSON serialisation (`JSONOutput` of typedoc) of the
 * documented declarations, with what the API plugin adds to each reflection (`permalink`,
 * `parentId`, the pagination ids) and what the site's build adds (the comments' Markdown tokens,
 * `newIn`). The shapes are those of docusaurus-plugin-typedoc-api 4.4.0's `types.ts` (MIT), whose
 * components these pages port (`src/components/Api*`).
 */
import type {JSONOutput} from 'typedoc';
import type {SymbolData} from '@site/plugins/api-symbol-pages';

/**
 * A token of marked's lexer (or of the `:::` admonition extension of src/utils/apiMarkdown.ts),
 * as the build stores it (plugins/api-comment-tokens.ts keeps only the fields listed here) and
 * src/components/ApiMarkdown renders it.
 */
export type MarkdownToken = {
  type: string;
  tokens?: MarkdownToken[];
  /** A list's items. */
  items?: MarkdownToken[];
  text?: string;
  raw?: string;
  /** A code block's language. */
  lang?: string;
  /** A heading's level. */
  depth?: number;
  /** A link's or an image's title, an admonition's title. */
  title?: string | null;
  href?: string;
  ordered?: boolean;
  task?: boolean;
  checked?: boolean;
  /** A table's header cells, rows of cells and column alignments. */
  header?: {tokens: MarkdownToken[]}[];
  rows?: {tokens: MarkdownToken[]}[][];
  align?: ('center' | 'left' | 'right' | null)[];
  /** An admonition's type (`note`, `tip`…). */
  keyword?: string;
  /** A code block's syntax-highlighting tokens (plugins/code-tokens.ts). */
  highlight?: string;
};

/** A block tag of a comment, with its content's Markdown tokens (plugins/api-comment-tokens.ts). */
export type TSDCommentTag = JSONOutput.CommentTag & {tokens?: MarkdownToken[]};

/** A TypeDoc comment, with its summary's Markdown tokens and its block tags' (plugins/api-comment-tokens.ts). */
export type TSDComment = Omit<JSONOutput.Comment, 'blockTags'> & {
  summaryTokens?: MarkdownToken[];
  blockTags?: TSDCommentTag[];
};

/**
 * A reflection of the API data, by the name the API plugin gives it: TypeDoc's JSON of a
 * declaration (or, in a reflection map, of anything with an id: signatures, parameters…) and
 * what the plugin and the site add.
 */
export interface TSDDeclarationReflection extends Omit<
  JSONOutput.DeclarationReflection,
  'children' | 'comment'
> {
  /** The page or anchor of a declaration the plugin lists (`/api/class/GraphQLSchema`, `/api#Maybe`). */
  permalink?: string;
  /** The id of the reflection that holds it (src/utils/apiReflections.ts). */
  parentId?: number;
  /** The pages before and after it in the sidebar. */
  previousId?: number;
  nextId?: number;
  /** The major of the release that added the export, on the entries of `/api`'s lists
   * (plugins/api-symbol-pages.ts). */
  newIn?: string;
  comment?: TSDComment;
  children?: TSDDeclarationReflection[];
}

/** A signature of the API data. */
export type TSDSignatureReflection = JSONOutput.SignatureReflection;

/** Every reflection of the API data that a page can look up, by id. */
export type TSDDeclarationReflectionMap = Record<number, TSDDeclarationReflection>;

/** A reflection with a page or an anchor of its own. */
export type TSDLinkableReflection = Omit<TSDDeclarationReflection, 'permalink'> & {permalink: string};

/** An entry point's reflection: it and each of its children have a page or an anchor. */
export type TSDPageReflection = Omit<TSDLinkableReflection, 'children'> & {
  children?: TSDLinkableReflection[];
};

/** An entry point of a documented package. */
export interface PackageReflectionGroupEntry {
  index: boolean;
  label: string;
  reflection: TSDPageReflection;
  urlSlug: string;
}

/** A documented package and its entry points. */
export interface PackageReflectionGroup {
  entryPoints: PackageReflectionGroupEntry[];
  packageName: string;
  packageVersion: string;
  changelogPath?: string;
  readmePath?: string;
}

/** The API plugin's options that its pages read (its `options.json` data module). */
export interface ApiOptions {
  /** HTML shown above the packages of the index of several packages. */
  banner: string;
  breadcrumbs: boolean;
  /** The git tag or branch that source links point at when TypeDoc gives no URL. */
  gitRefName: string;
  /** Leaves out parameters, return types and type declarations. */
  minimal: boolean;
  pluginId: string;
  /** Package scopes left out of package names (`@scope/`). */
  scopes: string[];
}

/** The data of one API page in its shard (plugins/api-page-shards.ts). */
export type ApiPageData = {
  /** Its reflection in full, but for descendants with a page of their own. */
  item: TSDDeclarationReflection;
  /** Shallow entries of the reflections it refers to, lists, or is held by. */
  references: TSDDeclarationReflectionMap;
  /** What the site shows about its symbol besides the reflection (src/components/ApiSymbolPanels). */
  symbol?: SymbolData;
};

/** A shard of API page data: the data of the pages it holds, by route path. */
export type ApiPageShard = {pages: Record<string, ApiPageData>};
