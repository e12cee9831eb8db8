/**
 * The site under a base URL other than `/`, as GitHub Pages serves a project site
 * (`https://owner.github.io/graphql-js/`) and as forks and preview deployments host it: a fixture
 * of the real site, its config imported as it is, built with `BASE_URL=/graphql-js/` (which
 * docusaurus.config.ts reads) and served under that path by `docusaurus serve` on 127.0.0.1.
 * In Chromium, pages, client-side navigation, API pages, search results, the version dropdown,
 * Run, the Markdown twins and llms.txt stay under the base URL, and no request of any page is
 * answered 404 or leaves the base URL.
 *
 * The same build reports three authoring mistakes of one page of its own, a broken link, a broken
 * anchor and a broken Markdown link: a whole build of the site is the only way to reach the broken
 * anchor check, and one build is a tenth of `npm test`'s CPU. The real config makes each an error
 * that stops the build (tests/build-errors.test.ts holds it to that); this copy only warns of
 * them, so that it builds and serves, and its output must name each with its page and target.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {HELLO_OUTPUT} from '../../src/components/HomeExample/example';
import {gotoHydrated, launchChromium, test} from '../support/browser';
import {firstVisitTab} from '../support/e2e';
import {makeFixtureSite, type FixtureSite} from '../support/fixture';
import {memoize} from '../support/memoize';
import {DOCUSAURUS_BIN, ROOT} from '../support/paths';
import {freePort, startProcess, type RunningProcess} from '../support/processes';

const BASE = '/graphql-js/';
const ENVIRONMENT = {BASE_URL: BASE};
// A whole build of the site, on a machine that runs other suites beside it.
const BUILD_TIMEOUT_MS = 15 * 60_000;

// The fixture's own config: the real one, but warning of what the real one stops the build on.
const WARN_OF_BROKEN_LINKS = `export default {
  ...config,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {...config.markdown, hooks: {...config.markdown?.hooks, onBrokenMarkdownLinks: 'warn'}},
};`;
const MISTAKES_PAGE = [
  '# Fixture',
  '',
  'Read [the next step](/docs/tutorials/no-such-page).',
  '',
  'Read [this section](/docs/tutorials/#no-such-section).',
  '',
  'Read [the missing page](./missing-page.md).',
  '',
].join('\n');

let site: FixtureSite;
/** What the fixture's build printed. */
let buildOutput: string;
let server: RunningProcess;
let origin: string;
let browser: Browser;
/** Every response of every page, and the same-origin requests outside the base URL. */
const failures: string[] = [];
const outside: string[] = [];

