/**
 * What the first search costs a reader (a chunked static index), as `npm run bench`
 * reports it: the bytes transferred and the time from focusing the navbar search box to the first
 * result, on desktop and on Lighthouse's mobile profile, in Chromium against a build served
 * gzip-compressed as a static host serves it.
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync, statSync} from 'node:fs';
import compression from 'compression';
import express from 'express';
import type {Browser, CDPSession, Page} from 'playwright-core';

/** A throttling profile: none (desktop), or Lighthouse's mobile one. */
export type SearchProfile = 'desktop' | 'mobile';

/** The first search from one page. */
export type FirstSearchFigures = {
  /** Bytes sent by the host (compressed bodies) from focus to the first result. */
  bytes: number;
  /** From focus to the first result option in the page, by the page's clock (ms). */
  ms: number;
  /** What the host sent meanwhile, in the order the requests came (a worker's included). */
  transfers: Transfer[];
};

/** One response of the bench host: its path, compressed body bytes, and when it came and went
 * (ms since the host's last `reset()`). */
export type Transfer = {
  path: string;
  bytes: number;
  startMs: number;
  endMs: number;
  /** A prefetch (`<link rel=prefetch>`: the page's link prefetching in idle time, which may go on
   * during the search on a busy machine): it shares the link, but its bytes are not the search's. */
  prefetch: boolean;
};

/** Lighthouse's mobile network: 1.6 Mbit/s down and 150 ms round trips (CPU: 4x slower). */
const MOBILE = {rttMs: 150, bytesPerMs: (1.6 * 1024 * 1024) / 8 / 1000, cpuSlowdown: 4};

/** The slices in which the bench host sends a response on the mobile link (bytes). */
const LINK_SLICE_BYTES = 4096;

/** A static host for the bench, which counts what it sends and can throttle it. */
export type BenchHost = {
  origin: string;
  /** Bytes sent (after compression, bodies only, prefetches left out) since the last `reset()`. */
  bytes: () => number;
  /** The responses since the last `reset()`, each with its bytes (as `bytes()` counts them). */
  transfers: () => Transfer[];
  reset: () => void;
  /** Mobile: every response waits a round trip and all share a 1.6 Mbit/s link. */
  throttle: (on: boolean) => void;
  close: () => Promise<void>;
};

/**
 * Serves built folders as a static host would: gzip compression and clean URLs (`/a/b` answers
 * `/a/b/index.html`), the first folder holding a path answering it. It counts and throttles on
 * the server side, not in Chromium's DevTools protocol: both search engines fetch their index
 * from a Web Worker, whose requests the page's `Network.emulateNetworkConditions` neither sees
 * nor slows.
 * @param dirs the folders, in order of precedence
 * @returns the host on 127.0.0.1.
 */
