/**
 * The anchor of a section heading of an API page, with a link to it. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `AnchorLink` (MIT) as the site patched it: the id has no
 * whitespace, and the icon-only link is named.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {ANCHOR_ICON} from '@site/src/utils/apiKinds';

/**
 * @param props.title the section's title (a group such as "Enumeration Members", a member's
 *   name); the anchor's id is the title with `-` for whitespace
 * @returns a link to the anchor, holding it; the build's broken-anchor check knows the anchor
 */
export default function ApiAnchorLink({title}: {title: string}): ReactNode {
  const id = title.replace(/\s+/g, '-');
  useBrokenLinks().collectAnchor(id);
  return (
    <Link
      className="tsd-anchor"
      href={`#${id}`}
      aria-label={`Direct link to ${title}`}
      title={`Direct link to ${title}`}
    >
      <span className="tsd-anchor-id" id={id} />
      <i className={`codicon codicon-${ANCHOR_ICON}`} />
    </Link>
  );
}
