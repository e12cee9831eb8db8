/**
 * A TypeDoc comment: its summary and block tags, as Markdown lexed at build time. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `Comment` (MIT) as the site patched it: the summary and
 * tags render through src/components/ApiCommentTags (an "Example" heading, a "Deprecated" badge,
 * "See also") rather than the plugin's `<dl>` of raw tag names, from the tokens that
 * plugins/api-comment-tokens.ts stored.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiCommentTags from '@site/src/components/ApiCommentTags';
import ApiMarkdown from '@site/src/components/ApiMarkdown';
import {displayPartsToMarkdown} from '@site/src/utils/apiComments';
import type {MarkdownToken, TSDComment} from '@site/src/utils/apiTypes';

/** Whether a comment has anything to show: a summary with text, or a block tag. */
export function hasComment(comment?: JSONOutput.Comment): boolean {
  if (!comment) {
    return false;
  }
  return Boolean(
    comment.summary?.some((part) => part.kind !== 'text' || part.text !== '') ||
    (comment.blockTags && comment.blockTags.length > 0),
  );
}

/**
 * The build-time tokens of a summary or block tag. A comment without them would lose its text
 * silently, so it fails the render (and with it the build).
 * @throws Error quoting the comment when its parts have Markdown but no tokens
 */
function commentTokens(
  parts: readonly JSONOutput.CommentDisplayPart[],
  tokens: MarkdownToken[] | undefined,
): MarkdownToken[] | undefined {
  if (tokens === undefined && displayPartsToMarkdown(parts) !== '') {
    throw new Error(
      `ApiComment: no build-time tokens for the comment "${displayPartsToMarkdown(parts).slice(0, 80)}"`,
    );
  }
  return tokens;
}

/**
 * @param props.comment the comment, with its tokens
 * @param props.root whether it is the page's own comment, right under its title
 * @param props.hideTags block tags not to show (`@default` and `@reference` never show)
 * @returns a `<div class="tsd-comment tsd-typography">`, or nothing for an empty comment
 * @throws as {@link commentTokens}
 */
export default function ApiComment({
  comment,
  root,
  hideTags = [],
}: {
  comment?: TSDComment;
  root?: boolean;
  hideTags?: readonly string[];
}): ReactNode {
  if (!comment || !hasComment(comment)) {
    return null;
  }
  const hidden = [...hideTags, '@reference', '@default'];
  const blockTags = comment.blockTags?.filter((tag) => !hidden.includes(tag.tag)) ?? [];
  return (
    <div className={`tsd-comment tsd-typography ${root ? 'tsd-comment-root' : ''}`}>
      <ApiCommentTags
        root={Boolean(root)}
        summary={
          !!comment.summary && (
            <div className="lead">
              <ApiMarkdown tokens={commentTokens(comment.summary, comment.summaryTokens)} />
            </div>
          )
        }
        tags={blockTags}
        renderContent={(tag) => <ApiMarkdown tokens={commentTokens(tag.content, tag.tokens)} />}
      />
    </div>
  );
}
