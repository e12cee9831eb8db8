/**
 * Client state of spec section 4 in the production build: colour mode, announcement bar and
 * locale dropdown (the docs version dropdown: versions.test.ts).
 */
import assert from 'node:assert/strict';
import {describe} from 'node:test';
import {gotoHydrated, test} from '../support/browser';
import {useSite} from '../support/e2e';

const site = useSite();
const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode', () => {
  test('is light on a first visit, also when the OS prefers dark', async () => {
    const page = await site.newPage({colorScheme: 'dark'});
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    assert.equal(await theme(page), 'light');
  });

  test('the toggle switches to dark, stores it under "theme", and a reload keeps it without a light flash', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    // Record the theme of the first frame the reloaded page paints with its content. Under load
    // the parser yields and a frame can come before the body is parsed, with nothing on screen to
    // flash and no theme set yet (the theme's script opens the body): that frame does not count.
    // A script as text: tsx would wrap a named function in a helper the page does not have.
    await page.addInitScript({
      content: `requestAnimationFrame(function record() {
        if (!document.getElementById('__docusaurus')) return requestAnimationFrame(record);
        window.firstFrameTheme = document.documentElement.dataset.theme || 'none';
      });`,
    });
    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as {firstFrameTheme?: string}).firstFrameTheme !== undefined,
    );
    assert.equal(
      await page.evaluate(() => (window as unknown as {firstFrameTheme?: string}).firstFrameTheme),
      'dark',
    );
    assert.equal(await theme(page), 'dark');
  });

  for (const stored of ['purple', '']) {
    test(`a corrupt stored value (${JSON.stringify(stored)}) falls back to light without errors`, async () => {
      const page = await site.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.addInitScript((value) => localStorage.setItem('theme', value), stored);
      await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
      assert.equal(await theme(page), 'light');
      assert.deepEqual(errors, []);
    });
  }
});

describe('code colours in dark mode', () => {
  // A page opened with dark mode stored hydrates its code blocks in the server's (light) colours
  // and then takes the dark ones (src/theme/CodeBlock: no second mount after hydration), so they
  // must end as a block the browser renders in dark mode from scratch, after a client-side
  // navigation, shows them.
  const colours = (page: import('playwright-core').Page) =>
    page
      .locator('article pre.prism-code')
      .first()
      .evaluate((pre) => {
        const keyword = pre.querySelector('.token.keyword');
        return [getComputedStyle(pre).backgroundColor, keyword && getComputedStyle(keyword).color];
      });
  for (const [from, to] of [
    ['/docs/tutorials/', '/docs/tutorials/object-types'],
    ['/api/function/graphql', '/api/class/GraphQLSchema'],
  ]) {
    test(`${to}: opened with dark mode stored, as when rendered in the browser`, async () => {
      const page = await site.newPage();
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await gotoHydrated(page, site.origin() + from);
      // The stored mode reaches React in an effect after hydration (the toggle says so): navigate
      // only then, so that the page rendered in the browser is rendered in dark mode.
      await page.getByRole('button', {name: /currently dark mode/}).waitFor();
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }, to);
      await page.locator('article h1', {hasText: await titleOf(to)}).waitFor();
      const rendered = await colours(page);
      const opened = await site.newPage();
      await opened.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await gotoHydrated(opened, site.origin() + to);
      await opened.waitForFunction((expected) => {
        const pre = document.querySelector('article pre.prism-code');
        return pre !== null && getComputedStyle(pre).backgroundColor === expected;
      }, rendered[0]);
      assert.deepEqual(await colours(opened), rendered);
      assert.notDeepEqual(rendered, await colours(await lightPage(to)), 'dark and light code look alike');
    });
  }

  /** The h1 of a built page, as the server sends it. */
  async function titleOf(pagePath: string): Promise<string> {
    const page = await site.newPage();
    await page.goto(site.origin() + pagePath);
    const title = await page.locator('article h1').innerText();
    await page.close();
    return title;
  }

  async function lightPage(pagePath: string) {
    const page = await site.newPage();
    await gotoHydrated(page, site.origin() + pagePath);
    return page;
  }
});

describe('announcement bar', () => {
  const bar = (page: import('playwright-core').Page) => page.locator('.theme-announcement-bar');

  test('shows on a first visit; closed, it stays closed across reloads and pages', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    assert.ok(await bar(page).isVisible());
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await bar(page).waitFor({state: 'detached'});
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    assert.equal(await bar(page).count(), 0);
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
    assert.equal(await bar(page).count(), 0);
  });

  test('a dismissal stored for another announcement id does not hide the current one', async () => {
    const page = await site.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    assert.ok(await bar(page).isVisible());
  });
});

describe('dropdowns', () => {
  test('the locale dropdown offers English only', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const dropdown = page
      .locator('.navbar__item.dropdown')
      .filter({has: page.getByRole('button', {name: 'English'})});
    const items = await dropdown.locator('.dropdown__link').allTextContents();
    assert.deepEqual(
      items.map((item) => item.trim()),
      ['English'],
    );
  });
});
