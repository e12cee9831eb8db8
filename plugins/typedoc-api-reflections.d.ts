/**
 * Types of the modules that our patch adds to or changes in docusaurus-plugin-typedoc-api
 * (patches/docusaurus-plugin-typedoc-api+4.4.0.patch), which plugins/api-page-shards.ts and
 * plugins/api-comment-tokens.ts use at build time.
 */
declare module 'docusaurus-plugin-typedoc-api/lib/utils/reflections.js' {
  /**
   * Indexes every reflection nested in `data` by id into `map`, setting each one's `parentId`.
   * @returns `map`.
   */
  export function deepMapReflections(
    data: unknown,
    map: Record<number, unknown>,
    parent?: unknown,
  ): Record<number, unknown>;

  /**
   * The reflection map of one API page, as the page builds it from its shard: the shard's
   * `references` of the page, then every reflection in its `item` (given their `parentId`).
   * @param shard the page data of the pages of one shard, by route path
   * @param path the page's route path (its reflection's permalink)
   * @returns a new map.
   */
  export function mapPageReflections(
    shard: {pages: Record<string, {item: unknown; references: Record<number, unknown>}>},
    path: string,
  ): Record<number, unknown>;
}

declare module 'docusaurus-plugin-typedoc-api/lib/utils/markdown.js' {
  /** A part of a TypeDoc comment: text, code, or an inline tag such as `{@link Name}`. */
  export type DisplayPart = {kind: string; text: string; tag?: string};

  /** The fields of a docs version's metadata that `{@doclink}` reads. */
  export type LinkVersion = {version: string; isLast: boolean};

  /** The Markdown of a comment's parts (inline tags written back as `{@tag text}`). */
  export function displayPartsToMarkdown(parts: DisplayPart[]): string;

  /**
   * Replaces `{@link}`, `{@linkcode}`, `{@linkplain}` and `{@apilink}` tags with Markdown links to
   * the reflection of that name in `reflections`, and `{@doclink}` tags with links into the docs.
   */
  export function replaceLinkTokens(
    markdown: string,
    reflections: Record<number, unknown>,
    currentVersion: LinkVersion,
    docsBaseUrl: string,
  ): string;
}

declare module 'docusaurus-plugin-typedoc-api/lib/utils/lexMarkdown.js' {
  /** A token of marked's lexer (or of the plugin's `admonition` extension). */
  export type MarkdownToken = {type: string; tokens?: MarkdownToken[]; [key: string]: unknown};

  /** Lexes Markdown with the marked instance the API plugin's components used (GFM, smartypants,
   * `:::` admonitions). */
  export function lexMarkdown(markdown: string): MarkdownToken[];
}
