/**
 * Offline search (search issue), in Chromium against the production build: the queries of
 * `search-queries.json` lead to the right page or anchor, the index loads only once the search
 * box is focused, and the box is reachable and usable from the keyboard on desktop and mobile.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {gotoHydrated, launchChromium} from './support/browser';
import {serveBuild, type BuildServer} from './support/serve';

type QueryCase = {query: string; expect: string; rank: 'first' | 'top3'; match: 'exact' | 'page'};
const {queries} = JSON.parse(readFileSync(path.join(__dirname, 'search-queries.json'), 'utf8')) as {
  queries: QueryCase[];
};

let server: BuildServer;
let browser: Browser;
before(async () => {
  server = await serveBuild();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const SEARCH_INPUT = 'input.navbar__search-input';
const isIndexRequest = (url: string) => /\/search-index[^/]*\.json/.test(url);

/** Types a query into the full results page and returns the result links, best first. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await page.goto(`${server.origin}/search`);
  await page.locator('input[type=search][name=q]').fill(query);
  await page.getByText(/documents? found|No documents were found/).waitFor();
  const hrefs = await page
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // Result links may carry `?_highlight=` terms; what matters is path and anchor.
  return hrefs.map((href) => {
    const url = new URL(href, 'http://site');
    return url.pathname + url.hash;
  });
}

describe('search', () => {
  test(`each of the ${queries.length} queries finds its page`, async () => {
    assert.ok(queries.length >= 30, 'fewer than 30 queries');
    const page = await browser.newPage();
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
  });

  test('the index is requested only when the search box is focused', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.origin}/docs/tutorials/`, {waitUntil: 'networkidle'});
    assert.deepEqual(requests.filter(isIndexRequest), []);
    const indexRequest = page.waitForRequest((request) => isIndexRequest(request.url()));
    await page.locator(SEARCH_INPUT).focus();
    await indexRequest;
    await page.close();
  });

  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} focuses the search box`, async () => {
      const page = await browser.newPage();
      await gotoHydrated(page, `${server.origin}/api/class/GraphQLSchema`);
      await page.locator('article h1').click();
      await page.keyboard.press(press);
      assert.equal(
        await page.evaluate(() => document.activeElement?.className ?? ''),
        await page.locator(SEARCH_INPUT).getAttribute('class'),
      );
      await page.close();
    });
  }

  test('"/" typed into the search box stays text', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, `${server.origin}/docs/tutorials/`);
    await page.locator(SEARCH_INPUT).fill('a/b');
    assert.equal(await page.locator(SEARCH_INPUT).inputValue(), 'a/b');
    await page.close();
  });

  test('the keyboard picks a suggestion and opens it', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, `${server.origin}/docs/tutorials/`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('getQueryType');
    await page.locator('[role=option]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/api/class/GraphQLSchema');
    await page.close();
  });

  test('search works in the mobile navbar at 995 px', async () => {
    const page = await browser.newPage({viewport: {width: 995, height: 800}});
    await gotoHydrated(page, `${server.origin}/docs/tutorials/`);
    const input = page.locator(SEARCH_INPUT);
    assert.ok(await input.isVisible(), 'no visible search box at 995 px');
    await input.click();
    await page.keyboard.type('defer');
    await page.locator('[role=option]').first().waitFor();
    assert.ok(await page.locator('[role=option]').first().isVisible());
    await page.close();
  });
});
