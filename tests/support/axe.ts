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
 * Runs axe-core over the whole document of a page as it is now.
 * @returns the WCAG 2.1 A and AA violations, one line per failing element (empty when none).
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({path: AXE_SOURCE});
  const violations = await page.evaluate(
    async (tags) => (await window.axe.run(document, {runOnly: {type: 'tag', values: tags}})).violations,
    WCAG_21_AA,
  );
  return describeViolations(violations);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
