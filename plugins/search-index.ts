/**
 * The search index (a chunked static index instead of one whole-site download):
 * after the HTML build, indexes the built tutorials, guides, upgrade guides and API pages with
 * Pagefind, one bundle per docs version (src/utils/searchVersion.ts: `build/pagefind/` for Next,
 * `build/docs/16.x/pagefind/` for 16.x). Pagefind splits each bundle into index chunks and one
 * fragment per page, which the search bar (src/theme/SearchBar) fetches only as a query needs them.
 *
 * A page is indexed from its `<main>`, titled by its h1;
 * every heading with an id becomes a sub-result, so API member headings (`GraphQLObjectType.isTypeOf`,
 * with the hidden owner prefix of src/components/ApiMember) lead to their anchor.
 */
import {readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {Worker} from 'node:worker_threads';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PagefindServiceConfig} from 'pagefind';
import {apiVersionOfPath, type DocsVersion} from '../src/utils/apiVersions';
import {isApiPath} from '../src/utils/search';
import {
  SEARCH_PRELOADS_FILE,
  SEARCH_WORD_CHARACTERS,
  searchBundlePath,
  searchVersionOfPath,
} from '../src/utils/searchVersion';
import {sitePath} from '../src/utils/sitePath';
import {sourceFingerprint} from '../scripts/build-once';

/** One page to index: its URL and its built HTML. */
export type SearchPage = {url: string; html: string};

/**
 * What the index leaves out of a page: the API pages' flags ("readonly", "optional"), which would
 * glue onto member names, their "Index" panels, which only repeat the member headings, and the
 * page furniture around the text (breadcrumbs, heading links, version banner, pagination).
 */
const EXCLUDED = [
  '.tsd-flag',
  '.tsd-header-flags',
  '.tsd-index-panel',
  // The type parameters after a class's name in its h1 (`<TSource, TContext>`): the title is the name.
  'h1 .tsd-generics',
  '.hash-link',
  'nav',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.tsd-api-options-mobile',
  // A category page is its title and description; its cards would compete with the pages they link.
  '.theme-doc-card-container',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  'button',
];

/**
 * A heading and the API plugin's anchor inside it: tag, attributes, content before it, id. The
 * build writes React's HTML as it is (`class="tsd-anchor-id"`); an HTML minifier (Docusaurus's, when
 * pages render on one thread) drops the quotes, so both are read.
 */
const MEMBER_ANCHOR =
  /<(h[1-6])((?:\s[^>]*)?)>((?:(?!<\/h[1-6]>).)*?)<span class="?tsd-anchor-id"? id=("[^"]*"|[^\s>]+)>/g;

/**
 * A highlighted code token (`<span class="token keyword" style="…">const</span>`): its text is all
 * the index reads, and a docs page's thousands of them were most of the HTML Pagefind parsed.
 */
const CODE_TOKEN = /<span class="?token [^>]*>([^<]*)<\/span>/g;

/** The opening tag of a doc comment's lead paragraph, quoted or minified. */
const LEAD = /<div class="?lead"?>/;

/**
 * How many word locations an index chunk holds at most, as Pagefind counts them (each page of a
 * word counts its locations plus one; Pagefind's default is 20000, about 30 KB gzip here). A query
 * fetches the chunks of its words, so a smaller chunk is fewer bytes per query, at the cost of a
 * longer list of chunks in the metadata every search loads (at 2000: chunks of 2 to 9 KB gzip instead of about 30 KB, and about 1.5 KB gzip more metadata here).
 * Pagefind reads it from its `PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE` environment variable.
 */
const INDEX_CHUNK_LOCATIONS = 2000;

const PAGEFIND_CONFIG: PagefindServiceConfig = {
  excludeSelectors: EXCLUDED,
  forceLanguage: 'en',
  // Searched as written: `@defer` and `N+1` stay words.
  includeCharacters: SEARCH_WORD_CHARACTERS,
};

/**
 * Where the `<div>` that starts at `start` ends, its nested `<div>`s counted.
 * @param html a page's HTML
 * @param start the index of the `<div` that opens it
 * @returns the index just past its `</div>`, or -1 when the HTML ends first.
 */
function divEnd(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return -1;
}

/** The index of the first match of `pattern` at or after `from`, or -1. */
function indexAfter(text: string, pattern: RegExp, from: number): number {
  const found = text.slice(from).search(pattern);
  return found < 0 ? -1 : from + found;
}

