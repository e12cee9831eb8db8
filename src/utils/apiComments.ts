/**
 * The Markdown of TypeDoc comments: their display parts as Markdown, and their `{@link}` and
 * `{@doclink}` tags as Markdown links. Ported from docusaurus-plugin-typedoc-api 4.4.0 (MIT:
 * `utils/markdown`, and `displayPartsToMarkdown` of its `Comment`). Free of marked, so that pages
 * can import it: the lexer is src/utils/apiMarkdown.ts, which only the build runs.
 */
import type {JSONOutput} from 'typedoc';

/** A part of a TypeDoc comment: text, code, or an inline tag such as `{@link Name}`. */
export type DisplayPart = JSONOutput.CommentDisplayPart;

/** The fields of a docs version's metadata that `{@doclink}` reads. */
export type LinkVersion = {version: string; isLast: boolean};

/** What `{@link}` reads of a reflection it may point at. */
export type LinkTarget = {name: string; permalink?: string; children?: readonly {name: string}[]};

/**
 * The Markdown of a comment's parts, inline tags written back as `{@tag text}` (TypeDoc's JSON
 * keeps them apart) for {@link replaceLinkTokens} to resolve.
 */
export function displayPartsToMarkdown(parts: readonly DisplayPart[]): string {
  return parts
    .map((part) => (part.kind === 'inline-tag' ? `{${part.tag} ${part.text}}` : part.text))
    .join('');
}

/** A link tag's target and caption: `target|caption` or `target caption`, else the target twice. */
function splitLinkText(text: string): {caption: string; target: string} {
  let splitIndex = text.indexOf('|');
  if (splitIndex === -1) {
    splitIndex = text.search(/\s/);
  }
  if (splitIndex !== -1) {
    return {
      caption: text
        .slice(splitIndex + 1)
        .replace(/\n+/, ' ')
        .trim(),
      target: text.slice(0, Math.max(0, splitIndex)).trim(),
    };
  }
  return {caption: text, target: text};
}

/**
 * Replaces `{@link}`, `{@linkcode}`, `{@linkplain}` and `{@apilink}` tags with Markdown links to
 * the first reflection of that name (`Name.member`: of that name and with such a member) that has
 * a permalink, or with their caption alone; and `{@doclink path}` tags with links to that path of
 * the docs of the same version. TypeDoc's JSON leaves its links unresolved
 * (https://github.com/TypeStrong/typedoc/blob/v0.25.13/src/lib/output/plugins/MarkedLinksPlugin.ts).
 * @param markdown a comment's Markdown
 * @param reflections the reflections a link may point at, by id
 * @param currentVersion the docs version of the page
 * @param docsBaseUrl the docs plugin's path (`/docs`)
 * @returns the Markdown with the tags replaced
 */
export function replaceLinkTokens(
  markdown: string,
  reflections: Record<number, LinkTarget>,
  currentVersion: LinkVersion,
  docsBaseUrl: string,
): string {
  return markdown
    .replace(
      /{@(link|linkcode|linkplain|apilink)\s+([^}]+?)}/gi,
      (match, tagName: string, content: string) => {
        const {caption, target} = splitLinkText(content);
        const [symbol, member] = target.split('.');
        const reflection = Object.values(reflections).find(
          (ref) =>
            ref.name === symbol && (member ? ref.children?.some((child) => child.name === member) : true),
        );
        const label = tagName === 'linkcode' ? `\`${caption}\`` : caption;
        if (!reflection?.permalink) {
          return label;
        }
        return `[${label}](${reflection.permalink}${member ? `#${member}` : ''})`;
      },
    )
    .replace(/{@doclink\s+([^}]+?)}/gi, (match, content: string) => {
      const {caption, target} = splitLinkText(content);
      const version = currentVersion.version === 'current' ? 'next' : currentVersion.version;
      const base = docsBaseUrl === '/' ? '' : docsBaseUrl;
      const url = currentVersion.isLast ? `${base}/${target}` : `${base}/${version}/${target}`;
      return `[${caption}](${url})`;
    });
}
