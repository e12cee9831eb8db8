/**
 * Quality gate: axe-core finds no WCAG 2.1 A or AA violation on any page type, in light and in
 * dark mode. Runs in Chromium against the production build, after hydration, so that what the
 * client renders (the API plugin's comments, the colour mode) is what gets checked.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import type {Result} from 'axe-core';
import {PAGE_TYPES} from '../../scripts/first-load-js';
import {gotoHydrated} from '../support/browser';
import {useSite} from '../support/e2e';

const site = useSite();
const AXE_SOURCE = createRequire(__filename).resolve('axe-core/axe.min.js');
/** The axe rule tags of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One page of each type the site has (issue: home, tutorial, `/api`, class, enum, function,
 * interface, not found; versions issue: 16.x pages with their banner, the upgrade guide's
 * side-by-side code): the size guard's page types, the upgrade guide and the not-found page. */
const PAGES = {...PAGE_TYPES, 'upgrade guide': '/docs/upgrading/v16-to-v17', 'not found': '/no-such-page'};

/**
 * Formats axe's violations as one line per failing element.
 * @returns lines of the form `rule (impact): help — selector`.
 */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}`,
    ),
  );
}

for (const mode of ['light', 'dark'] as const) {
  describe(`accessibility in ${mode} mode`, () => {
    for (const [name, pagePath] of Object.entries(PAGES)) {
      test(`${name} (${pagePath}) has no WCAG 2.1 AA violation`, async () => {
        const page = await site.newPage();
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await gotoHydrated(page, site.origin() + pagePath);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        await page.addScriptTag({path: AXE_SOURCE});
        const violations = await page.evaluate(
          async (tags) => (await window.axe.run(document, {runOnly: {type: 'tag', values: tags}})).violations,
          WCAG_21_AA,
        );
        assert.deepEqual(describeViolations(violations), []);
      });
    }
  });
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