/**
 * An API page's main part with the symbol's summary (the lead of its doc comment) moved up to
 * just under its title, for the index only. Pagefind's excerpt of a page that matches at its
 * title begins with the title's words and what follows them: on a function's page, that was its
 * signature (the summary comes under it); the panels above both are out of the index
 * (src/components/ApiSymbolPanels). Word positions matter to excerpts and sub-results only, and
 * the summary stays before the first member heading: no sub-result changes.
 * @param main the `<main>` element of an API page, as the build wrote it
 * @returns it with the summary moved, or as it is when its first lead comes after a member's
 *   anchor (a symbol without a doc comment: that lead is a member's) or there is none.
 */
function summaryFirst(main: string): string {
  const header = main.indexOf('</header>');
  const lead = header < 0 ? -1 : indexAfter(main, LEAD, header);
  const member = main.indexOf('tsd-anchor-id', header);
  if (lead < 0 || (member >= 0 && member < lead)) return main;
  const end = divEnd(main, lead);
  if (end < 0) return main;
  const under = header + '</header>'.length;
  return main.slice(0, under) + main.slice(lead, end) + main.slice(under, lead) + main.slice(end);
}

/**
 * The part of a page that the index reads: its `<main>` (text, headings, API members; the
 * navbar, sidebar and footer are outside it), as a document of its own, which Pagefind parses in
 * a fraction of the whole page's time. On an API page, the symbol's summary comes first
 * ({@link summaryFirst}).
 * @param page the page
 * @returns the HTML to index.
 * @throws naming the page when it has no `<main>` or no h1 inside it (Pagefind would give the
 *   result no title).
 */
export function indexedPart(page: SearchPage): string {
  const start = page.html.search(/<main[\s>]/);
  const end = page.html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error(`search index: ${page.url} has no <main> to index`);
  const built = page.html.slice(start, end + '</main>'.length);
  if (!/<h1[\s>]/.test(built)) throw new Error(`search index: ${page.url} has no title (h1)`);
  const main = isApiPath(page.url) ? summaryFirst(built) : built;
  // Pagefind makes sub-results of headings with an id; the API plugin puts a member's id on an
  // empty span inside its heading, so the heading gets it instead.
  const anchored = main
    .replace(MEMBER_ANCHOR, '<$1$2 id=$4>$3<span class=tsd-anchor-id>')
    .replace(CODE_TOKEN, '$1');
  // The page's name, its document title up to the site's suffix (`graphql | API | graphql-js`):
  // a filter, which the search bar reads to find the page named as a query whatever its rank.
  const name = /<title[^>]*>([^<|]*)/.exec(page.html)?.[1].trim();
  const named = name ? `<span data-pagefind-filter="name:${name}"></span>` : '';
  // Tutorials and guides apart from the API reference: the search bar looks up the best of them
  // apart too, so that API symbols named like a topic do not hide its guide.
  const kind = `<span data-pagefind-filter="kind:${isApiPath(page.url) ? 'api' : 'docs'}"></span>`;
  return `<!doctype html><html lang=en><body>${named}${kind}${anchored}</body></html>`;
}

/**
 * Indexes pages with Pagefind in a worker thread (plugins/search-index-worker.mjs), which writes
 * the bundle's files.
 * @param pages each page's URL and the HTML to index ({@link indexedPart})
 * @param outputPath the bundle's folder
 * @throws Error with what Pagefind reported (a page it could not index, a bundle it could not
 *   write), or when the worker cannot start
 */
function indexInWorker(pages: {url: string; content: string}[], outputPath: string): Promise<void> {
  const worker = new Worker(path.join(__dirname, 'search-index-worker.mjs'), {
    workerData: {config: PAGEFIND_CONFIG, pages, outputPath},
    // Read by the Pagefind service the worker starts (a child process of this one).
    env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_LOCATIONS)},
  });
  return new Promise((resolve, reject) => {
    worker.once('message', ({errors}: {errors: string[]}) => {
      if (errors.length > 0) reject(new Error(`search index: ${errors.join('; ')}`));
      else resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`search index: the Pagefind worker exited (${code})`)));
  });
}

const GET_PTR_POLL = (ms: number) =>
  `while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(${ms});}`;

