/**
 * Provides the API reference's version to the pages under it with its sidebar expanded: the API
 * plugin's version metadata holds the sidebar in compact form (src/utils/compactSidebar.ts).
 * src/components/ApiPage renders its DocRoot inside this component, so that the expansion ships
 * with the API pages only, not with every docs page, as a DocVersionRoot wrapper would.
 */
import {useMemo, type ReactNode} from 'react';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {expandVersionSidebars, type VersionWithSidebars} from '@site/src/utils/compactSidebar';

/**
 * @param props.children what reads the version (the API pages' DocRoot)
 * @returns the children, under a version context whose sidebars are expanded
 */
export default function ExpandedApiSidebar({children}: {children: ReactNode}): ReactNode {
  const version = useDocsVersion();
  const expanded = useMemo(
    () => expandVersionSidebars(version as unknown as VersionWithSidebars) as unknown as typeof version,
    [version],
  );
  return <DocsVersionProvider version={expanded}>{children}</DocsVersionProvider>;
}
