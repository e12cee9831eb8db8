/**
 * The root of an API version's pages: the theme's `DocRoot` (sidebar and layout of docs pages)
 * with the API's stylesheet, the plugin's options and the router of the pages' type links.
 * Ported from docusaurus-plugin-typedoc-api 4.4.0's `ApiPage` (MIT) as the site patched it:
 * - no codicon font or its stylesheet: plugins/codicons.ts draws the icons the pages show;
 * - the version's sidebar, written compactly, expands through src/components/ExpandedApiSidebar;
 * - type links are plain links that this page routes (src/utils/apiLinkRouting.ts);
 * - the version's routes pass no `packages`: each page provides the reflections of its own shard
 *   (src/components/ApiItem).
 */
import './styles.css';
import {useMemo, type ReactNode} from 'react';
import DocRoot, {type Props as DocRootProps} from '@theme/DocRoot';
import ExpandedApiSidebar from '@site/src/components/ExpandedApiSidebar';
import {ApiDataContext} from '@site/src/utils/apiData';
import {useApiLinkRouting} from '@site/src/utils/apiLinkRouting';
import {mapPackagesToReflection} from '@site/src/utils/apiReflections';
import type {ApiOptions, PackageReflectionGroup} from '@site/src/utils/apiTypes';

/**
 * @param props.options the plugin's options (its `options.json` module)
 * @param props.packages the whole API, for a version whose routes pass it (the site's do not)
 * @param props the rest: `DocRoot`'s (the route and its child routes)
 * @returns the version's pages in the docs layout, in an element of class `apiPage`
 */
export default function ApiPage({
  options,
  packages,
  ...props
}: DocRootProps & {options: ApiOptions; packages?: PackageReflectionGroup[]}): ReactNode {
  useApiLinkRouting();
  const value = useMemo(
    () => ({options, reflections: packages ? mapPackagesToReflection(packages) : {}}),
    [options, packages],
  );
  return (
    <ApiDataContext.Provider value={value}>
      <div className="apiPage">
        <ExpandedApiSidebar>
          <DocRoot {...props} />
        </ExpandedApiSidebar>
      </div>
    </ApiDataContext.Provider>
  );
}