/**
 * The edits of the script that Pagefind writes into each bundle (`pagefind.js` of Pagefind
 * 1.6.0, whose source is built into Pagefind's binary, out of reach of `patches/`), each a text
 * that occurs `count` times and what replaces it:
 * - `getPtr`: until its WebAssembly and metadata are loaded, a search waits for them by polling
 *   every 50 ms. src/utils/search.ts waits for them with one empty search per bundle, started as
 *   the script arrives; a query typed meanwhile waits behind it, so its index requests went out up
 *   to 50 ms after Pagefind was ready: 25 ms on average, on a desktop as on a phone. The edited
 *   script polls every 5 ms.
 * - `build_excerpt`: Pagefind splits a page's whole text into words again for each excerpt, and
 *   works out one per section that matches (a long API page: dozens), each time a result is
 *   described: on Lighthouse's mobile CPU, about 100 ms for 20 excerpts of a page of 12000 words,
 *   while the reader waits for the first option. The edited script splits a page's text once,
 *   keeping the words of the last page: about 10 ms. (Pagefind's gzip decoder, in JavaScript, was
 *   measured too: the browser's `DecompressionStream` took longer there, in tasks of its own.)
 */
export const PAGEFIND_SCRIPT_EDITS: readonly {name: string; find: string; replace: string; count: number}[] =
  [
    {name: 'getPtr poll', find: GET_PTR_POLL(50), replace: GET_PTR_POLL(5), count: 1},
    {
      name: 'build_excerpt split',
      find:
        'if(is_zws_delimited){fragment_words=content.split("\\u200B");}' +
        'else{fragment_words=content.split(word_separators);}',
      replace: 'fragment_words=split_words(content,is_zws_delimited);',
      count: 1,
    },
    {
      name: 'build_excerpt',
      find: 'var build_excerpt=',
      // A copy of the words: build_excerpt marks the matched ones in the array it gets.
      replace:
        'var split_cache={content:null,words:[]};var split_words=(content,zws)=>{' +
        'if(split_cache.content!==content){split_cache.words=zws?content.split("\\u200B"):' +
        'content.split(word_separators);split_cache.content=content;}return split_cache.words.slice();};' +
        'var build_excerpt=',
      count: 1,
    },
  ];

/**
 * Applies {@link PAGEFIND_SCRIPT_EDITS} to a bundle's script.
 * @param source the script as Pagefind wrote it
 * @returns the edited script.
 * @throws naming the edit when the script has not exactly as many places for it as it expects
 *   (another Pagefind version): the edit must then be made anew for it, or dropped.
 */
export function editPagefindScript(source: string): string {
  let edited = source;
  for (const {name, find, replace, count} of PAGEFIND_SCRIPT_EDITS) {
    const found = edited.split(find).length - 1;
    if (found !== count) {
      throw new Error(
        `search index: pagefind.js has ${found} places for the edit "${name}", not ${count} (plugins/search-index.ts PAGEFIND_SCRIPT_EDITS); check the edits against this Pagefind version`,
      );
    }
    edited = edited.split(find).join(replace);
  }
  return edited;
}

/**
 * Decodes CBOR (RFC 8949), the encoding of Pagefind's metadata file: the data items it holds
 * (integers, strings, arrays, maps, tags' contents, simple values and floats).
 * @param bytes one encoded data item
 * @returns it, byte strings as Buffers, maps as objects.
 * @throws when the bytes end within an item or hold an encoding CBOR does not define
 */
export function decodeCbor(bytes: Buffer): unknown {
  let at = 0;
  const take = (length: number) => {
    if (at + length > bytes.length) throw new Error('CBOR: the data ends within an item');
    at += length;
    return at - length;
  };
  const argument = (info: number): number => {
    if (info < 24) return info;
    if (info === 24) return bytes.readUInt8(take(1));
    if (info === 25) return bytes.readUInt16BE(take(2));
    if (info === 26) return bytes.readUInt32BE(take(4));
    if (info === 27) return Number(bytes.readBigUInt64BE(take(8)));
    if (info === 31) return -1;
    throw new Error(`CBOR: no such argument (${info})`);
  };
  const item = (): unknown => {
    const initial = bytes.readUInt8(take(1));
    const major = initial >> 5;
    const info = initial & 31;
    if (major === 7) {
      // A break outside an item of indefinite length (within one, `items` reads it).
      if (info === 31) throw new Error('CBOR: a break outside an item of indefinite length');
      if (info === 25) return null; // A half float: no value the metadata needs.
      if (info === 26) return bytes.readFloatBE(take(4));
      if (info === 27) return bytes.readDoubleBE(take(8));
      return ({20: false, 21: true, 22: null} as Record<number, unknown>)[info];
    }
    const size = argument(info);
    const items = (read: () => void) => {
      if (size >= 0) for (let index = 0; index < size; index++) read();
      else while (bytes[at] !== 0xff) read();
      if (size < 0) take(1);
    };
    switch (major) {
      case 0:
        return size;
      case 1:
        return -1 - size;
      case 2:
      case 3: {
        const chunks: Buffer[] = [];
        if (size >= 0) chunks.push(bytes.subarray(take(size), at));
        else items(() => chunks.push(item() as Buffer));
        const whole = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
        return major === 3 ? whole.toString('utf8') : whole;
      }
      case 4: {
        const array: unknown[] = [];
        items(() => array.push(item()));
        return array;
      }
      case 5: {
        const map: Record<string, unknown> = {};
        items(() => {
          const key = String(item());
          map[key] = item();
        });
        return map;
      }
      default:
        // A tag: its content.
        return item();
    }
  };
  return item();
}

