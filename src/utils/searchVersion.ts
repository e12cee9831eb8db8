/**
 * Search per docs version (versions issue: "Search on a 16.x page returns 16.x pages; everywhere
 * else, Next pages"), in plain path logic free of client-only imports, so that the build
 * (plugins/search-index.ts, which writes one Pagefind bundle per version) and the search bar
 * (src/theme/SearchBar) agree on which version a page searches and where its bundle lives.
 */
import {apiVersionOfPath, type DocsVersion} from './apiVersions';

/** The folder of a version's Pagefind bundle, below the version's docs path for older versions. */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/**
 * The docs version a page searches.
 * @param pathname a location path such as `/docs/16.x/tutorials/` or `/api/16.x/class/Source`
 * @param versions the docs versions (`useVersions()` in the browser; the docs plugin's loaded
 *   versions at build time), the last one among them
 * @returns the older version whose docs or API paths hold `pathname`, else the last version.
 * @throws when `versions` has no last version
 */
export function searchVersionOfPath<V extends DocsVersion>(pathname: string, versions: readonly V[]): V {
  const holds = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  const last = versions.find((version) => version.isLast);
  if (!last) throw new Error('searchVersionOfPath: no last docs version');
  const older = versions.find((version) => !version.isLast && holds(version.path));
  return older ?? apiVersionOfPath(pathname, versions) ?? last;
}

/**
 * Where a version's Pagefind bundle is served: `/pagefind/` for the last version (Next),
 * `/docs/16.x/pagefind/` for an older one.
 * @param version the docs version; its `path` carries the base URL
 * @param baseUrl the site's base URL, with its final slash
 * @returns a path with a final slash.
 */
export function searchBundlePath(version: Pick<DocsVersion, 'isLast' | 'path'>, baseUrl: string): string {
  return version.isLast ? `${baseUrl}${SEARCH_BUNDLE_DIR}/` : `${version.path}/${SEARCH_BUNDLE_DIR}/`;
}
