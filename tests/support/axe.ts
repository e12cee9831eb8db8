import {createRequire} from 'node:module';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';

const AXE_SOURCE = createRequire(__filename).resolve('axe-core/axe.min.js');
/** The axe rule tags of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Formats axe's violations as one line per failing element.
 * @returns lines of the form `rule (impact): help — selector`.
 */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}`,
    ),
  );
}

/**
 * Runs axe-core over the document of a page as it is now, or over a part of it.
 * @param selector a CSS selector of the part to check; the whole document when left out
 * @returns the WCAG 2.1 A and AA violations, one line per failing element (empty when none).
 */
export async function wcagViolations(page: Page, selector?: string): Promise<string[]> {
  // A tab that moved to this page client-side has axe already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({path: AXE_SOURCE});
  const violations = await page.evaluate(
    async ({tags, part}) =>
      (await window.axe.run(part ?? document, {runOnly: {type: 'tag', values: tags}})).violations,
    {tags: WCAG_21_AA, part: selector},
  );
  return describeViolations(violations);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
