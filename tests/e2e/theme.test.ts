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
    // Record the theme of the very first frame the reloaded page paints.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as {firstFrameTheme?: string}).firstFrameTheme =
          document.documentElement.dataset.theme;
      });
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
