import type {ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {apiVersionOfPath, apiVersionPath, samePageInVersion} from '@site/src/utils/versionedPages';

/**
 * The navbar's version dropdown (spec sections 1 and 4). On docs pages it is the
 * theme's own, which opens the same doc in the chosen version. API pages belong to
 * the API plugin (plugins/api), not to the docs plugin, so there the theme's dropdown would show
 * the preferred version and lead to each version's main doc; this wrapper shows the page's own
 * version and leads to the same API page in the chosen version (its API index when it has none).
 * Either way the choice is stored as the preferred docs version.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const versions = useVersions(props.docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(props.docsPluginId);
  const active = apiVersionOfPath(pathname, versions, baseUrl);
  if (!active) {
    return <DocsVersionDropdownNavbarItem {...props} />;
  }
  // The options of the theme's version item are taken out: DropdownNavbarItem would pass them on
  // to the DOM.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  const {
    mobile,
    dropdownItemsBefore,
    dropdownItemsAfter,
    docsPluginId,
    dropdownActiveClassDisabled,
    versions: configs,
    ...rest
  } = props;
  /* eslint-enable @typescript-eslint/no-unused-vars */
  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      to: samePageInVersion(pathname, active, version, baseUrl),
      isActive: () => version === active,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const label = mobile
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : active.label;
  // Like the theme's button, which leads to the displayed version's main page.
  const to = mobile ? undefined : apiVersionPath(active, baseUrl);
  return <DropdownNavbarItem {...rest} mobile={mobile} label={label} to={to} items={items} />;
}