/**
 * The index chunks a bundle's metadata file lists: Pagefind's `pagefind.<hash>.pf_meta`, gzip
 * compressed, its data behind a `pagefind_dcd` signature, a CBOR array whose index chunks are an
 * array of `[from, to, hash]` (Pagefind 1.6: `index_chunks` of its `MetaIndex`).
 * @param metadata the file's bytes
 * @param chunkHashes the hashes of the bundle's `index/*.pf_index` files, by which the list is
 *   recognised whatever its place in the array
 * @returns each chunk's first and last word (or their starts) and hash, in Pagefind's order.
 * @throws when the file is not such metadata, or no array in it lists exactly those chunks (a
 *   Pagefind whose metadata is laid out otherwise: the list must then be read anew)
 */
export function indexChunksOfMetadata(
  metadata: Buffer,
  chunkHashes: readonly string[],
): {from: string; to: string; hash: string}[] {
  const signature = 'pagefind_dcd';
  const data = gunzipSync(metadata);
  if (data.subarray(0, signature.length).toString() !== signature) {
    throw new Error('search index: the metadata has no pagefind_dcd signature');
  }
  const decoded = decodeCbor(data.subarray(signature.length));
  const wanted = new Set(chunkHashes);
  const list = (Array.isArray(decoded) ? decoded : []).find(
    (part): part is [string, string, string][] =>
      Array.isArray(part) &&
      part.length === wanted.size &&
      part.every(
        (chunk) =>
          Array.isArray(chunk) &&
          chunk.length === 3 &&
          chunk.every((word) => typeof word === 'string') &&
          wanted.has(chunk[2] as string),
      ),
  );
  if (!list) {
    throw new Error(
      'search index: the metadata lists no index chunks as Pagefind 1.6 does (plugins/search-index.ts indexChunksOfMetadata)',
    );
  }
  return list.map(([from, to, hash]) => ({from, to, hash}));
}

/**
 * Writes a bundle's list of the files that every first search needs and that Pagefind names only
 * in files it loads first (src/utils/searchVersion.ts `SEARCH_PRELOADS_FILE`): the metadata, named
 * by the entry file, and every filter chunk (the two filters of {@link indexedPart}, both of which
 * every query looks up); and its index chunks with the words each spans, read from the metadata,
 * so that the search bar can fetch the chunks of a query as it is typed, before Pagefind runs.
 * @param outputPath the bundle's folder, as Pagefind wrote it
 * @throws when the entry file names no `en` metadata, or the metadata lists no index chunks
 */
async function writeFirstSearchList(outputPath: string): Promise<void> {
  const entry = JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages?: {en?: {hash?: unknown}};
  };
  const hash = entry.languages?.en?.hash;
  if (typeof hash !== 'string') throw new Error(`search index: ${outputPath} has no en metadata`);
  const filters = (await readdir(path.join(outputPath, 'filter'))).filter((name) =>
    name.endsWith('.pf_filter'),
  );
  const metadata = `pagefind.${hash}.pf_meta`;
  const files = [metadata, ...filters.sort().map((name) => `filter/${name}`)];
  const chunkHashes = (await readdir(path.join(outputPath, 'index')))
    .filter((name) => name.endsWith('.pf_index'))
    .map((name) => name.slice(0, -'.pf_index'.length));
  const chunks = indexChunksOfMetadata(await readFile(path.join(outputPath, metadata)), chunkHashes).map(
    (chunk) => [chunk.from, chunk.to, `index/${chunk.hash}.pf_index`],
  );
  await writeFile(path.join(outputPath, SEARCH_PRELOADS_FILE), JSON.stringify({files, chunks}));
}

