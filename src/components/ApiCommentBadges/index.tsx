/**
 * The modifier tags of a comment (`@alpha`, `@beta`, `@experimental`…) as badges. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `CommentBadges` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';

/** Infima's badge colour of a modifier tag. */
function getModifierClassName(tag: string): string {
  switch (tag) {
    case '@beta':
    case '@experimental':
      return 'warning';
    case '@alpha':
      return 'danger';
    default:
      return 'info';
  }
}

/** A comment with at least one modifier tag. */
type CommentWithModifiers = JSONOutput.Comment & {modifierTags: `@${string}`[]};

/** Whether a comment has modifier tags, which {@link ApiCommentBadges} shows. */
export function isCommentWithModifiers(comment?: JSONOutput.Comment): comment is CommentWithModifiers {
  return !!comment && !!comment.modifierTags && comment.modifierTags.length > 0;
}

/**
 * @param props.comment a comment with modifier tags ({@link isCommentWithModifiers})
 * @returns a `<div class="badge-group">` of a badge per tag, named without its `@`
 */
export default function ApiCommentBadges({comment}: {comment: CommentWithModifiers}): ReactNode {
  return (
    <div className="badge-group">
      {comment.modifierTags.map((tag) => (
        <span key={tag} className={`badge badge--${getModifierClassName(tag)}`}>
          {tag.slice(1)}
        </span>
      ))}
    </div>
  );
}
