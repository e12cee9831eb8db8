import assert from 'node:assert/strict';
import {after, afterEach, before} from 'node:test';
import type {Browser, BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core';
import {gotoHydrated, launchChromium} from './browser';
import {memoize} from './memoize';
import {serveBuild, type BuildServer} from './serve';

/** A served production build and a browser, shared by the tests of one file. */
export type E2E = {
  origin: () => string;
  /**
   * A new tab of the file's shared context for these options, on a first visit to the site: what
   * the site stored ({@link SITE_STORAGE}) is cleared as the tab is handed out, also under the
   * test's other open tabs (so that a test's second tab starts afresh too); the HTTP cache is
   * kept. Closed after the test. For what lasts beyond a tab (`page.clock`, a context's init
   * scripts or routes), take a context of its own: {@link E2E.newContext}.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A fresh context (own storage, cache and clock), closed after the file's tests. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

/**
 * What a site may store in the browser, by the names of the Chrome DevTools Protocol's
 * `Storage.clearDataForOrigin` (https://chromedevtools.github.io/devtools-protocol/tot/Storage/):
 * everything of an origin but the HTTP cache, which holds only what the server sent.
 */
const SITE_STORAGE = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

/**
 * Opens a tab in `context` on which `origin` has stored nothing ({@link SITE_STORAGE}), as on a
 * first visit, whatever earlier tabs of the context stored; the context's HTTP cache is kept.
 * @param context a Playwright browser context
 * @param origin the site's origin, e.g. `http://127.0.0.1:41234`
 * @returns the new blank tab
 */
export async function firstVisitTab(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await clearSiteData(context, page, origin);
  return page;
}

/** Clears what `origin` stored in `context` ({@link SITE_STORAGE}), through one of its tabs. */
async function clearSiteData(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', {origin, storageTypes: SITE_STORAGE});
  await session.detach();
}

/**
 * Registers before/after hooks that serve `build/` on 127.0.0.1 and launch Chromium once per
 * test file, and hands out pages.
 *
 * Tabs share a context per option set, as a reader's tabs share a browser profile: a new context
 * costs Chromium as much CPU as the page loaded into it, and one with an empty HTTP cache
 * downloads and compiles every script again; together about half of each page load. Each test
 * still starts as a first visit, as its site data is cleared ({@link SITE_STORAGE}) and its tabs
 * closed after it.
 */
export function useSite(): E2E {
  let server: BuildServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const tabs: Page[] = [];
  before(async () => {
    server = await serveBuild();
    browser = await launchChromium();
  });
  // Bounded: a hook has no timeout of its own, and a tab that never closes would hold the run.
  afterEach(
    async () => {
      await Promise.all(
        tabs.splice(0).map(async (page) => {
          // Closed by the test itself.
          if (page.isClosed()) return;
          // A route handler still answering the tab's last requests (a test that aborts the
          // route's scripts, then follows the reload) can hold `close()` for good.
          await page.unrouteAll({behavior: 'ignoreErrors'});
          await page.close();
        }),
      );
    },
    {timeout: 30_000},
  );
  after(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.close();
  });
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
  const sharedContext = memoize(newContext, (options) => JSON.stringify(options ?? {}));
  return {
    origin: () => server.origin,
    newPage: async (options) => {
      const context = await sharedContext(options);
      const page = await context.newPage();
      tabs.push(page);
      await clearSiteData(context, page, server.origin);
      return page;
    },
    newContext,
  };
}

/** Follows a site path with Docusaurus's router, as a Link click would: a client-side navigation. */
export async function navigateClientSide(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, to);
}

/**
 * Opens a site path in a tab as a reader moving through the site does: with a full page load the
 * first time (a blank tab), then with Docusaurus's router, as a link click would. Every route of
 * the site renders its own `<h1>` (the router mounts each route's element anew), so the
 * navigation is over once the previous route's heading has left the document and another is in
 * it. The page itself navigates (as {@link navigateClientSide} does) and watches its document
 * change for that, in one call: polling on every animation frame from here costs frames of the
 * longest pages while they render, more so on a machine busy with other suites.
 *
 * A client-side navigation skips what a full load repeats (the HTML, `main`'s script, hydrating
 * the navbar and sidebar): about two thirds of the CPU a docs page costs Chromium to open.
 * @param page a blank tab, or one showing a route of the same site
 * @param url the absolute URL of a route with an `<h1>`
 */
export async function openRoute(page: Page, url: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await gotoHydrated(page, url);
    return;
  }
  const arrived = await page.evaluate(
    (target) =>
      // No named function inside: tsx would wrap it in a helper the page does not have.
      new Promise<boolean>((resolve) => {
        const previous = document.querySelector('h1');
        if (!previous) return resolve(false);
        const observer = new MutationObserver(() => {
          if (previous.isConnected || !document.querySelector('h1')) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, {subtree: true, childList: true});
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }),
    new URL(url).pathname,
  );
  assert.ok(arrived, `${page.url()} has no <h1>`);
}

/**
 * Tabs lent to tests that run side by side, each tab to one test at a time: tests that only read
 * pages save a tab's start-up and, with {@link openRoute}, the full load of every page after a
 * tab's first. Each tab has a context of its own: Chromium may give two tabs of one context and
 * site one renderer process, whose one main thread would then serve both tests in turn.
 */
export class TabPool {
  private readonly idle: Page[] = [];

  /** @param newContext makes the context of a new tab (with its options and init scripts) */
  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  /**
   * Lends a tab to `use`: an idle one, or a new blank one. A tab whose test failed may be left
   * mid-way (a run going, a dialog open), so it is closed rather than lent again.
   * @returns what `use` returns; throws what it throws.
   */
  async with<T>(use: (page: Page) => Promise<T>): Promise<T> {
    const page = this.idle.pop() ?? (await (await this.newContext()).newPage());
    const result = await use(page).catch(async (error: unknown) => {
      await page.close();
      throw error;
    });
    this.idle.push(page);
    return result;
  }
}

/**
 * Records the page's uncaught errors and console errors (React's hydration errors among them) from
 * now on.
 * @returns the list they are pushed to
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  return problems;
}

/**
 * The inner HTML of each element `locator` matches, with style attributes as the browser writes
 * them: a code block hydrated from the server's HTML keeps the server's text (`color:#393A34`),
 * one rendered in the browser after a client-side navigation has the browser's (`color: rgb(…)`),
 * and the two look the same to a reader.
 * @param leaveOut a selector of elements to leave out of the HTML
 * @returns one HTML string per matched element, in document order.
 */
export function innerHtmlAsRendered(locator: Locator, leaveOut?: string): Promise<string[]> {
  return locator.evaluateAll(
    (elements, without) =>
      elements.map((element) => {
        const copy = element.cloneNode(true) as Element;
        if (without) for (const left of copy.querySelectorAll(without)) left.remove();
        for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) {
          styled.setAttribute('style', styled.style.cssText);
        }
        return copy.innerHTML;
      }),
    leaveOut,
  );
}