export async function serveCompressed(dirs: readonly string[]): Promise<BenchHost> {
  let bytes = 0;
  let since = performance.now();
  let transfers: Transfer[] = [];
  let throttled = false;
  let linkFreeAt = 0;
  const sleepUntil = (at: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
  const app = express();
  // Before compression, so that it wraps this one's write and end and hands them compressed data.
  app.use((request, response, next) => {
    const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = response.end.bind(response) as (...rest: unknown[]) => typeof response;
    // Mobile: the first byte leaves a round trip after the request came; then each slice of the
    // body takes the shared link in turn, booked only once the response's previous slice has
    // crossed it, so that responses under way at once share the link as TCP connections do
    // (a small file does not wait behind the whole of a large one).
    const firstByteAt = performance.now() + (throttled ? MOBILE.rttMs : 0);
    let queue: Promise<unknown> = sleepUntil(firstByteAt);
    const transfer: Transfer = {
      path: request.path,
      bytes: 0,
      startMs: performance.now() - since,
      endMs: 0,
      prefetch: /prefetch/.test(String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '')),
    };
    transfers.push(transfer);
    const crossLink = (length: number) => {
      if (!throttled) return Promise.resolve();
      const start = Math.max(performance.now(), linkFreeAt);
      linkFreeAt = start + length / MOBILE.bytesPerMs;
      return sleepUntil(linkFreeAt);
    };
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from((chunk as Uint8Array | undefined) ?? []);
    const send = (data: Buffer) => {
      if (!transfer.prefetch) bytes += data.length;
      transfer.bytes += data.length;
      for (let offset = 0; offset < data.length; offset += LINK_SLICE_BYTES) {
        const slice = data.subarray(offset, offset + LINK_SLICE_BYTES);
        queue = queue.then(() => crossLink(slice.length)).then(() => write(slice));
      }
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      send(toBuffer(chunk, rest[0]));
      return true;
    }) as typeof response.write;
    response.end = ((...args: unknown[]) => {
      const last = typeof args[0] === 'function' ? undefined : args[0];
      if (last !== undefined && last !== null) send(toBuffer(last, args[1]));
      queue = queue.then(() => {
        transfer.endMs = performance.now() - since;
        return end(typeof args[args.length - 1] === 'function' ? args[args.length - 1] : undefined);
      });
      return response;
    }) as typeof response.end;
    next();
  });
  app.use(compression());
  app.use((request, response) => {
    const clean = decodeURIComponent(request.path).replace(/\/$/, '');
    const file = dirs
      .flatMap((dir) => [
        path.join(dir, clean, 'index.html'),
        path.join(dir, `${clean}.html`),
        path.join(dir, clean),
      ])
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (file) response.sendFile(file);
    else response.status(404).sendFile(path.join(dirs[dirs.length - 1], '404.html'));
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    bytes: () => bytes,
    transfers: () => transfers,
    reset: () => {
      bytes = 0;
      transfers = [];
      since = performance.now();
    },
    throttle: (on) => (throttled = on),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Opens a page in a fresh context (empty cache), waits for it to be idle, then throttles it to
 * the profile, focuses the search box, types the query and waits for the first result option.
 * @param browser Chromium
 * @param origin where the build is served
 * @param pagePath the page to search from
 * @param query what the reader types
 * @param profile desktop (no throttling) or mobile (Lighthouse's)
 * @returns the figures of that first search
 * @throws when no result shows within 60 s
 */
export async function measureFirstSearch(
  browser: Browser,
  host: BenchHost,
  pagePath: string,
  query: string,
  profile: SearchProfile,
): Promise<FirstSearchFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(host.origin + pagePath, {waitUntil: 'networkidle'});
    const cdp = await context.newCDPSession(page);
    if (profile === 'mobile') await cdp.send('Emulation.setCPUThrottlingRate', {rate: MOBILE.cpuSlowdown});
    await page.evaluate(() => {
      const marks: {focus?: number; result?: number} = {};
      (window as unknown as {searchMarks: typeof marks}).searchMarks = marks;
      document.addEventListener('focusin', () => (marks.focus ??= performance.now()), {capture: true});
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="option"]')) {
          marks.result = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, {subtree: true, childList: true});
    });
    host.throttle(profile === 'mobile');
    host.reset();
    await page.locator('input.navbar__search-input').focus();
    await page.keyboard.insertText(query);
    await page.waitForFunction(
      () => (window as unknown as {searchMarks: {result?: number}}).searchMarks.result !== undefined,
      undefined,
      {timeout: 120_000},
    );
    const bytes = host.bytes();
    const marks = await page.evaluate(
      () => (window as unknown as {searchMarks: {focus: number; result: number}}).searchMarks,
    );
    return {bytes, ms: marks.result - marks.focus, transfers: [...host.transfers()]};
  } finally {
    host.throttle(false);
    await context.close();
  }
}

/** A search typed at a reader's pace, from one page. */
export type TypedSearchFigures = {
  /** From the last key (its `keydown`) to the first option of the whole query in the page, by the
   * page's clock (ms): what the reader waits for once they stop typing. */
  ms: number;
  /** From focus to the last key (ms): the typing, which {@link TypedSearchFigures.ms} leaves out. */
  typingMs: number;
  /** Bytes sent by the host (compressed bodies) from focus to that first option. */
  bytes: number;
  /** When the last key was pressed, in the clock of `transfers` (ms since the host's reset). */
  lastKeyAtMs: number;
  /** The first option's title, so that a fast wrong answer shows as such. */
  first: string;
  /** What the host sent meanwhile, in the order the requests came. */
  transfers: Transfer[];
};

/** What a trace of {@link measureTypedSearch} records: the main thread's tasks, JavaScript
 * samples, and requests. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** How long a page must have had no request under way before a typed search begins (ms). */
