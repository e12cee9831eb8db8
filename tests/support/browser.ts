import {chromium, type Browser} from 'playwright-core';

/** Debian's Chromium; `scripts/ensure-chromium.sh` installs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches headless Chromium with the flags this machine needs: no sandbox as root, and no
 * background traffic to hosts the closed network cannot reach.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
