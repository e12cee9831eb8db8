import {test as nodeTest, type TestContext} from 'node:test';
import {chromium, type Browser, type Page} from 'playwright-core';

/** Debian's Chromium; `scripts/ensure-chromium.sh` installs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags on this machine: headless, no sandbox (root), and no background traffic to
 * hosts the closed network cannot reach.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long one browser test may take before it fails. */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;

/**
 * node:test's `test` with a per-test timeout, for the suites that drive the browser: a hang, such
 * as a promise that nothing settles once the page broke, fails that test after
 * {@link BROWSER_TEST_TIMEOUT_MS} instead of holding the whole run. Playwright's own waits give up
 * after 30 s; this bounds the rest.
 * @param name the test's name
 * @param fn its body, as for node:test
 * @param timeoutMs the bound, for a test that visits many pages in turn
 * @returns node:test's promise for the test.
 */
export function test(
  name: string,
  fn: (context: TestContext) => void | Promise<void>,
  timeoutMs = BROWSER_TEST_TIMEOUT_MS,
): Promise<void> {
  return nodeTest(name, {timeout: timeoutMs}, fn);
}

/**
 * Launches headless Chromium with the flags this machine needs: no sandbox as root, and no
 * background traffic to hosts the closed network cannot reach.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}

/**
 * Opens a page and waits until React has hydrated it (Docusaurus sets
 * `data-has-hydrated="true"` on `<html>`), so that keyboard shortcuts and client-side
 * behaviour are live.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) where it is now, so that its
 * timers, `Date` and animation frames move only with `page.clock.runFor`; its workers keep real
 * time. Playwright pauses at a given moment and refuses one in the past, so the clock first jumps
 * 1 s ahead (timers due within it fire).
 */
export async function holdPageClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
