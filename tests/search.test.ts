/**
 * Offline search, in Chromium against the production build: the queries of
 * `search-queries.json` lead to the right page or anchor, the index loads only once the search
 * box is hovered or focused, and the box is reachable and usable from the keyboard on desktop and
 * mobile. The box is a combobox whose results are a listbox of options (title, section, excerpt
 * with the matched words marked), and a fragment of the index that fails to load says so
 *.
 *
 * Search per docs version (requirement: "Search on a 16.x page returns 16.x pages; everywhere
 * else, Next pages"): from the search box of a 16.x tutorial or API page, the results (the box's
 * "See all results" page) are 16.x pages only, and from any other page Next pages only, the version
 * of each result read from its built HTML. A symbol only graphql 16 exports (by the two packages'
 * typings) is found from 16.x pages and not from the others.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe} from 'node:test';
import type {Page} from 'playwright-core';
import {gotoHydrated, test} from './support/browser';
import {useSite} from './support/e2e';
import {API_VERSIONS, GRAPHQL_DIR, graphqlExports} from './support/graphql-exports';
import {BUILT_BUNDLES, builtFragments} from './support/pagefind-bundles';
import {versionOfBuiltPage} from './support/page-versions';

type QueryCase = {query: string; expect: string; rank: 'first' | 'top3'; match: 'exact' | 'page'};
const {queries} = JSON.parse(readFileSync(path.join(__dirname, 'search-queries.json'), 'utf8')) as {
  queries: QueryCase[];
};

const site = useSite();

const SEARCH_INPUT = 'input.navbar__search-input';
// Any file of a Pagefind bundle (plugins/search-index.ts): pagefind.js, its index and fragments.
const isIndexRequest = (url: string) => /\/pagefind\//.test(url);

/**
 * Opens the editor of the page's first runnable example, as a reader does with its Edit button,
 * and puts the cursor at the end of its code.
 * @returns the editor, focused
 */
async function editFirstExample(page: Page) {
  await page
    .getByRole('button', {name: /^Edit /})
    .first()
    .click();
  const editor = page.getByRole('textbox', {name: /^Code of /});
  await editor.focus();
  await page.keyboard.press('Control+End');
  return editor;
}

/**
 * Holds back a page's requests whose URL `matches` until the returned function is called, as a
 * slow network would, to put the reader's next step before their answer.
 * @returns releases the held requests, and lets later ones through at once.
 */
async function holdRequests(page: Page, matches: (url: string) => boolean): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => matches(url.href),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * The result links of the full results page once it has searched, best first.
 * @param query when given, waits for the results of this query (the status names it), not those of
 *   the query before it
 */
async function resultLinks(page: Page, query?: string): Promise<string[]> {
  const status =
    query === undefined
      ? /documents? found|No documents were found/
      : new RegExp(`“${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”$`);
  await page.getByRole('status').getByText(status).waitFor();
  const hrefs = await page
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // Result links may carry `?_highlight=` terms; what matters is path and anchor.
  return hrefs.map((href) => {
    const url = new URL(href, 'http://site');
    return url.pathname + url.hash;
  });
}

/** Types a query into the full results page, as a reader edits it there (the page is loaded once
 * per tab), and returns the result links, best first. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  if (new URL(page.url()).pathname !== '/search') await page.goto(`${site.origin()}/search`);
  await page.locator('input[type=search][name=q]').fill(query);
  return resultLinks(page, query);
}

/** The names a package's typings export (`index.d.ts`), by the TypeScript compiler. */
const exportedNames = (packageDir: string) => new Set(graphqlExports(packageDir).map((item) => item.name));

/** The older docs version and the graphql package its API documents. */
const {name: OLDER_VERSION, dir: OLDER_PACKAGE_DIR} = API_VERSIONS[1];

/**
 * Searches from the navbar search box of a page, as a reader does: types the query, then follows
 * the box's "See all results" link to the results page.
 * @returns the result links (path and anchor), best first; none when the box finds nothing.
 */
