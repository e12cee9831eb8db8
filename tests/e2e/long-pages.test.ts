/**
 * Long docs pages ship their prose and code once, in their HTML (plugins/page-data.ts): the page
 * the browser opens hydrates from its HTML, a page reached by a client-side navigation renders from
 * its data chunk. Either way the reader sees the whole page, and hydration finds the HTML it
 * expects.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe} from 'node:test';
import {parse} from 'node-html-parser';
import type {Locator, Page} from 'playwright-core';
import {gotoHydrated, test} from '../support/browser';
import {filesUnder} from '../support/build-files';
import {innerHtmlAsRendered, navigateClientSide, recordProblems, useSite} from '../support/e2e';
import {memoize} from '../support/memoize';
import {BUILD_DIR} from '../support/paths';

const site = useSite();

type BuiltDocsPage = {path: string; title: string; bytes: number; admonitions: number; tables: number};

/** The built docs pages (redirect pages left out), from the build. */
function builtDocsPages(): BuiltDocsPage[] {
  return filesUnder(path.join(BUILD_DIR, 'docs'), '.html').flatMap((file) => {
    const document = parse(readFileSync(file, 'utf8'));
    const content = document.querySelector('article .theme-doc-markdown');
    if (!content) return [];
    const sitePath = '/' + path.relative(BUILD_DIR, path.dirname(file));
    return [
      {
        path: file.endsWith('/index.html') ? sitePath : sitePath.replace(/\.html$/, ''),
        title: document.querySelector('article h1')?.text ?? '',
        bytes: content.innerHTML.length,
        admonitions: content.querySelectorAll('.theme-admonition').length,
        tables: content.querySelectorAll('table').length,
      },
    ];
  });
}

const longest = (pages: BuiltDocsPage[]) => pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const pages = builtDocsPages();
const next = pages.filter((page) => !page.path.startsWith('/docs/16.x/'));
// The longest page of each docs version, and the longest with admonitions and tables.
const LONG_PAGES = [
  ...new Set([
    longest(next),
    longest(pages.filter((page) => page.path.startsWith('/docs/16.x/'))),
    longest(next.filter((page) => page.admonitions > 0 && page.tables > 0)),
  ]),
];

/** The buttons of a code block (the theme's copy and word-wrap buttons, after its `<pre>`): the
 * browser renders them on the blocks near the viewport only (src/components/HydrateNearViewport). */
const CODE_BLOCK_BUTTONS = '.theme-code-block pre ~ *';

/** The rendered content of a page's doc, but for the buttons of its code blocks, and what it is made of. */
async function contentOf(page: Page) {
  const content = page.locator('article .theme-doc-markdown');
  return {
    html: (await innerHtmlAsRendered(content, CODE_BLOCK_BUTTONS)).join(''),
    paragraphs: await content.locator('p').count(),
    tables: await content.locator('table').count(),
    admonitions: await content.locator('.theme-admonition').count(),
  };
}

/**
 * A long page opened directly in a new tab, once for the tests that look at it (a long page is
 * among the dearest to load): the console errors and page errors up to the network falling
 * quiet after hydration, and its content then.
 */
const openDirectly = memoize(
  async (longPage: BuiltDocsPage) => {
    const page = await site.newPage();
    const problems = recordProblems(page);
    await gotoHydrated(page, site.origin() + longPage.path);
    await page.waitForLoadState('networkidle');
    return {problems: [...problems], content: await contentOf(page)};
  },
  (longPage) => longPage.path,
);

describe('long docs pages', () => {
  test('the pages under test are long and hold tables and admonitions', () => {
    assert.equal(LONG_PAGES.length, 3, LONG_PAGES.map((page) => page.path).join(', '));
    assert.ok(LONG_PAGES.some((page) => page.admonitions > 0 && page.tables > 0));
    for (const page of LONG_PAGES) assert.ok(page.bytes > 50_000, `${page.path}: ${page.bytes} characters`);
  });

  for (const longPage of LONG_PAGES) {
    test(`${longPage.path} opened directly hydrates without an error`, async () => {
      const {problems, content} = await openDirectly(longPage);
      assert.deepEqual(problems, []);
      const {admonitions, tables} = content;
      assert.deepEqual({admonitions, tables}, {admonitions: longPage.admonitions, tables: longPage.tables});
    });

    test(`${longPage.path} reached by a client-side navigation shows all of its content`, async () => {
      const expected = (await openDirectly(longPage)).content;

      const page = await site.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      await navigateClientSide(page, longPage.path);
      await page.locator('article h1', {hasText: longPage.title}).waitFor();
      assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'the page reloaded');
      const shown = await contentOf(page);
      assert.ok(shown.paragraphs > 20, `${shown.paragraphs} paragraphs`);
      assert.deepEqual(
        {paragraphs: shown.paragraphs, tables: shown.tables, admonitions: shown.admonitions},
        {paragraphs: expected.paragraphs, tables: expected.tables, admonitions: expected.admonitions},
      );
      assert.ok(shown.html === expected.html, 'the content differs from the page opened directly');
      assert.deepEqual(errors, []);
    });
  }
});

describe('code blocks far from the viewport', () => {
  const copyButton = (block: Locator) => block.getByRole('button', {name: 'Copy code to clipboard'});

  // src/components/HydrateNearViewport: the page the browser opened keeps the server's HTML of a
  // block until the reader nears it or moves the focus into it.
  test(`${longest(next).path} on a phone: a block far below renders as the reader nears it, or takes the focus`, async () => {
    const page = await site.newPage({viewport: {width: 390, height: 844}});
    const problems = recordProblems(page);
    await gotoHydrated(page, site.origin() + longest(next).path);
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    const [scrolled, focused] = [blocks.nth(count - 1), blocks.nth(Math.floor(count / 2))];
    assert.equal(await copyButton(scrolled).count(), 0, 'the last block rendered as the page opened');
    assert.equal(await copyButton(focused).count(), 0, 'a block halfway down rendered as the page opened');
    const served = await innerHtmlAsRendered(scrolled, CODE_BLOCK_BUTTONS);

    await scrolled.scrollIntoViewIfNeeded();
    await copyButton(scrolled).waitFor();
    assert.deepEqual(await innerHtmlAsRendered(scrolled, CODE_BLOCK_BUTTONS), served, 'rendered otherwise');

    // Rendered at once, and the focus on the same element of the rendered block.
    await focused.locator('pre').focus();
    assert.equal(await copyButton(focused).count(), 1, 'the focused block did not render');
    assert.ok(
      await focused.locator('pre').evaluate((pre) => pre === document.activeElement),
      'the focus left the block',
    );
    assert.deepEqual(problems, []);
  });
});
