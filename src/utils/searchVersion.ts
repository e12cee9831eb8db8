/**
 * Search per docs version (requirement: "Search on a 16.x page returns 16.x pages; everywhere
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
 * It also lists the bundle's index chunks with the words each spans ({@link SearchIndexChunk}),
 * which Pagefind reads from its metadata only once its WebAssembly runs: with them, the chunks of
 * a query being typed are fetched while the WebAssembly still loads.
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

/** Characters that Pagefind keeps in words (its `includeCharacters` option; every other
 * punctuation mark splits or ends a word): `@defer` and `N+1` stay words. */
export const SEARCH_WORD_CHARACTERS = '@+';

/**
 * One index chunk of a bundle, as {@link SEARCH_PRELOADS_FILE} lists it (`chunks`, each
 * `[from, to, file]`): Pagefind looks a word up in the chunk whose `from` and `to` (words, or
 * the start of words, as Pagefind writes them in its metadata) sort around it.
 */
export type SearchIndexChunk = {from: string; to: string; url: string};

/**
 * The index chunks that {@link SEARCH_PRELOADS_FILE} lists.
 * @param bundle the bundle
 * @param list the file's JSON: `{chunks: [from, to, file][]}`, `file` relative to the bundle
 * @returns the chunks with their URLs, in the list's order (Pagefind's: by word); none when the
 *   JSON has no such list.
 */
export function searchListedChunks(bundle: SearchBundle, list: unknown): SearchIndexChunk[] {
  const chunks = (list as {chunks?: unknown} | null)?.chunks;
  if (!Array.isArray(chunks)) return [];
  return chunks
    .filter(
      (chunk): chunk is [string, string, string] =>
        Array.isArray(chunk) && chunk.length === 3 && chunk.every((part) => typeof part === 'string'),
    )
    .map(([from, to, file]) => ({from, to, url: bundle.path + file}));
}

/**
 * The words of a query as Pagefind looks them up in its index (its `search` in pagefind.js
 * 1.6): lower case, without diacritics, without punctuation but for
 * {@link SEARCH_WORD_CHARACTERS}, split at white space.
 * @param query what the reader typed
 * @returns the words, in order.
 */
export function searchQueryWords(query: string): string[] {
  const punctuation = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;
  return query
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(punctuation, (mark) => (SEARCH_WORD_CHARACTERS.includes(mark) ? mark : ''))
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The index chunks that may hold the words of a query still being typed, for Pagefind to find
 * them fetched when it searches. Pagefind (its `request_indexes`, 1.6) asks, for each word, for
 * the chunks that span the word and those that span its stem (`execute` is indexed by its stem,
 * which ends the chunk before the word's); neither is known until the word is whole, but both begin with the same
 * letters as the word. So for each word, the chunks spanning every word that begins with its
 * shortest beginning that such spans at most `most` chunks (`da` rather than `d`, which begins
 * words of many chunks): those of every longer beginning, the whole word's and its stem's among
 * them (unless the stem is shorter than that beginning), are some of these. They are the same for
 * every key once the word is that long: fetched once, as soon as the bundle's list of chunks is
 * in, however late in the typing.
 * @param chunks the bundle's chunks ({@link searchListedChunks}), by word
 * @param query what the reader has typed so far
 * @param most the most chunks to fetch for a word
 * @returns the chunks' URLs, each once, in the order of the words; none for a word whose every
 *   beginning spans more than `most` chunks.
 */
export function searchChunksForPrefix(
  chunks: readonly SearchIndexChunk[],
  query: string,
  most = 2,
): string[] {
  const urls = new Set<string>();
  // Every word that begins with `start` sorts from `start` up to `start` followed by the last
  // character there is.
  const spanning = (start: string) =>
    chunks.filter((chunk) => chunk.to >= start && chunk.from <= `${start}\u{10FFFF}`);
  for (const word of searchQueryWords(query)) {
    for (let length = 1; length <= word.length; length++) {
      const spans = spanning(word.slice(0, length));
      if (spans.length > most) continue;
      for (const chunk of spans) urls.add(chunk.url);
      break;
    }
  }
  return [...urls];
}
