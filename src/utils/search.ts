/**
 * The search engine of the search bar and the search page (a chunked static
 * index): Pagefind's browser API (`pagefind.js` of a version's bundle, written by
 * plugins/search-index.ts), loaded on demand, and a re-rank of its top results. Pagefind fetches
 * only the index chunks of a query's words and one fragment per result it describes, so a query
 * costs the same whatever the size of the site.
 */
import {API_BASE_PATH} from './apiVersions';
import type {SearchBundle} from './searchVersion';

/** A sub-result of a Pagefind result: a heading of the page with an id, and its text. */
type PagefindSubResult = {title: string; url: string; excerpt: string; locations: number[]};

/** What Pagefind knows of one result page (`result.data()`, one fragment fetched). */
export type PagefindPage = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: PagefindSubResult[];
};

/** The part of Pagefind's browser API (pagefind.js, 1.x) that the site uses. */
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (
    query: string | null,
    options?: {filters: Record<string, string>},
  ) => Promise<{results: {id: string; data: () => Promise<PagefindPage>}[]} | null>;
};

/** One search result as the dropdown and the search page show it. */
export type SearchHit = {
  /** The page, or the anchor of the section that matched. */
  url: string;
  /** The page's title. */
  title: string;
  /** The section (heading) that matched, when it is not the page as a whole. */
  section?: string;
  /** Text around the matched words, marked with `<mark>` by Pagefind (HTML-escaped otherwise). */
  excerpt: string;
};

/**
 * Pagefind's ranking, tuned for a reference whose pages range from a one-line function to a long
 * guide: page length counts less than by default, so that a short symbol page is not buried
 * under long pages that mention it.
 */
const RANKING = {pageLength: 0.25, termFrequency: 0.8};

/** How many of Pagefind's best results are described (one fragment each) and re-ranked. */
export const RANKED_WINDOW = 8;

/** How many of the best tutorials and guides join them. */
const DOCS_WINDOW = 3;

/**
 * How many fragments the first hits wait for: as many requests as a browser makes at once to one
 * host over HTTP/1.1, so that the first hits wait for no second round of requests (on a phone's
 * 150 ms round trips). The best candidates come first (the page named as the query, the best
 * guides, then Pagefind's order), and the hits are ranked again with every fragment.
 */
const FIRST_FRAGMENTS = 6;

const bundles = new Map<string, Promise<Pagefind>>();

/**
 * Loads a version's Pagefind bundle once per page view, and waits until Pagefind is ready to
 * search (its WebAssembly and the bundle's metadata loaded); a failed load is tried again next
 * time, with a new Pagefind instance (Pagefind keeps its first error and would throw it for good).
 * Pagefind runs on the main thread (`noWorker`): its worker would be one more script (12 KB gzip)
 * fetched before the index, and the work it would take off the main thread is small (a query
 * decodes a few chunks of 10 to 30 KB).
 * @param bundle the bundle (src/utils/searchVersion.ts)
 * @returns Pagefind, ready.
 * @throws when the bundle's script, entry file, metadata or WebAssembly cannot be loaded
 */
export function loadSearch(bundle: SearchBundle): Promise<Pagefind> {
  let loaded = bundles.get(bundle.path);
  if (!loaded) {
    loaded = (async () => {
      // A URL of the built site, not a module of the bundle: the bundler must leave it alone.
      const pagefind = (await import(/* webpackIgnore: true */ `${bundle.path}pagefind.js`)) as Pagefind;
      await pagefind.options({
        // Results are site paths, as indexed (plugins/search-index.ts), which the ranking reads;
        // searchSite puts the site's base URL in front of the hits it returns.
        baseUrl: '/',
        ranking: RANKING,
        noWorker: true,
        metaCacheTag: bundle.cacheTag,
      });
      // Starts loading only: Pagefind's searches wait for its WebAssembly each by polling.
      await pagefind.init();
      try {
        // An empty query finds nothing as soon as Pagefind is ready: the one wait for it, however
        // many keystrokes come meanwhile (each would start three searches, each polling).
        await pagefind.search('');
      } catch (error) {
        await pagefind.destroy();
        throw error;
      }
      return pagefind;
    })();
    bundles.set(bundle.path, loaded);
    loaded.catch(() => bundles.delete(bundle.path));
  }
  return loaded;
}

