/**
 * Quality gate: axe-core finds no WCAG 2.1 A or AA violation on any page type, in light and in
 * dark mode. Runs in Chromium against the production build, on what the client renders (the API
 * plugin's comments, the colour mode): each mode's first page once hydrated, the others once
 * reached by client-side navigation; and the navbar search box with its results open.
 */
import assert from 'node:assert/strict';
import {describe} from 'node:test';
import {PAGE_TYPES} from '../../scripts/first-load-js';
import {wcagViolations} from '../support/axe';
import {gotoHydrated, test} from '../support/browser';
import {openRoute, TabPool, useSite} from '../support/e2e';

const site = useSite();

/** One page of each type the site has (home, tutorial, `/api`, class, enum, function,
 * interface, not found: 16.x pages with their banner, the upgrade guide's
 * side-by-side code; module pages and the version history panel): the size guard's page
 * types (the upgrade guides among them), the not-found page, module pages and API pages changed or
 * removed in 17. */
const PAGES = {
  ...PAGE_TYPES,
  'not found': '/no-such-page',
  // A module page, its groups and summaries (the root module lists every export).
  module: '/api/module/graphql',
  'module-16.x': '/api/16.x/module/subscription',
  // The version history panel, "Changed in 17" with both releases' code side by side
  // (also on the class page type) and "Removed in 17" with the guide's replacement and a
  // Deprecated badge.
  'API page changed in 17': '/api/function/subscribe',
  'API page removed in 17': '/api/16.x/function/getOperationRootType',
};

for (const mode of ['light', 'dark'] as const) {
  describe(`accessibility in ${mode} mode`, () => {
    // One tab goes from page to page as a reader does (the first page loads, the others follow
    // client-side), with the mode the reader chose on an earlier visit.
    const tabs = new TabPool(async () => {
      const context = await site.newContext();
      await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      return context;
    });
    for (const [name, pagePath] of Object.entries(PAGES)) {
      test(`${name} (${pagePath}) has no WCAG 2.1 AA violation`, () =>
        tabs.with(async (page) => {
          await openRoute(page, site.origin() + pagePath);
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          assert.deepEqual(await wcagViolations(page), []);
        }));
    }

    // the combobox with its listbox of results open.
    test('the open search dropdown has no WCAG 2.1 AA violation', async () => {
      const page = await site.newPage();
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, site.origin() + PAGE_TYPES.tutorial);
      await page.getByRole('combobox', {name: 'Search'}).fill('GraphQLError');
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.getAttribute('html', 'data-theme'), mode);
      assert.deepEqual(await wcagViolations(page), []);
    });
  });
}