const QUIET_MS = 1000;

/**
 * Resolves once no request of the page has been under way for `ms`, from now on (the first
 * request must come within `ms` too).
 * @param page the page, before it navigates
 * @param ms the quiet time
 * @returns a promise that rejects after 60 s without such quiet.
 */
function networkQuiet(page: Page, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let pending = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (pending === 0) timer = setTimeout(done, ms);
    };
    const started = () => {
      pending++;
      arm();
    };
    const ended = () => {
      pending = Math.max(0, pending - 1);
      arm();
    };
    const giveUp = setTimeout(() => {
      stop();
      reject(new Error(`the page had no ${ms} ms without requests in 60 s`));
    }, 60_000);
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    };
    const done = () => {
      stop();
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/** What the page of {@link measureTypedSearch} notes, by its clock (ms). */
type TypedMarks = {
  focus?: number;
  /** Each key's time (`keydown`). */
  keys: number[];
  /** When the first option for the whole query showed. */
  result: number;
  /** Its title. */
  first: string;
  /** Settles then. */
  shown?: Promise<void>;
};

/** The time between a reader's keys (ms). */
export const KEY_INTERVAL_MS = 50;

/**
 * Types text into the focused element as a reader does: a key every {@link KEY_INTERVAL_MS},
 * whether or not the page has handled the one before. (Playwright's `keyboard.type` waits for
 * each key's event to be handled before the next: a page busy with the searches of the first
 * keys would slow the typing down, and the work would hide in the typing time.) Chromium stamps
 * each key as it receives it (`Input.dispatchKeyEvent` without a timestamp), before the page's
 * main thread is free to handle it.
 * @param cdp a DevTools session of the page
 * @param text letters and digits (each key sends its character: no modifiers)
 * @returns once every key has been handled.
 */
async function typeAtPace(cdp: CDPSession, text: string): Promise<void> {
  const start = performance.now();
  const sent: Promise<unknown>[] = [];
  for (const [index, key] of [...text].entries()) {
    const wait = start + index * KEY_INTERVAL_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : '';
    const keyCode = key.toUpperCase().charCodeAt(0);
    sent.push(
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        key,
        code,
        text: key,
        unmodifiedText: key,
        windowsVirtualKeyCode: keyCode,
      }),
      cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode}),
    );
  }
  await Promise.all(sent);
}

/**
 * Opens a page in a fresh context (empty cache), waits for it to be hydrated and for its
 * requests (its idle-time prefetching) to be over for a second, then throttles it to the
 * profile, focuses the search box and types the query key by key, {@link KEY_INTERVAL_MS} apart,
 * as a reader does: every key starts a search, and only the last one's options count. The search
 * box marks its listbox with the query its options answer (`data-query`, src/theme/SearchBar).
 * @param browser Chromium
 * @param host the bench host serving the build
 * @param pagePath the page to search from
 * @param query what the reader types (keys of a US keyboard)
 * @param profile desktop (no throttling) or mobile (Lighthouse's)
 * @param trace when given, a Chromium trace (JSON, with the JavaScript sampling profiler) of the
 *   search from focus to the first option is written to this path
 * @returns the figures of that search
 * @throws when no option for the whole query shows within 120 s
 */