const normalized = (text: string) => text.trim().toLowerCase();

/** Whether a page is titled as the query (the first tier of {@link rankHits}). */
const titledAs = (page: PagefindPage, query: string) =>
  normalized(page.meta.title ?? page.url) === normalized(query);

/**
 * Whether a result is a page of the API reference (of any version) rather than a tutorial or guide.
 * @param url a site path such as `/api/16.x/class/Source#body`
 */
export const isApiPath = (url: string): boolean => new RegExp(`^${API_BASE_PATH}(/|#|$)`).test(url);

/**
 * A page-level excerpt without the page's title at its start. Pagefind's excerpt of a page that
 * matches at its title (an API symbol's page for its name) begins with the h1's words, which the
 * result shows as its title already; what follows them is the page's summary.
 * @param excerpt Pagefind's excerpt: words separated by single spaces, matched ones each in `<mark>`
 * @param title the page's title (its h1)
 * @returns the excerpt from the first word after the title (and the period Pagefind may end a
 *   heading with), or as it is when it does not begin with the title or holds nothing else.
 */
export function excerptAfterTitle(excerpt: string, title: string): string {
  const words = excerpt.split(' ');
  const titleWords = title.trim().split(/\s+/);
  if (words.length <= titleWords.length) return excerpt;
  const start = words
    .slice(0, titleWords.length)
    .map((word) => word.replace(/<\/?mark>/g, ''))
    .join(' ')
    .replace(/\.$/, '');
  return normalized(start) === normalized(titleWords.join(' '))
    ? words.slice(titleWords.length).join(' ')
    : excerpt;
}

/**
 * Turns Pagefind's pages into hits, best first: pages titled exactly as the query (a symbol's
 * page for its name), then the first page with a section so titled (a member's anchor:
 * `isTypeOf` finds `GraphQLObjectType.isTypeOf`), then tutorials and guides, then the API
 * reference, each in Pagefind's order. Each page gives one hit: the matching section, else the
 * page itself when its title matches, else its section with the most matched words; a hit on the
 * page itself shows its excerpt without the title ({@link excerptAfterTitle}).
 * @param query what the reader typed
 * @param pages Pagefind's result pages, in its order
 * @returns one hit per page.
 */
export function rankHits(query: string, pages: readonly PagefindPage[]): SearchHit[] {
  const wanted = normalized(query);
  const names = (title: string) => {
    const text = normalized(title);
    return text === wanted || text.endsWith(`.${wanted}`);
  };
  let memberFound = false;
  const ranked = pages.map((page, order) => {
    const title = page.meta.title ?? page.url;
    if (titledAs(page, query)) {
      return {tier: 0, order, hit: {url: page.url, title, excerpt: excerptAfterTitle(page.excerpt, title)}};
    }
    const member = page.sub_results.find((sub) => sub.url.includes('#') && names(sub.title));
    const best =
      member ??
      [...page.sub_results].sort((a, b) => b.locations.length - a.locations.length)[0] ??
      ({title, url: page.url, excerpt: page.excerpt, locations: []} satisfies PagefindSubResult);
    const section = best.url.includes('#') ? best.title : undefined;
    // One member first: the others of the same name (a config interface's copy of a class's
    // member) should not push every guide about it out of sight.
    const tier = member && !memberFound ? 1 : isApiPath(page.url) ? 3 : 2;
    memberFound ||= tier === 1;
    const excerpt = section === undefined ? excerptAfterTitle(best.excerpt, title) : best.excerpt;
    return {tier, order, hit: {url: best.url, title, section, excerpt}};
  });
  return ranked.sort((a, b) => a.tier - b.tier || a.order - b.order).map((entry) => entry.hit);
}

