import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory, useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import SearchExcerpt from '@site/src/components/SearchExcerpt';
import {holdIdleTasks} from '@site/src/utils/afterHydration';
import {
  searchBundlePath,
  searchBundlePreloads,
  searchChunksForPrefix,
  searchEntryUrl,
  searchListedChunks,
  searchListedPreloads,
  searchPreloadsUrl,
  searchVersionOfPath,
  type SearchBundle,
  type SearchIndexChunk,
} from '@site/src/utils/searchVersion';
import type {SearchHit} from '@site/src/utils/search';
import styles from './styles.module.css';

/** How many results the dropdown lists; Enter or "See all results" opens the rest. */
const DROPDOWN_RESULTS = 8;

type Results = {
  query: string;
  status: 'loading' | 'done' | 'error';
  hits: SearchHit[];
  /** The query the hits were found for: a query still loading shows the previous one's. */
  hitsQuery?: string;
};

/**
 * Whether a key press happens where `/` is text the reader is typing.
 * @param target the event target
 * @returns true inside inputs, text areas, selects and editable content.
 */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The search engine (src/utils/search.ts), loaded with the first hover, touch, focus or shortcut. */
const loadEngine = () => import('@site/src/utils/search');

/** The files {@link preload} was asked for, each settled once its file is in (or failed). */
const preloads = new Map<string, Promise<void>>();

/**
 * Adds a `<link>` that fetches a file as Pagefind will request it (`fetch(url)`: CORS mode,
 * same-origin credentials; `import()` for its script), so that its request takes the response.
 * @param href the file's URL
 * @param rel `modulepreload` for a script module, else `preload`
 * @returns a promise that settles once the file is in or has failed to load (at once for a file
 *   that was fetched already).
 */
function preload(href: string, rel: 'modulepreload' | 'preload'): Promise<void> {
  const asked = preloads.get(href);
  if (asked) return asked;
  // Fetched already (by Pagefind, for an earlier query): a preload now would be a second request,
  // which Pagefind, which keeps what it loaded, would not use.
  if (performance.getEntriesByName(new URL(href, location.href).href, 'resource').length) {
    const fetched = Promise.resolve();
    preloads.set(href, fetched);
    return fetched;
  }
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') {
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
  }
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  preloads.set(href, loaded);
  document.head.append(link);
  return loaded;
}

let segmenterPrepared = false;

/**
 * Builds, once, the segmenter that Pagefind builds for each query (`Intl.Segmenter`, graphemes of
 * the page's language, which Pagefind reads from `<html lang>`: `en`). The first one a page builds
 * makes Chromium load ICU's segmentation data, about 20 ms on a desktop and 70 ms on Lighthouse's
 * mobile CPU, which the first search would otherwise spend once its index is in; built as the
 * search box is first hovered or focused, it is spent while the bundle downloads. Later ones take a
 * few microseconds. In a task of its own, once the bundle's files are all asked for.
 */
function prepareSegmenter(): void {
  if (segmenterPrepared || typeof Intl.Segmenter !== 'function') return;
  segmenterPrepared = true;
  setTimeout(() => new Intl.Segmenter('en', {granularity: 'grapheme'}), 0);
}

/**
 * Starts fetching, side by side, the files of a bundle that every first search needs, which
 * Pagefind would otherwise fetch one after another once our engine chunk and its script have
 * loaded (on a phone's 150 ms round trips, each step in series costs at least that much): its
 * script, entry file and WebAssembly at once, and its metadata and filter chunks as soon as the
 * bundle's list of them is in (src/utils/searchVersion.ts `SEARCH_PRELOADS_FILE`). With the
 * filter chunks in, the lookup of the page named as the query needs no round trip of its own.
 * The list's index chunks are kept for {@link preloadQueryChunks}. Once per bundle and page view.
 * @param bundle the bundle
 */
