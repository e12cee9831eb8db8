/**
 * Navigation behaviour of spec section 2 in the production build: .html rewriting, scroll
 * restoration, the progress bar, preloading on hover and its opt-outs, reload on a failed route
 * load, the not-found page, and a clean console.
 */
import assert from 'node:assert/strict';
import {describe} from 'node:test';
import type {Page, Request} from 'playwright-core';
import {measureFirstLoadJs} from '../../scripts/first-load-js';
import {wcagViolations} from '../support/axe';
import {gotoHydrated, holdPageClock, test} from '../support/browser';
import {innerHtmlAsRendered, navigateClientSide, recordProblems, useSite} from '../support/e2e';
import {memoize} from '../support/memoize';
import {BUILD_DIR} from '../support/paths';

const site = useSite();

/** Records whether the progress bar (#nprogress) appears, from now on. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as {progressBarShown: boolean};
    state.progressBarShown = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) state.progressBarShown = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {progressBarShown: boolean}).progressBarShown);
}

/** The path of a request's URL, e.g. `/assets/js/1a2b.3c4d5e6f.js`. */
const pathOf = (url: string) => new URL(url).pathname;

/** A filter for paths in a list. */
const isOneOf = (paths: string[]) => (item: string) => paths.includes(item);

/** Records the scripts a page requests from now on; the returned function lists their paths. */
function scriptRequests(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(pathOf(request.url()));
  });
  return () => paths;
}

/** The scripts a page lists when it hydrates, opened by itself: once per page for the tests. What
 * it prefetches in idle time after (the routes of its visible links) is not among them. */
const firstLoadScripts = memoize(async (target: string) =>
  (await measureFirstLoadJs(await site.newPage(), site.origin(), target, BUILD_DIR)).scripts.map(
    (script) => script.path,
  ),
);

/**
 * The scripts a page loads before it hydrates, opened by itself, that another page (opened by
 * itself, until the network is idle) never loads: the chunks of its route that following a link
 * from the other page must load, read from the build as a browser meets it. Once per pair.
 * @param target the page's path, e.g. `/docs/tutorials/defer-stream`
 * @param from the path of the page the link is on
 * @returns script paths; the promise rejects when there are none, since a test of their loading
 *   would then prove nothing.
 */
const scriptsOnlyOf = memoize(async (target: string, from: string) => {
  const page = await site.newPage();
  const requested = scriptRequests(page);
  await gotoHydrated(page, site.origin() + from);
  await page.waitForLoadState('networkidle');
  const fromScripts = requested();
  const own = (await firstLoadScripts(target)).filter((script) => !fromScripts.includes(script));
  assert.ok(own.length > 0, `${target} loads no script that ${from} does not`);
  return own;
});

/**
 * Resolves once the page has requested each of `paths` as a script.
 * @param what the action expected to request them, for the error
 * @throws AssertionError naming the scripts still missing after 10 s.
 */
async function waitForScripts(page: Page, paths: string[], what: string): Promise<void> {
  const missing = new Set(paths);
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') missing.delete(pathOf(request.url()));
  };
  page.on('request', onRequest);
  try {
    await page.waitForEvent('request', {predicate: () => missing.size === 0, timeout: 10_000});
  } catch {
    assert.fail(`${what} did not request ${[...missing].join(', ')}`);
  } finally {
    page.off('request', onRequest);
  }
}

