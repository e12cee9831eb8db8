import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import type {TSDCommentTag} from '@site/src/utils/apiTypes';
import styles from './styles.module.css';

type Props = {
  /** The comment's summary, rendered. */
  summary: ReactNode;
  /** The comment's block tags, in comment order, without those src/components/ApiComment hides. */
  tags: TSDCommentTag[];
  /** Renders one tag's Markdown (src/components/ApiMarkdown, from its build-time tokens). */
  renderContent: (tag: TSDCommentTag) => ReactNode;
  /** Whether the comment is the page's own, right under its h1 (its headings are then h2). */
  root?: boolean;
};

/** Tags with their own rendering; any other tag keeps the API plugin's term-and-definition form. */
const HEADED_TAGS: Record<string, string> = {'@example': 'Example', '@see': 'See also'};

/**
 * The block tags of a doc comment as readers of API docs expect them (TSDoc's tag semantics,
 * https://tsdoc.org/pages/tags/example/): `@deprecated` first, before the summary, as a visible
 * "Deprecated" badge with its message; each `@example` under an "Example" heading, its code
 * highlighted as every comment code block is (tokens made at build time,
 * plugins/api-comment-tokens.ts); `@see` under "See also", its `{@link}`s and URLs as links (the
 * Markdown already makes them links). Other tags (`@remarks`, …) keep
 * docusaurus-plugin-typedoc-api's `<dl>`. Called by src/components/ApiComment.
 * @returns the summary and the tags, in reading order.
 */
export default function ApiCommentTags({summary, tags, renderContent, root = false}: Props): ReactNode {
  const Heading = root ? 'h2' : 'h4';
  const deprecated = tags.filter((tag) => tag.tag === '@deprecated');
  const headed = tags.filter((tag) => tag.tag in HEADED_TAGS);
  const others = tags.filter((tag) => tag.tag !== '@deprecated' && !(tag.tag in HEADED_TAGS));
  return (
    <>
      {deprecated.map((tag, index) => (
        <div key={`deprecated-${index}`} className={styles.deprecated} role="note">
          <span className={clsx('badge badge--warning', styles.badge)}>Deprecated</span>
          {renderContent(tag)}
        </div>
      ))}
      {summary}
      {others.length > 0 && (
        <dl className="tsd-comment-tags">
          {others.map((tag, index) => (
            <Fragment key={`${tag.tag}-${index}`}>
              <dt>
                <strong>{tag.tag}</strong>
              </dt>
              <dd>{renderContent(tag)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {headed.map((tag, index) => (
        <section key={`${tag.tag}-${index}`} className={styles.headed}>
          <Heading className={styles.heading}>{HEADED_TAGS[tag.tag]}</Heading>
          {renderContent(tag)}
        </section>
      ))}
    </>
  );
}
