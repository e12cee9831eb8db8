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