describe('navigation', () => {
  for (const suffix of ['.html', '/index.html']) {
    test(`a client-side navigation to a path ending in ${suffix} lands on the path without it`, async () => {
      const page = await site.newPage();
      await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
      await navigateClientSide(page, `/docs/tutorials/basic-types${suffix}`);
      await page.locator('article h1', {hasText: 'Basic types'}).waitFor();
      assert.equal(await page.evaluate(() => window.location.pathname), '/docs/tutorials/basic-types');
    });
  }

  test('a navigation goes to the top of the new page', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/going-to-production`);
    const next = page.locator('article a[href="/docs/tutorials/express-graphql"]').last();
    await next.scrollIntoViewIfNeeded();
    assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the page did not scroll down');
    await next.click();
    await page.locator('article h1', {hasText: 'Migrating from express-graphql'}).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('a navigation to a link with a hash scrolls to its target', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/passing-arguments`);
    await page.locator('article a[href="/docs/tutorials/graphql-clients#variables"]').click();
    await page.locator('article h1', {hasText: 'GraphQL clients'}).waitFor();
    await page.waitForFunction(() => {
      const target = document.getElementById('variables')?.getBoundingClientRect();
      return (
        window.scrollY > 0 && target !== undefined && target.top >= 0 && target.top < window.innerHeight / 2
      );
    });
  });

  test('the progress bar shows for a route change slower than 200 ms', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const shown = await watchProgressBar(page);
    // Hold back every script the next route needs for a second.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.locator('aside a[href="/docs/tutorials/object-types"]').click({noWaitAfter: true});
    await page.locator('#nprogress').waitFor({state: 'attached'});
    // nprogress's own template gives the bar a role ARIA does not have.
    assert.deepEqual(await wcagViolations(page, '#nprogress'), []);
    await page.locator('article h1', {hasText: 'Object types'}).waitFor();
    assert.equal(await shown(), true);
  });

  test('the progress bar stays away for a route change that settles within its delay, and for a hash change', async () => {
    // A context of its own: the clock is the context's.
    const page = await (await site.newContext()).newPage();
    // The page's timers run on a clock the test holds still while the routes change, so a busy
    // machine cannot stretch a preloaded route change past the delay.
    await page.clock.install();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const link = page.locator('aside a[href="/docs/tutorials/basic-types"]');
    await link.hover();
    // Hovering preloads the route, so the click below completes without waiting for the network.
    await page.waitForLoadState('networkidle');
    const shown = await watchProgressBar(page);
    await holdPageClock(page);
    await link.click();
    await page.locator('article h1', {hasText: 'Basic types'}).waitFor();
    await page.locator('.table-of-contents a').nth(2).click();
    await page.waitForFunction(() => window.location.hash !== '');
    // Well past the delay: a timer the settled route change failed to cancel would show the bar now.
    await page.clock.runFor(2000);
    assert.equal(await shown(), false);
  });

  const TUTORIALS = '/docs/tutorials/';
  const DEFER_STREAM = '/docs/tutorials/defer-stream';
  const DEFER_STREAM_LINK = `aside a[href="${DEFER_STREAM}"]`;

  test('hovering a link preloads its route before the click', async () => {
    const routeScripts = await scriptsOnlyOf(DEFER_STREAM, TUTORIALS);
    const page = await site.newPage();
    await gotoHydrated(page, site.origin() + TUTORIALS);
    const preloaded = waitForScripts(page, routeScripts, 'hovering the link');
    await page.locator(DEFER_STREAM_LINK).hover();
    await preloaded;
    const afterClick = scriptRequests(page);
    await page.locator(DEFER_STREAM_LINK).click();
    await page.locator('article h1', {hasText: 'Incremental delivery'}).waitFor();
    assert.deepEqual(afterClick().filter(isOneOf(routeScripts)), [], 'the click still had to load scripts');
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`hovering does not preload on ${name}`, async () => {
      const routeScripts = await scriptsOnlyOf(DEFER_STREAM, TUTORIALS);
      const page = await site.newPage();
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await gotoHydrated(page, site.origin() + TUTORIALS);
      await page.locator(DEFER_STREAM_LINK).hover();
      // A preload starts as the pointer enters the link, a prefetch of the links in view in the
      // browser's idle time: once an idle callback queued now has run and the network has been
      // quiet, either would have been requested.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForLoadState('networkidle');
      assert.deepEqual(requested.filter(isOneOf(routeScripts)), [], 'requested before the click');
      // The same scripts are what the click loads: the check above could have seen them.
      const loaded = waitForScripts(page, routeScripts, 'clicking the link');
      await page.locator(DEFER_STREAM_LINK).click();
      await loaded;
      await page.locator('article h1', {hasText: 'Incremental delivery'}).waitFor();
    });
  }

  test('when a route fails to load, the page reloads', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/*.js', (route) => route.abort());
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    await page.locator('aside a[href="/docs/tutorials/graphql-clients"]').click({noWaitAfter: true});
    await reload;
  });
});

describe('API pages after a client-side navigation', () => {
  // The comments' Markdown is lexed at build time (plugins/api-comment-tokens.ts) and rendered
  // from the page data, so a page the router renders without its HTML must show it all the same.
  for (const base of ['/api', '/api/16.x']) {
    test(`${base}: comments render after following links from another API page`, async () => {
      const page = await site.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, `${site.origin()}${base}/function/graphql`);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      // Opens graphql/type in the sidebar (by module), then follows the link to GraphQLSchema.
      await page
        .locator('aside .menu__list-item-collapsible', {hasText: /^graphql\/type$/})
        .locator('.menu__caret')
        .click();
      await page.locator(`aside a[href="${base}/class/GraphQLSchema"]`).click();
      await page
        .locator('article h1', {hasText: 'GraphQLSchema'})
        .waitFor()
        .catch(async (error: Error) => {
          // Where the page ended up, for a failure that a loaded CI machine showed once.
          const shown = await page.evaluate(() => ({
            url: location.href,
            h1: document.querySelector('h1')?.textContent,
            progressBar: document.getElementById('nprogress') !== null,
          }));
          assert.fail(`${error.message}\npage: ${JSON.stringify(shown)}; page errors: ${errors.join('; ')}`);
        });
      assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'the page reloaded');

      const comment = page.locator('article .tsd-comment-root');
      assert.equal(await comment.locator('.lead p').first().textContent(), 'Schema Definition');
      // The first `@example` (under its "Example" heading).
      const example = comment
        .locator('section', {has: page.getByRole('heading', {name: 'Example'})})
        .locator('pre code')
        .first();
      assert.match((await example.textContent()) ?? '', /new GraphQLSchema\(\{/);
      assert.ok((await example.locator('.token.keyword').count()) > 0, 'the example is not highlighted');

      // Every comment of the page as when the page is opened from its own HTML.
      const loaded = await site.newPage();
      await gotoHydrated(loaded, `${site.origin()}${base}/class/GraphQLSchema`);
      const comments = (target: Page) => innerHtmlAsRendered(target.locator('article .tsd-comment'));
      const rendered = await comments(page);
      assert.ok(rendered.length > 10, `${rendered.length} comments`);
      assert.deepEqual(rendered, await comments(loaded));
      assert.deepEqual(errors, []);
    });
  }
});

describe('type links on API pages', () => {
  // A type reference in a signature is a plain link that the page routes
  // (src/components/ApiTypeLink): it must still load its page without a reload, preloaded from the
  // moment the pointer is on it, as a Docusaurus Link does. The module pages' symbol links are such
  // links too.
  const cases = ['/api', '/api/16.x'].flatMap((base) => [
    {base, from: `${base}/class/GraphQLObjectType`, what: 'a type link', selector: '.tsd-signature-type'},
    {base, from: `${base}/module/type`, what: "a module page's symbol link", selector: 'li > a'},
  ]);
  for (const {base, from, what, selector} of cases) {
    test(`${from}: hovering ${what} preloads its page and a click renders it client-side`, async () => {
      const target = `${base}/interface/GraphQLObjectTypeConfig`;
      const routeScripts = await scriptsOnlyOf(target, from);
      const page = await site.newPage();
      await gotoHydrated(page, site.origin() + from);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      const link = page.locator(`article ${selector}[href="${target}"]`).first();
      const preloaded = waitForScripts(page, routeScripts, 'hovering the type link');
      await link.hover();
      await preloaded;
      const afterClick = scriptRequests(page);
      await link.click();
      await page.locator('article h1', {hasText: 'GraphQLObjectTypeConfig'}).waitFor();
      assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'the page reloaded');
      assert.equal(await page.evaluate(() => window.location.pathname), target);
      assert.deepEqual(afterClick().filter(isOneOf(routeScripts)), [], 'the click still had to load scripts');
    });
  }
});

describe('API routes loaded on demand', () => {
  // The API reference's routes are not in `main` (plugins/lazy-routes.ts): a docs page loads them
  // when a reader heads for an API page, and every way there must still work without a reload.
  test('a link from a tutorial to an API page renders it client-side, with its version switch', async () => {
    const page = await site.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('article a[href="/api/function/buildSchema"]').first().click();
    await page.locator('article h1', {hasText: 'buildSchema'}).waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'the page reloaded');
    // The version dropdown knows the page exists in 16.x, which needs the other version's routes.
    const versions = page.locator('.navbar .dropdown__menu a');
    assert.ok(
      (await versions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).includes(
        '/api/16.x/function/buildSchema',
      ),
    );
    await page.goBack();
    await page.locator('article h1', {hasText: 'Basic types'}).waitFor();
    assert.deepEqual(errors, []);
  });

  test('hovering an API link on a docs page preloads the page before the click', async () => {
    const from = '/docs/tutorials/basic-types';
    const target = '/api/function/buildSchema';
    const routeScripts = await scriptsOnlyOf(target, from);
    const page = await site.newPage();
    await gotoHydrated(page, site.origin() + from);
    const link = page.locator(`article a[href="${target}"]`).first();
    const preloaded = waitForScripts(page, routeScripts, 'hovering the link');
    await link.hover();
    await preloaded;
    const afterClick = scriptRequests(page);
    await link.click();
    await page.locator('article h1', {hasText: 'buildSchema'}).waitFor();
    assert.deepEqual(afterClick().filter(isOneOf(routeScripts)), [], 'the click still had to load scripts');
  });

  test('when the API routes fail to load, following an API link reloads the page', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    // Before any prefetch of the API routes: no script loads from here on.
    await page.route('**/assets/js/*.js', (route) => route.abort());
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    await navigateClientSide(page, '/api/function/buildSchema');
    await reload;
  });
});

describe('not found', () => {
  test('an unknown URL typed in answers 404 with the not-found page, navbar and footer', async () => {
    const page = await site.newPage();
    const response = await page.goto(`${site.origin()}/docs/tutorials/no-such-page`);
    assert.equal(response?.status(), 404);
    await page.locator('h1', {hasText: 'Page Not Found'}).waitFor();
    assert.ok(await page.locator('nav.navbar').isVisible());
    assert.ok(await page.locator('footer.footer').isVisible());
  });

  test('an unknown URL followed as a link shows the not-found page', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await navigateClientSide(page, '/no/such/page');
    await page.locator('h1', {hasText: 'Page Not Found'}).waitFor();
    assert.ok(await page.locator('nav.navbar').isVisible());
    assert.ok(await page.locator('footer.footer').isVisible());
  });
});

describe('hygiene', () => {
  for (const route of [
    '/',
    '/docs/tutorials/basic-types',
    '/api',
    '/api/class/GraphQLSchema',
    '/api/enum/Kind',
    '/api/function/graphql',
    '/api/interface/ExecutionArgs',
  ]) {
    test(`${route} logs no console error and throws no page error`, async () => {
      const page = await site.newPage();
      const problems = recordProblems(page);
      await gotoHydrated(page, site.origin() + route);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(problems, []);
    });
  }
});
