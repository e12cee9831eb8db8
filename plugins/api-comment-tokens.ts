/**
 * Build-time Markdown of the API pages' comments. docusaurus-plugin-typedoc-api lexed each
 * comment's Markdown with marked in the browser (its `components/Markdown.js`), which put marked
 * and marked-smartypants (about 11 KB gzip) in the first-load JavaScript of every API page, only to
 * produce what the pre-rendered HTML already shows. The patch
 * (patches/docusaurus-plugin-typedoc-api+4.4.0.patch) moves that lexer, unchanged, to the
 * plugin's `lib/utils/lexMarkdown.js`; {@link addCommentTokens} runs it while the page data is
 * written (plugins/api-page-shards.ts) and stores the tokens next to each comment, which
 * `components/Comment.js` hands to `Markdown.js` to render. Each code block's token also carries
 * its syntax-highlighting tokens (`highlight`, plugins/code-tokens.ts), which `Markdown.js` passes
 * to the code block, so that no API page loads Prism.
 */
import {lexMarkdown, type MarkdownToken} from 'docusaurus-plugin-typedoc-api/lib/utils/lexMarkdown.js';
import {
  displayPartsToMarkdown,
  replaceLinkTokens,
  type DisplayPart,
  type LinkVersion,
} from 'docusaurus-plugin-typedoc-api/lib/utils/markdown.js';
import {codeBlockLanguage, highlightCode} from './code-tokens';

/** What the client passed to `replaceLinkTokens` besides the Markdown and the reflections. */
export type CommentLinkContext = {
  /** The docs version metadata, as `useDocsVersion()` returns it on the version's API pages. */
  version: LinkVersion;
  /** `useDocsData(version.pluginId).path`: the docs plugin's path (`/docs`), for `{@doclink}`. */
  docsPath: string;
};

/** A block tag of a TypeDoc comment, with the tokens this module adds. */
type BlockTag = {tag: string; content: DisplayPart[]; tokens?: MarkdownToken[]};

/** A TypeDoc comment, with the tokens this module adds. */
type Comment = {summary: DisplayPart[]; blockTags?: BlockTag[]; summaryTokens?: MarkdownToken[]};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The fields of marked's tokens that `convertAstToElements` of Markdown.js reads; the rest (such
// as `raw`, `escaped`, `loose`) would only make the page data larger.
const RENDERED_FIELDS = new Set([
  'type',
  'tokens',
  'items',
  'text',
  'raw',
  'lang',
  'depth',
  'title',
  'href',
  'ordered',
  'task',
  'checked',
  'header',
  'align',
  'rows',
  'keyword',
  'highlight',
]);

// The only tokens whose `raw` is rendered: a code span (its text between the backticks, in place
// of its `text`, which is not read) and space.
const RAW_RENDERED = new Set(['codespan', 'space']);

/**
 * Tokens with only the fields the renderer reads. `text` goes where a token has child tokens:
 * every renderer case reads it only when the children render to nothing, that is when there are
 * none.
 */
function compactTokens(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(compactTokens);
  }
  if (!isObject(value)) {
    return value;
  }
  const hasChildren = Array.isArray(value.tokens) && value.tokens.length > 0;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key]) =>
          RENDERED_FIELDS.has(key) &&
          !(key === 'raw' && !RAW_RENDERED.has(value.type as string)) &&
          !(key === 'text' && (hasChildren || value.type === 'codespan')),
      )
      .map(([key, entry]) => [key, compactTokens(entry)]),
  );
}

/**
 * Adds, in place, to every code token under `value` its syntax-highlighting tokens, for the code
 * block `Markdown.js` renders it as (`<CodeBlock language={lang}>{text}</CodeBlock>`).
 */
function addHighlighting(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(addHighlighting);
  } else if (isObject(value)) {
    if (value.type === 'code' && typeof value.text === 'string') {
      // The language is the info string's first word, as in Markdown fences: graphql-js writes
      // "```graphql prettier-ignore", which the block would otherwise take whole for its language
      // and show without highlighting.
      const language = typeof value.lang === 'string' ? value.lang.trim().split(/\s+/)[0] : '';
      value.lang = language === '' ? undefined : language;
      value.highlight = highlightCode(value.text, codeBlockLanguage(value.lang as string | undefined));
    }
    Object.values(value).forEach(addHighlighting);
  }
}

/**
 * Markdown lexed as the API pages' comments are, for the API plugin's `Markdown` component.
 * @param markdown Markdown text whose links are already site paths
 * @returns its tokens, code blocks with their syntax-highlighting tokens.
 */
export function markdownTokens(markdown: string): MarkdownToken[] {
  const tokens = compactTokens(lexMarkdown(markdown)) as MarkdownToken[];
  addHighlighting(tokens);
  return tokens;
}

/**
 * The tokens `Markdown.js` rendered for one summary or block tag, or `undefined` where it
 * rendered nothing (empty Markdown).
 */
function tokensOf(parts: DisplayPart[], reflections: Record<number, unknown>, context: CommentLinkContext) {
  const markdown = displayPartsToMarkdown(parts);
  if (!markdown) {
    return undefined;
  }
  return markdownTokens(replaceLinkTokens(markdown, reflections, context.version, context.docsPath));
}

/**
 * Adds, in place, the lexed Markdown of every comment under `item` (at any depth): the summary's
 * tokens as the comment's `summaryTokens`, each block tag's as the tag's `tokens`.
 * @param item a page's reflection, as its page data holds it
 * @param reflections the page's reflection map, as the client builds it (`mapPageReflections`),
 *   which resolves `{@link}` tags
 * @param context the version and docs path the client resolved `{@doclink}` tags against
 */
export function addCommentTokens(
  item: unknown,
  reflections: Record<number, unknown>,
  context: CommentLinkContext,
): void {
  if (Array.isArray(item)) {
    item.forEach((entry) => addCommentTokens(entry, reflections, context));
    return;
  }
  if (!isObject(item)) {
    return;
  }
  for (const [key, value] of Object.entries(item)) {
    if (key === 'comment' && isObject(value) && Array.isArray(value.summary)) {
      const comment = value as Comment;
      comment.summaryTokens = tokensOf(comment.summary, reflections, context);
      for (const tag of comment.blockTags ?? []) {
        tag.tokens = tokensOf(tag.content, reflections, context);
      }
    } else {
      addCommentTokens(value, reflections, context);
    }
  }
}