before(
  async () => {
    site = await makeFixtureSite('base-url', WARN_OF_BROKEN_LINKS, ENVIRONMENT);
    await site.write('docs/tutorials/fixture-page.md', MISTAKES_PAGE);
    // Unminified: the base URL is in the same places either way, and minifying is much of a build.
    const {code, output} = await site.docusaurus('build', '--no-minify');
    assert.equal(code, 0, output.slice(-3000));
    buildOutput = output;
    const port = await freePort();
    server = startProcess(
      process.execPath,
      [DOCUSAURUS_BIN, 'serve', site.dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      ROOT,
      ENVIRONMENT,
    );
    await server.waitForOutput(/Serving "build" directory at/, 60_000);
    origin = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
  },
  {timeout: BUILD_TIMEOUT_MS},
);

after(async () => {
  await browser?.close();
  await server?.stop();
  await site?.remove();
});

/** The context of every page: one, as a reader's tabs share a profile (see useSite); each test
 * closes its pages. */
const sharedContext = memoize(() => browser.newContext());

/**
 * A new page, as on a first visit (see useSite), whose requests are checked against the base URL
 * and whose failures are recorded.
 */
async function newPage(): Promise<Page> {
  const page = await firstVisitTab(await sharedContext(), origin);
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The runner's blob: modules are not requests to the host.
    if (/^https?:$/.test(url.protocol) && url.origin === origin && !url.pathname.startsWith(BASE)) {
      outside.push(url.pathname);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return page;
}

test('the build names a broken link, anchor and Markdown link with the page they are on and their target', () => {
  const page = `${BASE}docs/tutorials/fixture-page`;
  assert.match(buildOutput, /found broken links/i);
  assert.match(
    buildOutput,
    new RegExp(`source page path = ${page}:\\s*\\n\\s*-> linking to ${BASE}docs/tutorials/no-such-page`),
  );
  assert.match(buildOutput, /found broken anchors/i);
  assert.match(
    buildOutput,
    new RegExp(`source page path = ${page}:\\s*\\n\\s*-> linking to ${BASE}docs/tutorials/#no-such-section`),
  );
  assert.match(
    buildOutput,
    /Markdown link with URL `\.\/missing-page\.md` in source file "[^"]*docs\/tutorials\/fixture-page\.md"/,
  );
});

describe(`the site under the base URL ${BASE}`, () => {
  test('the home page leads to the tutorials by client-side navigation', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${origin}${BASE}`);
    await page.evaluate(() => ((window as {beforeNavigation?: boolean}).beforeNavigation = true));
    await page.getByRole('link', {name: 'Get Started'}).first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}docs/tutorials/`);
    await page.locator('h1').first().waitFor();
    // The same document: the router navigated, the browser did not load a page.
    assert.equal(await page.evaluate(() => (window as {beforeNavigation?: boolean}).beforeNavigation), true);
    await page.getByRole('link', {name: 'Basic types'}).first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}docs/tutorials/basic-types`);
    await page.locator('h1', {hasText: 'Basic types'}).waitFor();
    await page.close();
  });

  test('an API page opens, and the version dropdown opens it in 16.x', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${origin}${BASE}api/class/GraphQLSchema`);
    assert.match(await page.locator('h1').first().innerText(), /GraphQLSchema/);
    const dropdown = page
      .locator('.navbar__item.dropdown')
      .filter({has: page.locator('.navbar__link', {hasText: /^Next$/})});
    await dropdown.hover();
    await dropdown.locator('.dropdown__link', {hasText: /^16\.x$/}).click();
    await page.waitForURL((url) => url.pathname === `${BASE}api/16.x/class/GraphQLSchema`);
    // The 16.x page's own banner, once its route has rendered.
    await page.locator('.theme-doc-version-banner').waitFor();
    assert.match(await page.locator('h1').first().innerText(), /GraphQLSchema/);
    // The navbar's API link follows the version read.
    assert.equal(
      await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).getAttribute('href'),
      `${BASE}api/16.x`,
    );
    await page.close();
  });

  for (const [from, query, expected] of [
    ['docs/tutorials/', 'buildSchema', `${BASE}api/function/buildSchema`],
    ['api/16.x/class/GraphQLSchema', 'getOperationRootType', `${BASE}api/16.x/function/getOperationRootType`],
  ] as const) {
    test(`search from ${from} finds ${query} first and opens it`, async () => {
      const page = await newPage();
      await gotoHydrated(page, `${origin}${BASE}${from}`);
      await page.locator('input.navbar__search-input').fill(query);
      await page.locator('[role=listbox][aria-busy=false]').waitFor();
      await page.locator('[role=option]').first().click();
      await page.waitForURL((url) => url.pathname === expected);
      await page.locator('h1', {hasText: query}).waitFor();
      await page.close();
    });
  }

  test('the search page lists results under the base URL', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${origin}${BASE}search?q=GraphQLError`);
    await page
      .getByRole('status')
      .getByText(/documents? found/)
      .waitFor();
    const hrefs = await page
      .locator('article h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.length > 0);
    assert.deepEqual(
      hrefs.filter((href) => !href?.startsWith(BASE)),
      [],
    );
    assert.equal(new URL(hrefs[0]!, origin).pathname, `${BASE}api/class/GraphQLError`);
    await page.close();
  });

  test("Run runs the home page's example in the page", async () => {
    const page = await newPage();
    await gotoHydrated(page, `${origin}${BASE}`);
    await page.locator('.theme-code-block button').first().waitFor({state: 'attached'});
    const run = page.getByRole('button', {name: /^Run /}).first();
    await run.click();
    // The block's wrapper (src/components/RunnableCode) holds the output once the run is over.
    const log = run.locator('xpath=../..').locator('[role="log"][aria-busy="false"]');
    await log.filter({hasText: HELLO_OUTPUT}).waitFor();
    await page.close();
  });

  test('the Markdown twin of a page and llms.txt are under the base URL', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${origin}${BASE}docs/tutorials/basic-types`);
    const twin = await page.locator('link[rel=alternate][type="text/markdown"]').getAttribute('href');
    assert.equal(new URL(twin!, origin).pathname, `${BASE}docs/tutorials/basic-types.md`);
    const response = await page.request.get(new URL(twin!, origin).href);
    assert.equal(response.status(), 200);
    assert.match(await response.text(), /^# Basic types/m);

    const llms = await page.request.get(`${origin}${BASE}llms.txt`);
    assert.equal(llms.status(), 200);
    const links = [...(await llms.text()).matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map(
      (match) => new URL(match[1]),
    );
    assert.ok(links.length > 100, `only ${links.length} links in llms.txt`);
    const missing = links
      .map((link) => link.pathname)
      .filter(
        (pathname) =>
          !pathname.startsWith(BASE) ||
          !existsSync(path.join(site.dir, 'build', pathname.slice(BASE.length))),
      );
    assert.deepEqual(missing.slice(0, 10), []);
    await page.close();
  });

  // Last in the file: the pages of the tests above made the requests.
  test('no request of these pages was answered 404 or left the base URL', () => {
    assert.deepEqual(failures, []);
    assert.deepEqual([...new Set(outside)], []);
  });
});