function preloadBundle(bundle: SearchBundle): void {
  if (preloads.has(searchEntryUrl(bundle))) return;
  // The data files every search needs, whatever it looks up (the WebAssembly, the metadata, the
  // filter chunks), not the script (a first search waits for it, and it loads ahead of them).
  const needed: Promise<void>[] = [];
  // First, so that its answer (a few bytes) tends to come before the larger files it runs with.
  const chunks = fetch(searchPreloadsUrl(bundle))
    .then((response) => response.json())
    .then((list: unknown) => {
      needed.push(...searchListedPreloads(bundle, list).map((href) => preload(href, 'preload')));
      return searchListedChunks(bundle, list);
    })
    // Pagefind fetches the files itself and reports what fails.
    .catch(() => [])
    // Once the last requests are out: meanwhile, the page is free to ask for them.
    .finally(prepareSegmenter)
    // A query's chunks wait for the files every search needs: on a phone's link, they would
    // share it with the WebAssembly, which a search waits for whatever it looks up (the page
    // named as the query, which needs no chunk, waited about 50 ms more).
    .then(async (listed) => {
      await Promise.all(needed);
      return listed;
    });
  bundleChunks.set(bundle.path, chunks);
  for (const {href, rel} of searchBundlePreloads(bundle)) {
    const loaded = preload(href, rel);
    if (rel === 'preload') needed.push(loaded);
  }
}

/** Each bundle's index chunks, as its preload list gives them (none when the list failed), once
 * the files every search needs are in. */
const bundleChunks = new Map<string, Promise<SearchIndexChunk[]>>();

/**
 * Starts fetching, as soon as the bundle's list of its index chunks is in, the chunks that the
 * query being typed may need (src/utils/searchVersion.ts `searchChunksForPrefix`), as Pagefind
 * will ask for them: Pagefind knows which chunk a word needs only once its WebAssembly runs, and
 * fetches it then, a round trip (150 ms on a phone) after the bundle is ready; fetched meanwhile,
 * from the keys typed so far, the chunk of the whole query is in by the time Pagefind asks.
 * @param bundle the bundle (its list is asked for by {@link preloadBundle})
 * @param query what the reader has typed so far
 * @param signal aborted once the reader typed on: the next keystroke's query is preloaded instead
 */
function preloadQueryChunks(bundle: SearchBundle, query: string, signal: AbortSignal): void {
  void bundleChunks.get(bundle.path)?.then((chunks) => {
    if (signal.aborted) return;
    for (const href of searchChunksForPrefix(chunks, query)) preload(href, 'preload');
  });
}

/** What {@link SearchOptions} shows. */
type SearchOptionsProps = {
  hits: SearchHit[];
  /** The picked option's index, or -1. */
  active: number;
  /** The listbox's id, of which each option's is made. */
  listId: string;
  setActive: (index: number) => void;
  /** Opens a hit's page. */
  open: (url: string) => void;
};

/** The dropdown's options: title, section and excerpt of each hit. */
function SearchOptionList({hits, active, listId, setActive, open}: SearchOptionsProps): ReactNode {
  return hits.map((hit, index) => (
    <li
      key={hit.url}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === active}
      className={clsx(styles.option, index === active && styles.active)}
      // Keeps the focus in the box, which would otherwise close the list before the click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => setActive(index)}
      onClick={() => open(hit.url)}
    >
      <span className={styles.title}>{hit.title}</span>
      {hit.section && <span className={styles.section}>{hit.section}</span>}
      <span className={styles.excerpt}>
        <SearchExcerpt excerpt={hit.excerpt} />
      </span>
    </li>
  ));
}

/**
 * {@link SearchOptionList}, rendered again only when its props change: each key renders the search
 * bar again (the box's value, the list's busy state) while the hits stay those of an earlier key,
 * and on a phone, the responses of the bundle being loaded wait behind the keys' work.
 */
const SearchOptions = memo(SearchOptionList);