/**
 * Writes one Pagefind bundle: Pagefind's files, less those the site does not use, its script
 * edited ({@link PAGEFIND_SCRIPT_EDITS}), and the list of the files every first search needs.
 * @param pages the pages of one docs version
 * @param outputPath the bundle's folder
 * @throws naming the page when Pagefind cannot index one, or with Pagefind's errors when it
 *   cannot write the bundle
 */
export async function writeSearchBundle(pages: readonly SearchPage[], outputPath: string): Promise<void> {
  await indexInWorker(
    pages.map((page) => ({url: page.url, content: indexedPart(page)})),
    outputPath,
  );
  // Pagefind's own interfaces, the index of pages of no language and Pagefind's worker
  // (src/utils/search.ts runs Pagefind on the main thread): the site uses none of them.
  for (const name of await readdir(outputPath)) {
    if (/ui\.(js|css)$|^pagefind-(highlight|worker)\.js$|^wasm\.unknown\./.test(name))
      await rm(path.join(outputPath, name));
  }
  const script = path.join(outputPath, 'pagefind.js');
  await writeFile(script, editPagefindScript(await readFile(script, 'utf8')));
  await writeFirstSearchList(outputPath);
}

/**
 * The built HTML file of a route, as static hosts resolve it.
 * @returns its path, or undefined when the build has none (a route without a page of its own).
 */
function builtFile(outDir: string, route: string): string | undefined {
  const clean = route.replace(/\/$/, '');
  return [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)].find(existsSync);
}

/**
 * Groups the routes to index by the docs version whose search holds them.
 * @param routesPaths every route of the site
 * @param versions the docs versions
 * @returns the routes under each version's docs or API path, by version name; other routes
 *   (home, search page) are in none.
 */
export function searchRoutesByVersion(
  routesPaths: readonly string[],
  versions: readonly DocsVersion[],
): Map<string, string[]> {
  const holds = (route: string, base: string) => route === base || route.startsWith(`${base}/`);
  const apiOrDocs = (route: string) =>
    versions.some((version) => holds(route, version.path)) || apiVersionOfPath(route, versions) !== undefined;
  const byVersion = new Map(versions.map((version) => [version.name, [] as string[]]));
  for (const route of routesPaths) {
    if (!apiOrDocs(route)) continue;
    byVersion.get(searchVersionOfPath(route, versions).name)?.push(route);
  }
  return byVersion;
}

/**
 * Writes the search bundles of every docs version after the build. Its global data is the
 * bundles' cache tag (`{cacheTag}`, src/utils/searchVersion.ts `SearchBundle`): the fingerprint of
 * the source tree the site is built from (scripts/build-once.ts), so that a browser keeps a
 * bundle's entry file only as long as the sources it came from, and two builds of one tree give
 * the same `main` bundle; the build's time where git cannot describe the tree.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const cacheTag = sourceFingerprint()?.slice(0, 12) ?? Date.now().toString(36);
  return {
    name: 'search-index',
    contentLoaded({actions}) {
      actions.setGlobalData({cacheTag});
    },
    async postBuild({outDir, routesPaths, plugins}) {
      const {baseUrl} = context.siteConfig;
      const docs = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
      )?.content as DocsContent | undefined;
      if (!docs) throw new Error('search index: the docs plugin has no content');
      // Routes and version paths carry the base URL; the build's files and the index's URLs do
      // not: the search bar puts the base URL in front of its results (src/utils/search.ts).
      const versions: DocsVersion[] = docs.loadedVersions.map((version) => ({
        name: version.versionName,
        label: version.label,
        isLast: version.isLast,
        path: sitePath(version.path, baseUrl),
      }));
      const routes = routesPaths.map((route) => sitePath(route, baseUrl));
      // The versions side by side, each with a Pagefind service of its own (writeSearchBundle).
      await Promise.all(
        [...searchRoutesByVersion(routes, versions)].map(async ([name, versionRoutes]) => {
          const built = versionRoutes.flatMap((route) => {
            const file = builtFile(outDir, route);
            return file ? [{url: route, file}] : [];
          });
          // Read side by side, indexed in route order (the bundle's page order).
          const pages: SearchPage[] = await Promise.all(
            built.map(async ({url, file}) => ({url, html: await readFile(file, 'utf8')})),
          );
          const version = versions.find((candidate) => candidate.name === name)!;
          await writeSearchBundle(pages, path.join(outDir, searchBundlePath(version, '/')));
        }),
      );
    },
  };
}
