/**
 * The API sidebar by module, in Chromium, both versions, at a phone's 390 px and a
 * laptop's 1280 px: on each module's page (where a click on the module in the sidebar leads) the
 * sidebar shows the module open with its categories and symbols, no label is cut off, and
 * together the module pages show every export of the package: a reader reaches any symbol with
 * two clicks, its module, then the symbol. Client-side navigation from a symbol page to a module
 * page renders it (the module routes load with the API's lazily loaded routes).
 */
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {gotoHydrated, test} from '../support/browser';
import {useSite} from '../support/e2e';
import {API_VERSIONS} from '../support/graphql-exports';
import {moduleExports} from '../support/upgrade-audit';

const site = useSite();

/** Below this width the theme moves the sidebar into the navbar's drawer (Infima's breakpoint). */
const DRAWER_MAX_WIDTH = 996;

/** The drawer's second panel: the page's sidebar (the first holds the navbar's items). */
const DRAWER_SIDEBAR = '.navbar-sidebar__items > .navbar-sidebar__item.menu:last-child';

type Label = {text: string; clipped: boolean};

/** Every sidebar link on screen, with whether its text is cut off or runs out of the sidebar. */
async function sidebarLabels(page: Page, width: number): Promise<Label[]> {
  if (width <= DRAWER_MAX_WIDTH) {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator(`${DRAWER_SIDEBAR} .menu__link`).first().waitFor();
  }
  const menu = width <= DRAWER_MAX_WIDTH ? DRAWER_SIDEBAR : 'aside .theme-doc-sidebar-menu';
  return page.locator(menu).evaluate((container) => {
    const bounds = container.getBoundingClientRect();
    return [...container.querySelectorAll<HTMLElement>('.menu__link')]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => {
        const box = link.getBoundingClientRect();
        // The text's own extent: wider than its link when cut off on one line (an ellipsis),
        // and its label taller inside than shown when the theme's line clamp cuts lines.
        const text = document.createRange();
        text.selectNodeContents(link);
        const extent = text.getBoundingClientRect();
        const label = link.querySelector('span') ?? link;
        return {
          text: link.textContent?.trim() ?? '',
          clipped:
            extent.right > box.right + 0.5 ||
            label.scrollWidth > label.clientWidth ||
            label.scrollHeight > label.clientHeight + 1 ||
            box.right > bounds.right + 0.5 ||
            box.left < bounds.left - 0.5,
        };
      });
  });
}

for (const version of API_VERSIONS) {
  const entryPoints = [...moduleExports(version.dir)].filter(([, {kind}]) => kind !== 'deep');
  const allNames = entryPoints.find(([specifier]) => specifier === 'graphql')![1].names;

  for (const width of [390, 1280]) {
    test(`${version.label} at ${width} px: every symbol shows in the sidebar on its module's page, no label cut off`, async () => {
      const page = await site.newPage({viewport: {width, height: 800}});
      const shown = new Set<string>();
      const clipped: string[] = [];
      for (const [specifier] of entryPoints) {
        const modulePath = `${version.apiBase}/module/${specifier.replace(/^graphql\//, '')}`;
        await gotoHydrated(page, site.origin() + modulePath);
        const labels = await sidebarLabels(page, width);
        assert.ok(
          labels.some((label) => label.text === specifier),
          `${modulePath}: the sidebar names the module`,
        );
        for (const label of labels) {
          shown.add(label.text);
          if (label.clipped) clipped.push(`${modulePath}: ${label.text}`);
        }
      }
      assert.deepEqual(clipped, []);
      assert.deepEqual(
        allNames.filter((name) => !shown.has(name)),
        [],
        'symbols no module page shows in the sidebar',
      );
    });
  }

  test(`${version.label}: a module page opens by client-side navigation from a symbol page`, async () => {
    const page = await site.newPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, `${site.origin()}${version.apiBase}/class/GraphQLError`);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page
      .locator('aside .theme-doc-sidebar-menu')
      .getByRole('link', {name: 'graphql/error', exact: true})
      .click();
    await page.waitForURL(`**${version.apiBase}/module/error`);
    // The URL changes before the router renders the new page: wait for its heading.
    await page.locator('main h1', {hasText: /^graphql\/error$/}).waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'the page reloaded');
    await page.locator('main article').getByRole('link', {name: 'GraphQLError', exact: true}).waitFor();
  });
}
