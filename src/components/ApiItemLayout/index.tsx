/**
 * The layout of an API page, after the theme's `DocItem` layout: version banner, breadcrumbs,
 * mobile and desktop tables of contents with the page options, the title, the content, the
 * paginator. Ported from docusaurus-plugin-typedoc-api 4.4.0's `ApiItemLayout` (MIT) as the site
 * patched it: the site's version banner (src/components/ApiVersionBanner), and the mobile page
 * options rendered on the server like the mobile table of contents and hidden on desktops by CSS
 * (rendered only after hydration, they shifted the page on phones: CLS 0.07).
 */
import type {ReactNode} from 'react';
import type {PropNavigation} from '@docusaurus/plugin-content-docs';
import {ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import TOC, {type Props as TOCProps} from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import ApiFooter from '@site/src/components/ApiFooter';
import ApiVersionBanner from '@site/src/components/ApiVersionBanner';
import {useBreadcrumbs} from '@site/src/utils/apiData';
import ApiOptionsLayout from './ApiOptionsLayout';

/** What an API page gives its layout. */
export type ApiItemLayoutProps = {
  /** The page's content, under its title. */
  children: ReactNode;
  /** The page's title, its h1. */
  heading: ReactNode;
  /** The table of contents (its entries' `value` is HTML). */
  toc: TOCProps['toc'];
  /** The page's `<head>` metadata (`PageMetadata`). */
  pageMetadata?: ReactNode;
  /** The previous and next pages. */
  pagingMetadata?: PropNavigation;
};

/** @returns the page, as the theme lays out a docs page */
export default function ApiItemLayout({
  children,
  heading,
  pageMetadata,
  pagingMetadata,
  toc,
}: ApiItemLayoutProps): ReactNode {
  const windowSize = useWindowSize();
  const breadcrumbs = useBreadcrumbs();
  const canRenderTOC = toc.length > 0;
  const renderTocDesktop = canRenderTOC && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <>
      {pageMetadata}
      <div className="row">
        <div className="col apiItemCol">
          <ApiVersionBanner />
          <div className="apiItemContainer">
            <article>
              {breadcrumbs && <DocBreadcrumbs />}
              <DocVersionBadge />
              {canRenderTOC && (
                <>
                  <ApiOptionsLayout className="tsd-api-options-mobile" />
                  <TOCCollapsible
                    className={`${ThemeClassNames.docs.docTocMobile ?? ''} apiTocMobile`}
                    maxHeadingLevel={6}
                    minHeadingLevel={1}
                    toc={toc}
                  />
                </>
              )}
              <div className={`${ThemeClassNames.docs.docMarkdown ?? ''} markdown`}>
                <header>
                  <Heading as="h1">{heading}</Heading>
                </header>
                <MDXContent>{children}</MDXContent>
              </div>
              <ApiFooter />
            </article>
            {pagingMetadata && <DocPaginator {...pagingMetadata} />}
          </div>
        </div>
        {renderTocDesktop && (
          <div className="col col--3">
            <ApiOptionsLayout className="tsd-api-options" />
            <TOC
              className={ThemeClassNames.docs.docTocDesktop}
              maxHeadingLevel={6}
              minHeadingLevel={1}
              toc={toc}
            />
          </div>
        )}
      </div>
    </>
  );
}
