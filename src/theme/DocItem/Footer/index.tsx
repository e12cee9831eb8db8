/**
 * Thin wrapper of the theme's DocItem/Footer: the footer shows tags, an edit
 * link and the last update, none of which this site's docs have, so the theme's footer renders
 * nothing; but importing it put TagsListInline, EditMetaRow, EditThisPage and LastUpdated into
 * every docs page's first load. It now loads only for a page that has something to show.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

const Footer = lazy(() => import('@theme-original/DocItem/Footer'));

/**
 * @returns nothing when the page has no tags, edit link or last update (as the theme's footer),
 *   else the theme's footer
 */
export default function DocItemFooterWrapper(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
