/**
 * What the first search costs a reader (search issue "a chunked static index"), as `npm run bench`
 * reports it: the bytes transferred and the time from focusing the navbar search box to the first
 * result, on desktop and on Lighthouse's mobile profile, in Chromium against a build served
 * gzip-compressed as a static host serves it.
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync, statSync} from 'node:fs';
import compression from 'compression';
import express from 'express';
import type {Browser} from 'playwright-core';

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

/** The pages the first search is measured from (search issue: a Next tutorial, a Next API page
 * and a 16.x page), and what the reader types there. */
export const SEARCH_PAGES = {
  'Next tutorial': '/docs/tutorials/object-types',
  'Next API page': '/api/class/GraphQLObjectType',
  '16.x page': '/docs/16.x/tutorials/object-types',
} as const;
export const SEARCH_QUERY = 'GraphQLError';

/** Goals of the first search (search issue), per profile. */
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