export async function measureTypedSearch(
  browser: Browser,
  host: BenchHost,
  pagePath: string,
  query: string,
  profile: SearchProfile,
  trace?: string,
): Promise<TypedSearchFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const quiet = networkQuiet(page, QUIET_MS);
    await page.goto(host.origin + pagePath, {waitUntil: 'networkidle'});
    // Hydrated: a key pressed before would have React hydrate the page at once, which is the
    // page's cost, not the search's (and the box searches what it held then once hydrated).
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // And done with the prefetching of its links, which runs in idle time after hydration: a
    // search that began while some of it was under way would share the link with it.
    await quiet;
    const cdp = await context.newCDPSession(page);
    if (profile === 'mobile') await cdp.send('Emulation.setCPUThrottlingRate', {rate: MOBILE.cpuSlowdown});
    await page.evaluate((wanted) => {
      const marks: TypedMarks = {keys: [], result: 0, first: ''};
      (window as unknown as {searchMarks: TypedMarks}).searchMarks = marks;
      document.addEventListener('focusin', () => (marks.focus ??= performance.now()), {capture: true});
      // The key's own time, not the handler's: a main thread busy with earlier keys' searches
      // delays the handler, and the reader waits for that too.
      document.addEventListener('keydown', (event) => marks.keys.push(event.timeStamp), {capture: true});
      // Awaited by the bench, rather than polled for: polling every frame would load the page's
      // main thread (4x slower on the mobile profile) while it searches.
      marks.shown = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          const list = document.querySelector<HTMLElement>('[role="listbox"]');
          const option = list?.dataset.query === wanted && list.querySelector('[role="option"]');
          if (!option) return;
          marks.result = performance.now();
          // For a trace (`trace`): where the figure ends.
          performance.mark('search: first option');
          marks.first = option.firstElementChild?.textContent ?? '';
          observer.disconnect();
          resolve();
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-query'],
        });
      });
    }, query);
    host.throttle(profile === 'mobile');
    host.reset();
    const resetAt = performance.timeOrigin + performance.now();
    if (trace)
      await browser.startTracing(page, {path: trace, screenshots: false, categories: TRACE_CATEGORIES});
    await page.locator('input.navbar__search-input').focus();
    await typeAtPace(cdp, query);
    await page.evaluate(
      (timeoutMs) =>
        Promise.race([
          (window as unknown as {searchMarks: TypedMarks}).searchMarks.shown,
          new Promise((resolve, reject) =>
            setTimeout(() => reject(new Error('no option for the whole query')), timeoutMs),
          ),
        ]),
      120_000,
    );
    if (trace) await browser.stopTracing();
    const bytes = host.bytes();
    const {marks, timeOrigin} = await page.evaluate(() => {
      const {focus, keys, result, first} = (window as unknown as {searchMarks: TypedMarks}).searchMarks;
      return {marks: {focus, keys, result, first}, timeOrigin: performance.timeOrigin};
    });
    const lastKey = marks.keys[marks.keys.length - 1];
    return {
      ms: marks.result - lastKey,
      typingMs: lastKey - (marks.focus ?? lastKey),
      // Both clocks count from the same epoch on one machine.
      lastKeyAtMs: timeOrigin + lastKey - resetAt,
      bytes,
      first: marks.first,
      transfers: [...host.transfers()],
    };
  } finally {
    host.throttle(false);
    await context.close();
  }
}

/** The searches typed at a reader's pace: a word from a
 * tutorial, a title, and a word from an API page, each from the same page of both docs versions. */
export const TYPED_SEARCHES: readonly {
  kind: string;
  query: string;
  pages: Record<'Next' | '16.x', string>;
}[] = [
  {kind: 'word', query: 'execute', pages: {Next: '/docs/tutorials/', '16.x': '/docs/16.x/tutorials/'}},
  {
    kind: 'title',
    query: 'GraphQLObjectType',
    pages: {Next: '/docs/tutorials/', '16.x': '/docs/16.x/tutorials/'},
  },
  {
    kind: 'word on an API page',
    query: 'dataloader',
    pages: {Next: '/api/class/GraphQLSchema', '16.x': '/api/16.x/class/GraphQLSchema'},
  },
];

/** Goals of a typed search, from the last key to the first option (ms), per profile. */
export const TYPED_SEARCH_GOALS: Record<SearchProfile, number> = {desktop: 150, mobile: 1000};

/** One typed search's median figures, with every run's time (ms) beside them. */
export type TypedSearchResult = TypedSearchFigures & {runsMs: number[]};

/** Typed searches by profile, then by `<query> <version>` (`execute Next`). */
export type TypedSearchTable = Record<SearchProfile, Record<string, TypedSearchResult>>;

/**
 * Each search of {@link TYPED_SEARCHES} from each version's page, on desktop and mobile, each the
 * median (by time after the last key) of `runs` fresh contexts.
 */