async function searchBoxResults(page: Page, query: string): Promise<string[]> {
  const input = page.locator(SEARCH_INPUT);
  await input.click();
  await input.fill(query);
  const seeAll = page.locator(`a[href*="q=${encodeURIComponent(query)}"]`, {hasText: /See all results/});
  await seeAll.or(page.getByText('No results')).first().waitFor();
  if ((await seeAll.count()) === 0) {
    return [];
  }
  await seeAll.click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/search');
  return resultLinks(page);
}

/** The docs version of each result that is not in `version` (none when all are). */
const resultsOutside = (results: string[], version: string) =>
  results
    .map((result) => ({result, version: versionOfBuiltPage(result)?.version}))
    .filter((entry) => entry.version !== version)
    .map((entry) => `${entry.result} (${entry.version ?? 'no version'})`);

describe('search', () => {
  test(
    `each of the ${queries.length} queries finds its page`,
    async () => {
      assert.ok(queries.length >= 30, 'fewer than 30 queries');
      const page = await site.newPage();
      const misses: string[] = [];
      let hits = 0;
      for (const {query, expect, rank, match} of queries) {
        const results = await resultsFor(page, query);
        const comparable = results.map((result) => (match === 'page' ? result.split('#')[0] : result));
        const window = rank === 'first' ? comparable.slice(0, 1) : comparable.slice(0, 3);
        if (window.includes(expect)) {
          hits += 1;
        } else {
          misses.push(
            `"${query}": expected ${expect} ${rank === 'first' ? 'first' : 'in the top 3'}, got ${results.slice(0, 3).join(', ')}`,
          );
        }
      }
      console.log(`search: ${hits} of ${queries.length} queries ranked as expected`);
      await page.close();
      assert.deepEqual(misses, []);
      // 10 s per query bounds a hang, however many queries there are.
    },
    queries.length * 10_000,
  );

  for (const [name, act] of [
    ['focused', (page: Page) => page.locator(SEARCH_INPUT).focus()],
    ['hovered', (page: Page) => page.locator(SEARCH_INPUT).hover()],
  ] as const) {
    test(`the index is requested only when the search box is ${name}`, async () => {
      const page = await site.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${site.origin()}/docs/tutorials/`, {waitUntil: 'networkidle'});
      assert.deepEqual(requests.filter(isIndexRequest), []);
      const indexRequest = page.waitForRequest((request) => isIndexRequest(request.url()));
      await act(page);
      await indexRequest;
      await page.close();
    });
  }

  test('the box is a combobox whose options show title, section and the matched words', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const input = page.getByRole('combobox', {name: 'Search'});
    await input.fill('isTypeOf');
    const listbox = page.getByRole('listbox');
    // The whole list: the first options may show before the later ones are described.
    await page.locator('[role=listbox][aria-busy=false]').waitFor();
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    assert.equal(await input.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    const options = await listbox.getByRole('option').allInnerTexts();
    // Title, then section, then an excerpt.
    assert.ok(
      options.some((text) => /^GraphQLObjectType\n+GraphQLObjectType\.isTypeOf\n+\S/.test(text)),
      options.join('\n---\n'),
    );
    const first = listbox.getByRole('option').first();
    assert.match(await first.innerText(), /\.isTypeOf\n/);
    assert.match((await first.locator('mark').first().innerText()).toLowerCase(), /istypeof/);
    await page.keyboard.press('ArrowDown');
    assert.equal(await input.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    // Up from the first option goes back to the box; up again wraps round to the last option.
    await page.keyboard.press('ArrowUp');
    assert.equal(await input.getAttribute('aria-activedescendant'), null);
    await page.keyboard.press('ArrowUp');
    const last = listbox.getByRole('option').last();
    assert.equal(await input.getAttribute('aria-activedescendant'), await last.getAttribute('id'));
    await page.close();
  });

  test('the first options show while the fragments of the later candidates are still on their way', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    // A browser opens six connections to a host over HTTP/1.1: a seventh request waits for one of
    // them, a round trip later. Those requests are held back here until the first options show,
    // which they must do while one is held.
    const connections = 6;
    let fragments = 0;
    let release = () => {};
    let laterRequested = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const later = new Promise<void>((resolve) => (laterRequested = resolve));
    await page.route('**/*.pf_fragment', async (route) => {
      if (++fragments > connections) {
        laterRequested();
        await held;
      }
      await route.continue();
    });
    await page.locator(SEARCH_INPUT).fill('GraphQLError');
    const listbox = page.getByRole('listbox');
    await later;
    await listbox.getByRole('option').first().waitFor();
    assert.equal(await listbox.getAttribute('aria-busy'), 'true');
    release();
    await page.locator('[role=listbox][aria-busy=false]').waitFor();
    assert.match(await listbox.getByRole('option').first().innerText(), /^GraphQLError/);
    await page.close();
  });

  test('a fragment that fails to load shows "Search is unavailable, retry", and retry searches again', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.route('**/*.pf_fragment', (route) => route.abort());
    await page.locator(SEARCH_INPUT).fill('GraphQLError');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.innerText()).trim(), 'Search is unavailable, retry');
    assert.equal(await page.getByRole('option').count(), 0);
    await page.unroute('**/*.pf_fragment');
    await alert.getByRole('button', {name: 'retry'}).click();
    await page.getByRole('option').first().waitFor();
    assert.match(await page.getByRole('option').first().innerText(), /^GraphQLError/);
    await page.close();
  });

  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} focuses the search box`, async () => {
      const page = await site.newPage();
      await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
      await page.locator('article h1').click();
      await page.keyboard.press(press);
      assert.equal(
        await page.evaluate(() => document.activeElement?.className ?? ''),
        await page.locator(SEARCH_INPUT).getAttribute('class'),
      );
      await page.close();
    });
  }

  test('"/" typed into the code editor or the search box stays text', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/`);
    const input = page.locator(SEARCH_INPUT);
    const editor = await editFirstExample(page);
    // Key by key, as a reader types: the shortcut reacts to keydown, which fill() never sends.
    await page.keyboard.type('\n// a/b');
    assert.match(await editor.innerText(), /\n\/\/ a\/b$/);
    assert.equal(await input.inputValue(), '', 'the search box took keys typed into the editor');
    await input.click();
    await page.keyboard.type('a/b');
    assert.equal(await input.inputValue(), 'a/b');
    await page.close();
  });

  test('a search index that loads after the reader moved to another field leaves the focus there', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/`);
    // The index is held back until the reader is in the code editor, as on a slow network.
    const releaseIndex = await holdRequests(page, isIndexRequest);
    const indexRequested = page.waitForRequest((request) => isIndexRequest(request.url()));
    await page.locator(SEARCH_INPUT).click();
    await indexRequested;
    const editor = await editFirstExample(page);
    releaseIndex();
    // The search plugin makes the box a combobox once its index is in.
    await page.getByRole('combobox', {name: 'Search'}).waitFor({state: 'attached'});
    await page.keyboard.type('\n// typed');
    assert.match(await editor.innerText(), /\n\/\/ typed$/);
    assert.equal(await page.locator(SEARCH_INPUT).inputValue(), '');
    await page.close();
  });

  test('Enter without a picked suggestion opens the search page with all results', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.locator(SEARCH_INPUT).fill('GraphQLError');
    await page.locator('[role=option]').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'GraphQLError',
    );
    assert.equal((await resultLinks(page))[0], '/api/class/GraphQLError');
    await page.close();
  });

  for (const [name, heldMatcher] of [
    // Every fragment but the first requested (the named page's) waits, as on a slow network.
    [
      'before the other results are described',
      () => {
        let fragments = 0;
        return (url: string) => /\/fragment\//.test(url) && fragments++ > 0;
      },
    ],
    // The index chunks wait: the named page is looked up by its name filter alone.
    [
      'while the index chunks of its words are still on their way',
      () => (url: string) => /\/index\/[^/]+\.pf_index$/.test(url),
    ],
  ] as const) {
    test(`the page named as the query shows ${name}`, async () => {
      const page = await site.newPage();
      await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
      const release = await holdRequests(page, heldMatcher());
      const indexRequested = page.waitForRequest((request) => /\.pf_index$/.test(request.url()));
      await page.locator(SEARCH_INPUT).fill('GraphQLError');
      await indexRequested;
      const options = page.locator('[role=listbox][aria-busy=true] [role=option]');
      await options.first().waitFor();
      assert.equal(await options.count(), 1);
      // The class's page, titled as the query.
      assert.equal(await options.first().locator('span').first().innerText(), 'GraphQLError');
      release();
      await page.locator('[role=listbox][aria-busy=false]').waitFor();
      assert.ok((await page.locator('[role=option]').count()) > 1);
      await page.close();
    });
  }

  test('the metadata and filter chunks are asked for before Pagefind runs, once each', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
    const firstFiles: string[] = [];
    let sawAll = () => {};
    const all = new Promise<void>((resolve) => (sawAll = resolve));
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (!/\.pf_(meta|filter)$/.test(file)) return;
      firstFiles.push(file);
      if (firstFiles.length === 3) sawAll();
    });
    // Held, Pagefind's script never runs, so that only the search bar can ask for these files.
    const release = await holdRequests(page, (url) => /\/pagefind\/pagefind\.js$/.test(url));
    await page.locator(SEARCH_INPUT).focus();
    await all;
    const beforePagefind = [...firstFiles];
    release();
    await page.locator(SEARCH_INPUT).fill('GraphQLError');
    await page.locator('[role=listbox][aria-busy=false]').waitFor();
    assert.equal(
      beforePagefind.filter((file) => file.endsWith('.pf_meta')).length,
      1,
      beforePagefind.join(', '),
    );
    assert.equal(
      beforePagefind.filter((file) => file.endsWith('.pf_filter')).length,
      2,
      beforePagefind.join(', '),
    );
    // Pagefind's own requests for them took the preloaded responses.
    assert.deepEqual(firstFiles, beforePagefind);
    await page.close();
  });

  test('the keyboard picks a suggestion and opens it', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('getQueryType');
    await page.locator('[role=listbox][aria-busy=false]').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/api/class/GraphQLSchema');
    await page.close();
  });

  test('text put into the box before the page hydrated is searched once it has', async () => {
    const page = await site.newPage();
    // The app's scripts wait, as on a slow phone, while the reader pastes a query: one `input`
    // event that no React handler hears.
    const release = await holdRequests(page, (url) => /\/assets\/js\/main\.[^/]*\.js$/.test(url));
    await page.goto(`${site.origin()}/docs/tutorials/`, {waitUntil: 'domcontentloaded'});
    await page.locator(SEARCH_INPUT).fill('GraphQLError');
    assert.equal(await page.locator('html[data-has-hydrated="true"]').count(), 0, 'hydrated already');
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('[role=listbox][aria-busy=false] [role=option]').first().waitFor();
    assert.equal(
      await page.locator('[role=option]').first().locator('span').first().innerText(),
      'GraphQLError',
    );
    assert.equal(await page.locator(SEARCH_INPUT).inputValue(), 'GraphQLError');
    await page.close();
  });

  test('text typed into the search page before it hydrated is searched once it has', async () => {
    const page = await site.newPage();
    const release = await holdRequests(page, (url) => /\/assets\/js\/main\.[^/]*\.js$/.test(url));
    await page.goto(`${site.origin()}/search`, {waitUntil: 'domcontentloaded'});
    await page.locator('input[type=search][name=q]').fill('GraphQLError');
    assert.equal(await page.locator('html[data-has-hydrated="true"]').count(), 0, 'hydrated already');
    release();
    assert.ok((await resultLinks(page, 'GraphQLError')).includes('/api/class/GraphQLError'));
    assert.equal(new URL(page.url()).searchParams.get('q'), 'GraphQLError');
    await page.close();
  });

  test('the shortcut hint shows with a mouse on the desktop navbar, not on a phone', async () => {
    const desktop = await site.newPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(desktop, `${site.origin()}/docs/tutorials/`);
    const hint = (page: Page) => page.locator('.navbar__search kbd').first();
    assert.ok(await hint(desktop).isVisible(), 'no shortcut hint on the desktop navbar');
    await desktop.close();

    const context = await site.newContext({
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await gotoHydrated(phone, `${site.origin()}/docs/tutorials/`);
    const input = phone.locator(SEARCH_INPUT);
    assert.ok(await input.isVisible(), 'no search box at 390 px');
    assert.equal(await hint(phone).isVisible(), false, 'a keyboard hint on a touch screen');
    // The placeholder fits the room the box leaves for text, in the box's own font.
    const room = await input.evaluate((box: HTMLInputElement) => {
      const style = getComputedStyle(box);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = style.font;
      const text = context2d.measureText(box.placeholder).width;
      const inner = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {text, inner, placeholder: box.placeholder};
    });
    assert.equal(room.placeholder, 'Search');
    assert.ok(room.text <= room.inner, `placeholder ${room.text} px wide in ${room.inner} px`);
    await context.close();
  });

  test('search works in the mobile navbar at 995 px', async () => {
    const page = await site.newPage({viewport: {width: 995, height: 800}});
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const input = page.locator(SEARCH_INPUT);
    assert.ok(await input.isVisible(), 'no visible search box at 995 px');
    await input.click();
    await page.keyboard.type('defer');
    await page.locator('[role=option]').first().waitFor();
    assert.ok(await page.locator('[role=option]').first().isVisible());
    await page.close();
  });

  test('the index step drops the import and version history panels from what API results excerpt, keeping them as metadata', () => {
    for (const bundle of BUILT_BUNDLES) {
      const pages = builtFragments(bundle).filter((page) =>
        /\/api\/(16\.x\/)?(class|function|interface|enum|variable|type)\//.test(page.url),
      );
      assert.ok(pages.length > 100, `${bundle}: ${pages.length} API symbol pages`);
      for (const page of pages) {
        const name = page.meta.title;
        // `import { execute } from 'graphql';`, `import type { ExecutionArgs } from 'graphql';`
        const importLine = new RegExp(`import (type )?\\{ ${name} \\} from 'graphql';`);
        assert.match(page.meta.import ?? '', importLine, page.url);
        assert.ok(!importLine.test(page.content), `${page.url}: ${page.content.slice(0, 200)}`);
        assert.ok(
          !/Version history|(New|Changed|Removed) in \d+ /.test(page.content.slice(0, 300)),
          page.url,
        );
      }
      assert.ok(
        pages.some((page) => page.meta.history),
        `${bundle}: no page has a version history`,
      );
    }
  });

  test("an API symbol's result shows its summary, in the box and on the search page", async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.locator(SEARCH_INPUT).fill('execute');
    const first = page.locator('[role=listbox][aria-busy=false] [role=option]').first();
    await first.waitFor();
    assert.equal(await first.locator('span').first().innerText(), 'execute');
    // The doc comment of graphql's execute(): "Implements the "Executing requests" section of…".
    assert.match(
      await first.locator('span').last().innerText(),
      /^Implements the "Executing requests" section/,
    );
    await gotoHydrated(page, `${site.origin()}/search?q=GraphQLObjectType`);
    assert.equal((await resultLinks(page, 'GraphQLObjectType'))[0], '/api/class/GraphQLObjectType');
    const excerpt = await page.locator('article p').first().innerText();
    assert.match(excerpt, /^Object Type Definition/);
    assert.ok(!/Version history|Changed in/.test(excerpt), excerpt);
    await page.close();
  });

  test('a word that only a panel of an API page holds still finds the page', async () => {
    const page = await site.newPage();
    // `OnErrorCB`: the type of a parameter of coerceInputValue in graphql 16, in its version history.
    const [coerce] = builtFragments(BUILT_BUNDLES[0]).filter(
      (page) => page.url === '/api/function/coerceInputValue',
    );
    assert.ok(coerce.meta.history.includes('OnErrorCB') && !coerce.content.includes('OnErrorCB'));
    assert.ok((await resultsFor(page, 'OnErrorCB')).includes('/api/function/coerceInputValue'));
    await page.close();
  });

  test('the index chunk of a query typed while Pagefind loads is asked for before Pagefind runs, once', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const chunks: {url: string; beforePagefind: boolean}[] = [];
    let pagefindRuns = false;
    page.on('request', (request) => {
      if (/\.pf_index$/.test(request.url())) chunks.push({url: request.url(), beforePagefind: !pagefindRuns});
    });
    // Held, Pagefind's script never runs, so that only the search bar can ask for chunks.
    const release = await holdRequests(page, (url) => /\/pagefind\/pagefind\.js$/.test(url));
    const chunkRequested = page.waitForRequest((request) => /\.pf_index$/.test(request.url()));
    await page.locator(SEARCH_INPUT).focus();
    // Key by key, as a reader types: each key's prefix names fewer chunks.
    await page.keyboard.type('dataloader');
    await chunkRequested;
    pagefindRuns = true;
    release();
    await page.locator('[role=listbox][aria-busy=false]').waitFor();
    const urls = chunks.map((chunk) => chunk.url);
    assert.ok(
      chunks.some((chunk) => chunk.beforePagefind),
      urls.join(', '),
    );
    // Pagefind's own requests for the chunks it needed took the preloaded responses.
    assert.deepEqual([...new Set(urls)], urls);
    await page.close();
  });

  test("a query superseded while its search waits for its index asks for none of its results' fragments", async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    // The DataLoader guide: the best result for `dataloader`, none of the best for `printSchema`.
    const [guide] = builtFragments(BUILT_BUNDLES[0]).filter((page) => page.url === '/docs/guides/dataloader');
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (/\.pf_fragment$/.test(request.url())) fragments.push(request.url().split('/').pop()!);
    });
    const release = await holdRequests(page, (url) => /\.pf_index$/.test(url));
    const chunkRequested = page.waitForRequest((request) => /\.pf_index$/.test(request.url()));
    const input = page.locator(SEARCH_INPUT);
    await input.fill('dataloader');
    const chunk = await chunkRequested;
    // The reader clears the box while the search waits for the chunk of its word.
    await input.fill('');
    release();
    await (await chunk.response())?.finished();
    // A search after it: its own requests go out after the first one's search has answered.
    await input.fill('printSchema');
    await page.locator('[role=listbox][aria-busy=false]').waitFor();
    assert.ok(fragments.length > 0, 'printSchema asked for no fragment');
    assert.ok(!fragments.includes(guide.file), `the superseded query asked for ${guide.file}`);
    await page.close();
  });

  describe('per docs version', () => {
    const only16 = 'getOperationRootType';
    const common = 'GraphQLError';
    // Pages to search from, each with the docs version its built HTML says it belongs to.
    const olderPages = [
      `/docs/${OLDER_VERSION}/tutorials/basic-types`,
      `/api/${OLDER_VERSION}/class/GraphQLSchema`,
    ];
    const otherPages = ['/docs/tutorials/basic-types', '/api/class/GraphQLSchema', '/'];
    const olderApi = (kind: string, name: string) => `/api/${OLDER_VERSION}/${kind}/${name}`;

    /** Searches each query from the navbar search box of a freshly opened page. */
    const searchFrom = async (pagePath: string, queries: string[]): Promise<string[][]> => {
      const page = await site.newPage();
      const results: string[][] = [];
      for (const query of queries) {
        await gotoHydrated(page, `${site.origin()}${pagePath}`);
        results.push(await searchBoxResults(page, query));
      }
      await page.close();
      return results;
    };

    test('the premises: the pages exist in their versions, and only graphql 16 exports the 16-only symbol', () => {
      for (const pagePath of olderPages) {
        assert.equal(versionOfBuiltPage(pagePath)?.version, OLDER_VERSION, pagePath);
      }
      for (const pagePath of otherPages.slice(0, 2)) {
        assert.equal(versionOfBuiltPage(pagePath)?.version, 'current', pagePath);
      }
      assert.ok(
        exportedNames(OLDER_PACKAGE_DIR).has(only16),
        `graphql ${OLDER_VERSION} does not export ${only16}`,
      );
      assert.ok(!exportedNames(GRAPHQL_DIR).has(only16), `the current graphql exports ${only16}`);
      assert.ok(exportedNames(GRAPHQL_DIR).has(common) && exportedNames(OLDER_PACKAGE_DIR).has(common));
      assert.equal(versionOfBuiltPage(olderApi('function', only16))?.version, OLDER_VERSION);
      assert.equal(versionOfBuiltPage(olderApi('class', common))?.version, OLDER_VERSION);
    });

    for (const pagePath of olderPages) {
      test(`from ${pagePath}, results are ${OLDER_VERSION} pages, ${only16} and ${common} included`, async () => {
        const [symbolOnly16, symbolCommon] = await searchFrom(pagePath, [only16, common]);
        assert.equal(symbolOnly16[0]?.split('#')[0], olderApi('function', only16));
        assert.equal(symbolCommon[0]?.split('#')[0], olderApi('class', common));
        assert.deepEqual(resultsOutside([...symbolOnly16, ...symbolCommon], OLDER_VERSION), []);
      });
    }

    for (const pagePath of otherPages) {
      test(`from ${pagePath}, results are Next pages, without ${only16}`, async () => {
        const [symbolOnly16, symbolCommon] = await searchFrom(pagePath, [only16, common]);
        assert.deepEqual(
          symbolOnly16.filter((result) => result.split('#')[0].endsWith(`/${only16}`)),
          [],
        );
        assert.equal(symbolCommon[0]?.split('#')[0], `/api/class/${common}`);
        assert.deepEqual(resultsOutside([...symbolOnly16, ...symbolCommon], 'current'), []);
      });
    }

    test(`after moving from a Next API page to its ${OLDER_VERSION} page in the browser, search follows`, async () => {
      const page = await site.newPage();
      await gotoHydrated(page, `${site.origin()}/api/class/${common}`);
      // Start loading the Next index, then change version without a page load (version
      // dropdown). The Next index arrives only once the 16.x page shows: a load the move
      // overtook must not leave the box searching Next (it once marked 16.x's index loaded).
      const isNextIndex = (url: string) => isIndexRequest(url) && !url.includes(`/${OLDER_VERSION}/`);
      const releaseNextIndex = await holdRequests(page, isNextIndex);
      const nextIndex = page.waitForResponse((response) => isNextIndex(response.url()));
      await page.locator(SEARCH_INPUT).focus();
      await page.locator('.navbar .dropdown > a.navbar__link', {hasText: 'Next'}).hover();
      await page.locator('.navbar .dropdown__menu a', {hasText: OLDER_VERSION}).first().click();
      await page.waitForURL((url) => url.pathname === olderApi('class', common));
      // The address changes as the link is followed, the page (and the version its search box
      // searches) once the 16.x route has loaded: search from the page the reader sees.
      await page.locator('.navbar .dropdown > a.navbar__link', {hasText: OLDER_VERSION}).waitFor();
      releaseNextIndex();
      await (await nextIndex).finished();
      const results = await searchBoxResults(page, common);
      await page.close();
      assert.equal(results[0]?.split('#')[0], olderApi('class', common));
      assert.deepEqual(resultsOutside(results, OLDER_VERSION), []);
    });
  });
});
