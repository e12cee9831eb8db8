import type {ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props as DefaultNavbarItemProps} from '@theme/NavbarItem/DefaultNavbarItem';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersionCandidates, useVersions} from '@docusaurus/plugin-content-docs/client';
import {API_BASE_PATH, apiVersionOfPath, apiVersionPath} from '@site/src/utils/versionedPages';

/** Props of the `custom-api` navbar item: the theme's default item's, less the target. */
export type Props = Omit<DefaultNavbarItemProps, 'to' | 'href'> & {docsPluginId?: string};

/**
 * The navbar's API link (spec section 1; requirement: "the navbar's Tutorial and API links
 * then lead into the preferred version"). It leads to the API reference of the version being read
 * (an API page's own, else the docs page's), else of the stored preferred version, else of the
 * newest: the same candidates, in the same order, as the theme's `doc` item uses for a doc.
 * @returns the theme's default navbar item pointed at `/api` or `/api/<version>`.
 */
export default function ApiNavbarItem({docsPluginId, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const versions = useVersions(docsPluginId);
  const [candidate] = useDocsVersionCandidates(docsPluginId);
  const version = apiVersionOfPath(pathname, versions, baseUrl) ?? candidate;
  return (
    <DefaultNavbarItem
      {...props}
      // Link puts the base URL in front of a path without it; `activeBasePath` too.
      to={version ? apiVersionPath(version, baseUrl) : API_BASE_PATH}
      activeBasePath={API_BASE_PATH}
    />
  );
}