export async function measureTypedSearches(
  browser: Browser,
  host: BenchHost,
  runs = 3,
): Promise<TypedSearchTable> {
  const figures: TypedSearchTable = {desktop: {}, mobile: {}};
  for (const profile of ['desktop', 'mobile'] as const) {
    for (const {query, pages} of TYPED_SEARCHES) {
      for (const [version, pagePath] of Object.entries(pages)) {
        const samples: TypedSearchFigures[] = [];
        for (let run = 0; run < runs; run++) {
          samples.push(await measureTypedSearch(browser, host, pagePath, query, profile));
        }
        const sorted = samples.sort((a, b) => a.ms - b.ms);
        figures[profile][`${query} ${version}`] = {
          ...sorted[Math.floor(runs / 2)],
          runsMs: sorted.map((sample) => Math.round(sample.ms)),
        };
      }
    }
  }
  return figures;
}

/** The pages the first search is measured from (requirement: a Next tutorial, a Next API page
 * and a 16.x page), and what the reader types there. */
export const SEARCH_PAGES = {
  'Next tutorial': '/docs/tutorials/object-types',
  'Next API page': '/api/class/GraphQLObjectType',
  '16.x page': '/docs/16.x/tutorials/object-types',
} as const;
export const SEARCH_QUERY = 'GraphQLError';

/** Goals of the first search, per profile. */
export const SEARCH_GOALS = {
  bytes: 150 * 1024,
  ms: {desktop: 150, mobile: 1000} satisfies Record<SearchProfile, number>,
};

/** Median of `runs` first searches from each page, per profile. */
export type SearchFigures = Record<SearchProfile, Record<string, FirstSearchFigures>>;

/**
 * The first search from each page of {@link SEARCH_PAGES}, on desktop and mobile, each the median
 * (by time) of `runs` fresh contexts.
 */
export async function measureSearch(browser: Browser, host: BenchHost, runs = 3): Promise<SearchFigures> {
  const figures: SearchFigures = {desktop: {}, mobile: {}};
  for (const profile of ['desktop', 'mobile'] as const) {
    for (const [name, pagePath] of Object.entries(SEARCH_PAGES)) {
      const samples: FirstSearchFigures[] = [];
      for (let run = 0; run < runs; run++) {
        samples.push(await measureFirstSearch(browser, host, pagePath, SEARCH_QUERY, profile));
      }
      figures[profile][name] = samples.sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)];
    }
  }
  return figures;
}

/**
 * Indexes a built site's pages again, as plugins/search-index.ts does after the build, into a
 * folder of its own: as they are, or each page twice (the copy under `/copy`), a site twice as
 * large.
 * @param buildDir the built site
 * @param outDir where the bundles go, laid out as in the build (`pagefind/`, `docs/16.x/pagefind/`)
 * @param copies 1 for the site as it is, 2 for twice as large
 * @returns the time the index step took (reading the pages and writing every bundle), in ms.
 */
export async function indexBuiltSite(buildDir: string, outDir: string, copies: 1 | 2): Promise<number> {
  const {readFile, readdir} = await import('node:fs/promises');
  const {searchRoutesByVersion, writeSearchBundle} = await import('../plugins/search-index');
  const {searchBundlePath} = await import('../src/utils/searchVersion');
  const versionNames = JSON.parse(
    await readFile(path.join(buildDir, '..', 'versions.json'), 'utf8'),
  ) as string[];
  const versions = [
    {name: 'current', label: 'Next', isLast: true, path: '/docs'},
    ...versionNames.map((name) => ({name, label: name, isLast: false, path: `/docs/${name}`})),
  ];
  const routes: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(path.join(buildDir, dir), {withFileTypes: true})) {
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'pagefind') await walk(child);
      else if (entry.name === 'index.html') routes.push(dir);
    }
  };
  await walk('/docs');
  await walk('/api');
  const start = performance.now();
  await Promise.all(
    [...searchRoutesByVersion(routes, versions)].map(async ([name, versionRoutes]) => {
      const pages = [];
      for (const route of versionRoutes) {
        const html = await readFile(path.join(buildDir, route, 'index.html'), 'utf8');
        // Redirect pages have no main part; the plugin never sees them (they are no routes).
        if (!html.includes('<main')) continue;
        pages.push({url: route, html});
        if (copies === 2) pages.push({url: `/copy${route}`, html});
      }
      const bundle = searchBundlePath(
        versions.find((version) => version.name === name)!,
        '/',
      );
      await writeSearchBundle(pages, path.join(outDir, bundle));
    }),
  );
  return performance.now() - start;
}
