/**
 * The index of an API version documenting several packages: a link to each package's page. With
 * one package it sends the reader to that package's page. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `ApiIndex` (MIT) as the site patched it: the site's version
 * banner (src/components/ApiVersionBanner).
 */
import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import ApiFooter from '@site/src/components/ApiFooter';
import ApiVersionBanner from '@site/src/components/ApiVersionBanner';
import type {ApiOptions, PackageReflectionGroup} from '@site/src/utils/apiTypes';

/** A package name without the given scopes (`@scope/name`, `scope-name`). */
function removeScopes(text: string, scopes: string[]): string {
  return scopes.reduce((value, scope) => value.replace(new RegExp(`^(${scope}-|@${scope}/)`), ''), text);
}

/** `url` in the reader's preferred version, when it is not the newest and `url` names none. */
function addVersionToUrl(
  url: string,
  latestVersion: PropVersionMetadata,
  preferredVersion: GlobalVersion | null | undefined,
): string {
  if (
    !url.match(/api\/([\d.]+)/) &&
    !url.includes('api/next') &&
    preferredVersion &&
    preferredVersion.name !== latestVersion.version
  ) {
    const version = preferredVersion.name === 'current' ? 'next' : preferredVersion.name;
    if (url.endsWith('/api')) {
      return `${url}/${version}`;
    }
    return url.replace('/api/', `/api/${version}/`);
  }
  return url;
}

/**
 * @param props.options the plugin's options (its `banner`, `scopes`)
 * @param props.packages the version's packages
 * @param props.history the router's history, which the page replaces to redirect
 * @returns the index
 */
export default function ApiIndex({
  options,
  packages,
  history,
}: {
  options: ApiOptions;
  packages: PackageReflectionGroup[];
  history: {location: {pathname: string}; replace: (path: string) => void};
}): ReactNode {
  const latestVersion = useDocsVersion();
  const {preferredVersion} = useDocsPreferredVersion(latestVersion.pluginId);
  useEffect(() => {
    if (packages.length === 1) {
      history.replace(
        addVersionToUrl(packages[0].entryPoints[0].reflection.permalink, latestVersion, preferredVersion),
      );
    } else if (preferredVersion) {
      history.replace(addVersionToUrl(history.location.pathname, latestVersion, preferredVersion));
    }
  }, [packages, history, latestVersion, preferredVersion]);
  return (
    <div className="row">
      <div className="col apiItemCol">
        {options.banner && (
          <div className="alert alert--info margin-bottom--md" role="alert">
            {/* The plugin's `banner` option is HTML. */}
            <div dangerouslySetInnerHTML={{__html: options.banner}} />
          </div>
        )}
        <ApiVersionBanner />
        <div className="apiItemContainer">
          <article>
            <div className="markdown">
              <header>
                <Heading as="h1">API</Heading>
              </header>
              <section className="tsd-panel">
                <Heading as="h3" className="tsd-panel-header">
                  Packages
                </Heading>
                <div className="tsd-panel-content">
                  <ul className="tsd-index-list">
                    {packages.map((pkg) => (
                      <li key={pkg.packageName} className="tsd-truncate">
                        <Link className="tsd-kind-icon" to={pkg.entryPoints[0].reflection.permalink}>
                          <span className="tsd-signature-symbol">
                            {'v'}
                            {pkg.packageVersion}
                          </span>{' '}
                          <span>{removeScopes(pkg.packageName, options.scopes)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            </div>
            <ApiFooter />
          </article>
        </div>
      </div>
    </div>
  );
}