/**
 * Searches a version's bundle.
 * @param bundle the bundle (src/utils/searchVersion.ts)
 * @param query what the reader typed
 * @param limit how many hits to return at most
 * @param onFirstHits called with the hits known before all candidates are described, best first:
 *   the page titled as the query, as soon as its fragment is in; then, when there are more than
 *   {@link FIRST_FRAGMENTS} candidates, the hits of the first ones
 * @param signal aborted once the query is superseded (the reader typed on): the search asks for
 *   nothing more (no further lookups, no fragments) and calls `onFirstHits` no more. Requests
 *   already made go on: Pagefind keeps what they bring for the next query, which often needs the
 *   same index chunks and pages.
 * @returns the best hits, best first; none for a blank query.
 * @throws when the bundle or a fragment cannot be loaded (Pagefind searches without an index or
 *   filter chunk that fails to load), `onFirstHits` is not called after that; `signal`'s reason
 *   (an `AbortError`) once it is aborted
 */
export async function searchSite(
  bundle: SearchBundle,
  query: string,
  limit: number,
  onFirstHits?: (hits: SearchHit[]) => void,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  if (!query.trim()) return [];
  // Between the steps below: a superseded query's lookups and fragments would only take the
  // connections and the main thread from the query typed after it.
  const current = () => signal?.throwIfAborted();
  const pagefind = await loadSearch(bundle);
  const underBase = (hits: SearchHit[]) =>
    hits.map((hit) => ({...hit, url: bundle.baseUrl + hit.url.replace(/^\//, '')}));
  current();
  // The page named as the query (plugins/search-index.ts gives each page a `name` filter) may
  // rank low among pages that repeat the word (`graphql` on every page): it is looked up apart.
  // The best tutorials and guides are looked up apart too (a `kind` filter), so that API
  // symbols named like a topic (`IntrospectionQuery`) do not crowd its guide out of the window.
  const named = await pagefind.search(null, {filters: {name: query.trim()}});
  current();
  // A page titled as the query ranks first whatever the others are (rankHits' first tier): its
  // fragment is asked for as soon as the name filter answers, and its hit shown, before the word
  // searches run.
  // Each result described once per search: Pagefind caches a fragment, but works out its
  // excerpts again on every `data()` (for a long page, a few ms; four times that on a phone).
  const described = new Map<string, Promise<PagefindPage>>();
  const describe = (result: {id: string; data: () => Promise<PagefindPage>}) => {
    let page = described.get(result.id);
    if (!page) {
      page = result.data();
      described.set(result.id, page);
      // As Pagefind forgets a fragment that fails: asked for again, it may come in.
      page.catch(() => described.delete(result.id));
    }
    return page;
  };
  const namedResult = named?.results[0];
  const namedPage = namedResult && describe(namedResult);
  const namedShown = namedPage?.then(
    (page) => {
      if (!signal?.aborted && onFirstHits && titledAs(page, query)) {
        onFirstHits(underBase(rankHits(query, [page])));
      }
    },
    // Pagefind forgets a fragment that fails: asked for again below, it fails there or comes in.
    () => undefined,
  );
  // The page named as the query is shown before the word searches run: once the index chunks of
  // their words are in (the search bar fetches them as the reader types), their work on the
  // main thread (two searches, their results) would come first, and delay its hit by as much
  // (about 200 ms on Lighthouse's mobile CPU). Its fragment is one round trip.
  await namedShown;
  current();
  const [docs, search] = await Promise.all([
    pagefind.search(query, {filters: {kind: 'docs'}}),
    pagefind.search(query),
  ]);
  current();
  const seen = new Set<string>();
  const top = [
    ...(named?.results ?? []),
    ...(docs?.results ?? []).slice(0, DOCS_WINDOW),
    ...(search?.results ?? []).slice(0, Math.max(limit, RANKED_WINDOW)),
  ].filter((result) => !seen.has(result.id) && seen.add(result.id));
  const first = Promise.all(top.slice(0, FIRST_FRAGMENTS).map(describe));
  // Awaited below, unless the query is superseded first: then its failure is no one's to report.
  first.catch(() => undefined);
  if (onFirstHits && top.length > FIRST_FRAGMENTS) {
    const firstPages = await first;
    current();
    onFirstHits(underBase(rankHits(query, firstPages).slice(0, limit)));
  }
  current();
  const rest = top.slice(FIRST_FRAGMENTS).map(describe);
  const pages = (await Promise.all([first, ...rest])).flat();
  current();
  return underBase(rankHits(query, pages).slice(0, limit));
}
