/**
 * Build-time Markdown of the API pages' comments. docusaurus-plugin-typedoc-api 4.4.0 lexed each
 * comment's Markdown with marked in the browser (its `components/Markdown.js`), which put marked
 * and marked-smartypants (about 11 KB gzip) in the first-load JavaScript of every API page, only to
 * produce what the pre-rendered HTML already shows. Its lexer, ported unchanged, is
 * src/utils/apiMarkdown.ts; {@link addCommentTokens} runs it while the page data is written
 * (plugins/api-page-shards.ts) and stores the tokens next to each comment, which
 * src/components/ApiComment hands to src/components/ApiMarkdown to render. Each code block's token
 * also carries its syntax-highlighting tokens (`highlight`, plugins/code-tokens.ts), which
 * ApiMarkdown passes to the code block, so that no API page loads Prism.
 */
import {
  displayPartsToMarkdown,
  replaceLinkTokens,
  type DisplayPart,
  type LinkTarget,
  type LinkVersion,
} from '../src/utils/apiComments';
import {lexMarkdown} from '../src/utils/apiMarkdown';
import type {MarkdownToken, TSDComment} from '../src/utils/apiTypes';
import {codeBlockLanguage, highlightCode} from './code-tokens';

/** What `replaceLinkTokens` reads besides the Markdown and the reflections (the browser read them
 * when the API plugin lexed comments there). */
export type CommentLinkContext = {
  /** The docs version metadata, as `useDocsVersion()` returns it on the version's API pages. */
  version: LinkVersion;
  /** `useDocsData(version.pluginId).path`: the docs plugin's path (`/docs`), for `{@doclink}`. */
  docsPath: string;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The fields of marked's tokens that src/components/ApiMarkdown reads; the rest (such
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
 * block src/components/ApiMarkdown renders it as (`<CodeBlock language={lang}>{text}</CodeBlock>`).
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
 * Markdown lexed as the API pages' comments are, for src/components/ApiMarkdown.
 * @param markdown Markdown text whose links are already site paths
 * @returns its tokens, code blocks with their syntax-highlighting tokens.
 */
export function markdownTokens(markdown: string): MarkdownToken[] {
  const tokens = compactTokens(lexMarkdown(markdown)) as MarkdownToken[];
  addHighlighting(tokens);
  return tokens;
}

/**
 * The tokens src/components/ApiMarkdown renders for one summary or block tag, or `undefined`
 * where it renders nothing (empty Markdown).
 */
function tokensOf(
  parts: readonly DisplayPart[],
  reflections: Record<number, LinkTarget>,
  context: CommentLinkContext,
) {
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
 * @param reflections the page's reflection map, as the page builds it (`mapPageReflections` of
 *   src/utils/apiReflections.ts), which resolves `{@link}` tags
 * @param context the version and docs path that resolve `{@doclink}` tags
 */
export function addCommentTokens(
  item: unknown,
  reflections: Record<number, LinkTarget>,
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
      const comment = value as TSDComment;
      comment.summaryTokens = tokensOf(comment.summary, reflections, context);
      for (const tag of comment.blockTags ?? []) {
        tag.tokens = tokensOf(tag.content, reflections, context);
      }
    } else {
      addCommentTokens(value, reflections, context);
    }
  }
}