/**
 * Whether a click on a link is a plain one, which opens it in the same tab (not with a modifier
 * key or another button, which the browser handles: a new tab, a download).
 */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The search page's address for a query: `/search?q=…`, with `&version=16.x` from an older
 * version's page, so that the page searches the same version.
 */
export function searchPageUrl(
  baseUrl: string,
  query: string,
  version: {name: string; isLast: boolean},
): string {
  const params = new URLSearchParams({q: query});
  if (!version.isLast) params.set('version', version.name);
  return `${baseUrl}search?${params.toString()}`;
}

/**
 * The navbar search box (a chunked static index): an ARIA combobox whose results
 * are a listbox of options, each with the page title, the section and an excerpt with the matched
 * words marked. Nothing of search loads with the page: the first hover, touch, focus or shortcut
 * loads the engine and the Pagefind bundle of the page's docs version (src/utils/searchVersion.ts:
 * a 16.x page searches 16.x, every other page Next). `/` and Ctrl/Cmd+K focus the box; arrows pick
 * a result, Enter opens it, or the search page with all results when none is picked; Escape closes.
 * A failed load of the bundle or of a result's fragment shows "Search is unavailable" with a retry button.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const history = useHistory();
  const version = searchVersionOfPath(pathname, useVersions('default'), siteConfig.baseUrl);
  const bundlePath = searchBundlePath(version, siteConfig.baseUrl);
  const {cacheTag} = usePluginData('search-index') as {cacheTag: string};
  const bundle = useMemo(
    () => ({path: bundlePath, baseUrl: siteConfig.baseUrl, cacheTag}),
    [bundlePath, siteConfig.baseUrl, cacheTag],
  );
  const input = useRef<HTMLInputElement>(null);
  /** The search under way (its query's): aborted once another query supersedes it. */
  const underWay = useRef<AbortController | null>(null);
  /** Drops the search under way: it asks for nothing more and shows nothing. */
  const dropSearch = useCallback(() => underWay.current?.abort(), []);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Results | null>(null);
  const [isMac, setIsMac] = useState(false);
  const listId = useId();

  const prepare = useCallback(() => {
    preloadBundle(bundle);
    // The page's prefetching waits while the bundle loads (src/utils/afterHydration.ts).
    const release = holdIdleTasks();
    void loadEngine()
      .then((engine) => engine.loadSearch(bundle))
      // A failure shows when the reader searches, which tries again.
      .catch(() => undefined)
      .finally(release);
  }, [bundle]);

  const run = useCallback(
    (text: string) => {
      dropSearch();
      const controller = new AbortController();
      underWay.current = controller;
      const {signal} = controller;
      setActive(-1);
      if (!text.trim()) {
        setResults(null);
        return;
      }
      setResults((previous) => ({
        query: text,
        status: 'loading',
        hits: previous?.hits ?? [],
        hitsQuery: previous?.hitsQuery,
      }));
      preloadBundle(bundle);
      preloadQueryChunks(bundle, text, signal);
      const search = async () => {
        const engine = await loadEngine();
        await engine.loadSearch(bundle);
        // Of the keystrokes typed while the index loaded, only the last is searched.
        if (signal.aborted) return;
        // The first hits show as soon as their fragments are in; the list completes after.
        const hits = await engine.searchSite(
          bundle,
          text,
          DROPDOWN_RESULTS,
          (first) => {
            // Shown at once, not in a later task behind the rest of the index's work, which
            // goes on in the same tasks (the other fragments, the word searches).
            if (!signal.aborted) {
              flushSync(() => setResults({query: text, status: 'loading', hits: first, hitsQuery: text}));
            }
          },
          signal,
        );
        if (!signal.aborted) setResults({query: text, status: 'done', hits, hitsQuery: text});
      };
      // The page's prefetching waits until the search has answered (src/utils/afterHydration.ts).
      const release = holdIdleTasks();
      search()
        .catch(() => !signal.aborted && setResults({query: text, status: 'error', hits: []}))
        .finally(release);
    },
    [bundle, dropSearch],
  );

  const hydrated = useRef(false);
  // A new page may belong to another version: search that version's index from now on.
  useEffect(() => {
    const box = input.current;
    if (!hydrated.current && box?.value) {
      // Text pasted, filled in by the browser or typed before the page hydrated is in the box
      // but was never seen by React (the server rendered it empty): search it, as if typed now.
      hydrated.current = true;
      setQuery(box.value);
      setOpen(document.activeElement === box);
      run(box.value);
      return;
    }
    hydrated.current = true;
    // A search of the previous version still under way must not show its hits.
    dropSearch();
    setOpen(false);
    setQuery('');
    setResults(null);
    // `run` changes with `bundle` only.
  }, [bundle, run, dropSearch]);

  useEffect(() => {
    setIsMac(/mac|iphone|ipad/i.test(navigator.platform));
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const modK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !modK) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const go = useCallback(
    (url: string) => {
      // A search under way must not fill the list again.
      dropSearch();
      setOpen(false);
      setQuery('');
      setResults(null);
      input.current?.blur();
      history.push(url);
    },
    [dropSearch, history],
  );
  const allResults = searchPageUrl(siteConfig.baseUrl, query, version);
  const searchPage = `${siteConfig.baseUrl}search`;
  const answered = results?.status === 'done';
  useEffect(() => {
    // The search page's code, for "See all results" and Enter, once the first search has
    // answered: before, its requests would share the link with the search's.
    if (answered) void window.docusaurus.prefetch(searchPage);
  }, [answered, searchPage]);
  const hits = results?.hits ?? [];
  const expanded = open && query.trim() !== '' && results !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box (-1) down to the first option, past the last back to the box, and round.
      setActive((current) => {
        const next = current + step;
        return next < -1 ? hits.length - 1 : next >= hits.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      go(active >= 0 && hits[active] ? hits[active].url : allResults);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else input.current?.blur();
    }
  };

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div
      className={clsx('navbar__search', styles.search)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={input}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        className={clsx('navbar__search-input', styles.input)}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          run(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onMouseEnter={prepare}
        onTouchStart={prepare}
        onFocus={() => {
          prepare();
          // Only a query's results open; an empty box need not render again (the first render
          // after hydration is a costly one).
          if (query.trim()) setOpen(true);
        }}
      />
      {!query && (
        <span className={styles.hints} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      {expanded && (
        <div className={styles.dropdown}>
          {results.status === 'error' ? (
            <p className={styles.message} role="alert">
              {translate({id: 'search.unavailable', message: 'Search is unavailable,'})}{' '}
              <button type="button" className={styles.retry} onClick={() => run(query)}>
                {translate({id: 'search.retry', message: 'retry'})}
              </button>
            </p>
          ) : (
            <>
              <ul
                role="listbox"
                id={listId}
                aria-label={label}
                aria-busy={results.status === 'loading'}
                // Which query the options answer (the bench waits for the last one typed).
                data-query={results.hitsQuery}
                className={styles.list}
              >
                <SearchOptions hits={hits} active={active} listId={listId} setActive={setActive} open={go} />
              </ul>
              {results.status === 'done' && hits.length === 0 && (
                <p className={styles.message} role="status">
                  {translate({id: 'search.noResults', message: 'No results'})}
                </p>
              )}
            </>
          )}
          {/* Not Docusaurus's Link, which every key would render again, with a new observer of
              its place in view and a prefetch of a new address: the search page's code is
              prefetched once, above; a plain click opens it as a Link would. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
          <a
            className={styles.all}
            href={allResults}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              setOpen(false);
              if (!plainClick(event)) return;
              event.preventDefault();
              history.push(allResults);
            }}
          >
            {translate({id: 'search.seeAll', message: 'See all results'})}
          </a>
        </div>
      )}
    </div>
  );
}
