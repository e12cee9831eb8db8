import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDocsPreferredVersion, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {samePageInVersion} from '@site/src/utils/versionedPages';

/**
 * The version banner of an API page of an older docs version (requirement: "A 16.x page shows a
 * banner that names the version and links to the same page in Next"). Markup and wording are the
 * docs pages' banner (`@theme/DocVersionBanner`, the same translation ids), so the two read alike.
 * @returns the banner, or nothing on a version without one (the newest).
 */
export default function ApiVersionBanner(): ReactNode {
  const {
    siteConfig: {title: siteTitle, baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  // The API plugin provides docs-like version metadata to its pages, with the docs plugin's id.
  const versionMetadata = useDocsVersion();
  const versions = useVersions(versionMetadata.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(versionMetadata.pluginId);
  const current = versions.find((version) => version.name === versionMetadata.version);
  const latest = versions.find((version) => version.isLast);
  if (versionMetadata.banner !== 'unmaintained' || !current || !latest) {
    return null;
  }
  return (
    <div
      className={clsx(ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert"
    >
      <div>
        <Translate
          id="theme.docs.versions.unmaintainedVersionLabel"
          values={{siteTitle, versionLabel: <b>{versionMetadata.label}</b>}}
        >
          {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
        </Translate>
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latest.label,
            latestVersionLink: (
              <b>
                <Link
                  to={samePageInVersion(pathname, current, latest, baseUrl)}
                  onClick={() => savePreferredVersionName(latest.name)}
                >
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                </Link>
              </b>
            ),
          }}
        >
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
