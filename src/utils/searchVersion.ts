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
 *   versions at build time), the last one among them; their paths carry the base URL, as `pathname`
 * @param baseUrl the site's base URL, with its final slash
 * @returns the older version whose docs or API paths hold `pathname`, else the last version.
 * @throws when `versions` has no last version
 */
export function searchVersionOfPath<V extends DocsVersion>(
  pathname: string,
  versions: readonly V[],
  baseUrl = '/',
): V {
  const holds = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  const last = versions.find((version) => version.isLast);
  if (!last) throw new Error('searchVersionOfPath: no last docs version');
  const older = versions.find((version) => !version.isLast && holds(version.path));
  return older ?? apiVersionOfPath(pathname, versions, baseUrl) ?? last;
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

/** What the browser needs to load a version's Pagefind bundle. */
export type SearchBundle = {
  /** Where the bundle is served ({@link searchBundlePath}), with a final slash. */
  path: string;
  /** The site's base URL: results are site paths (Pagefind would put them under the bundle's folder). */
  baseUrl: string;
  /** Pagefind's `metaCacheTag`, written by plugins/search-index.ts per build: the bundle's entry file
   * is fetched as `pagefind-entry.json?ts=<tag>` (Pagefind's default tag is the time of the fetch,
   * which no preload can know). */
  cacheTag: string;
};

/**
 * The files of a bundle that every first search needs, whatever the query: Pagefind's script, its
 * entry file and its WebAssembly (the bundle's one language, `en`: plugins/search-index.ts forces
 * it), as `<link>` preloads that Pagefind's own requests take.
 * @param bundle the bundle
 * @returns each file's URL and the link's `rel`.
 */
export function searchBundlePreloads(
  bundle: SearchBundle,
): {href: string; rel: 'modulepreload' | 'preload'}[] {
  return [
    {href: `${bundle.path}pagefind.js`, rel: 'modulepreload'},
    {href: searchEntryUrl(bundle), rel: 'preload'},
    {href: `${bundle.path}wasm.en.pagefind`, rel: 'preload'},
  ];
}

/**
 * The URL at which Pagefind fetches a bundle's entry file (`metaCacheTag`).
 * @param bundle the bundle
 */
export const searchEntryUrl = (bundle: SearchBundle): string =>
  `${bundle.path}pagefind-entry.json?ts=${bundle.cacheTag}`;

/**
 * The file in which plugins/search-index.ts lists the files of a bundle that every first search
 * needs but Pagefind names only in files it loads first: the metadata (named in the entry file)
 * and the filter chunks (named in the metadata; the bundles have two filters, `name` and `kind`,
 * and src/utils/search.ts looks up both for every query). Its paths are relative to the bundle.
 */
export const SEARCH_PRELOADS_FILE = 'first-search.json';

/**
 * The URL of a bundle's {@link SEARCH_PRELOADS_FILE}, tagged as Pagefind tags its entry file: the
 * files it names change with every build that changes the index, its own name never does.
 * @param bundle the bundle
 */
export const searchPreloadsUrl = (bundle: SearchBundle): string =>
  `${bundle.path}${SEARCH_PRELOADS_FILE}?ts=${bundle.cacheTag}`;

/**
 * The URLs of the files a bundle's {@link SEARCH_PRELOADS_FILE} lists.
 * @param bundle the bundle
 * @param list the file's JSON: `{files: string[]}`
 * @returns the URLs, in the list's order; none when the JSON is not such a list.
 */
export function searchListedPreloads(bundle: SearchBundle, list: unknown): string[] {
  const files = (list as {files?: unknown} | null)?.files;
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string').map((file) => bundle.path + file)
    : [];
}
