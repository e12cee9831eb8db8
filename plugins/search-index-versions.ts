/**
 * Search per docs version (versions issue: "Search on a 16.x page returns 16.x pages; everywhere
 * else, Next pages"). @easyops-cn/docusaurus-search-local writes one index per docs version, each
 * holding the docs that version owns; the API pages belong to no docs version, since another plugin
 * (docusaurus-plugin-typedoc-api) renders them. This plugin tells the search plugin which docs
 * version each API page belongs to, by the same path logic as the client
 * (src/utils/apiVersions.ts): `/api/16.x/...` to 16.x, the rest of `/api` to the last version.
 *
 * The search plugin's build step reads this plugin's content among the loaded plugins, as it reads
 * the docs plugin's (patches/@easyops-cn+docusaurus-search-local+0.55.3.patch,
 * `processDocInfos.js`); the search bar's half is src/utils/searchVersion.ts. The same patch has
 * it read the built docs pages with this plugin's `parseDocsPage` (`postBuildFactory.js`,
 * `scanDocuments.js`).
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {apiVersionOfPath, type DocsVersion} from '../src/utils/apiVersions';
import {parseDocsPage} from './search-parse';

/** The name the search plugin finds this plugin by. */
export const SEARCH_INDEX_VERSIONS_PLUGIN = 'search-index-versions';

/** This plugin's content: what the search plugin calls. */
export type SearchIndexVersions = {
  /**
   * The routes, besides its own docs, whose pages go into a docs version's search index.
   * @param version the docs version whose index is being gathered
   * @param versions every loaded docs version
   * @param routesPaths every route of the site, with the base URL
   * @returns the API pages of `version`.
   */
  pagesOf: (
    version: LoadedVersion,
    versions: readonly LoadedVersion[],
    routesPaths: readonly string[],
  ) => string[];
  /**
   * Reads a built docs page for the index, as the search plugin's own `parse` does, faster
   * (plugins/search-parse.ts).
   */
  parseDocsPage: typeof parseDocsPage;
};

/**
 * The routes of the API pages of one docs version.
 * @see SearchIndexVersions.pagesOf
 */
export function apiPagesOf(
  version: LoadedVersion,
  versions: readonly LoadedVersion[],
  routesPaths: readonly string[],
): string[] {
  const described: (DocsVersion & {loaded: LoadedVersion})[] = versions.map((loaded) => ({
    name: loaded.versionName,
    label: loaded.label,
    isLast: loaded.isLast,
    path: loaded.path,
    loaded,
  }));
  return routesPaths.filter((route) => apiVersionOfPath(route, described)?.loaded === version);
}

/** Provides {@link SearchIndexVersions} to the search plugin. */
export default function searchIndexVersionsPlugin(): Plugin<SearchIndexVersions> {
  return {
    name: SEARCH_INDEX_VERSIONS_PLUGIN,
    async loadContent() {
      return {pagesOf: apiPagesOf, parseDocsPage};
    },
  };
}
