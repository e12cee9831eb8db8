/**
 * The search bar's half of search per docs version (versions issue: "Search on a 16.x page returns
 * 16.x pages; everywhere else, Next pages"). The search plugin's bar loads the index of the docs
 * version of the page, which it asks the docs plugin for; API pages are not docs, so the docs
 * plugin names none and the bar would load the last version's index on `/api/16.x` too. The
 * search plugin's patch (patches/) makes the bar call {@link useSearchVersion} instead;
 * plugins/search-index-versions.ts puts the API pages into the index of the same version at build
 * time.
 */
import {useLocation} from '@docusaurus/router';
import {useActiveVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {apiVersionOfPath} from './apiVersions';

/**
 * The docs version whose search index the current page searches.
 * @param pluginId the docs plugin's id, as the search bar passes it to `useActiveVersion`
 * @returns the docs version of a docs page, the version of an API page (Next for `/api/...`, 16.x
 *   for `/api/16.x/...`), and undefined elsewhere (the search bar then uses the last version's).
 */
export function useSearchVersion(pluginId: string | undefined): GlobalVersion | undefined {
  const {pathname} = useLocation();
  const versions = useVersions(pluginId);
  const docsVersion = useActiveVersion(pluginId);
  return docsVersion ?? apiVersionOfPath(pathname, versions);
}
