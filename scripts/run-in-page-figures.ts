import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';

/** What the in-page runner costs the reader, as `npm run bench` reports it. */
export type RunInPageFigures = {
  /** From the press of Run to the first output in the page, first run of a fresh page (ms). */
  coldRunMs: number;
  /** The same for the next run on the same page, everything loaded (ms). */
  warmRunMs: number;
  /** The JavaScript the first Run loads, gzip bytes per file (site path to bytes). */
  runLoads: Record<string, number>;
  /** The JavaScript the first Edit loads after that. */
  editLoads: Record<string, number>;
};

/**
 * Presses a block's Run in the page and measures, with the page's own clock, until the run is
 * over and its output shows (the block's log has text and is no longer busy).
 */
function pressAndTimeOutput(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>('button[aria-label^="Run "]');
        let busy = false;
        const start = performance.now();
        new MutationObserver((_, observer) => {
          // The page's first block (the panel that the first press loads replaces its buttons).
          // No helper functions in here: tsx would wrap them in a helper the page lacks.
          const element = document.querySelector('[role="log"]');
          if (element?.getAttribute('aria-busy') === 'true') busy = true;
          else if (busy && element?.textContent) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
        button?.click();
        setTimeout(() => reject(new Error('no output within 30 s of Run')), 30_000);
      }),
  );
}

/**
 * Measures Run and Edit on a page: the time from Run to output, cold and warm, and what each
 * loads. Each cold figure is the median of `runs` fresh browser contexts.
 * @param browser Chromium
 * @param origin where the production build is served (compressed, as a static host would)
 * @param pagePath a page whose first runnable block prints something
 * @param buildDir the served build folder, whose files give the gzip sizes
 * @param runs how many fresh pages to time
 * @returns the figures; sizes from the first fresh page.
 */
export async function measureRunInPage(
  browser: Browser,
  origin: string,
  pagePath: string,
  buildDir: string,
  runs = 3,
): Promise<RunInPageFigures> {
  const cold: number[] = [];
  const warm: number[] = [];
  let runLoads: Record<string, number> = {};
  let editLoads: Record<string, number> = {};
  for (let index = 0; index < runs; index++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(origin + pagePath);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: /^Run /}).first().waitFor();
    await page.waitForLoadState('networkidle');
    requested = [];
    cold.push(await pressAndTimeOutput(page));
    const loadedByRun = requested;
    requested = [];
    warm.push(await pressAndTimeOutput(page));
    requested = [];
    await page
      .getByRole('button', {name: /^Edit /})
      .first()
      .click();
    await page.getByRole('textbox', {name: /^Code of /}).waitFor();
    await page.waitForLoadState('networkidle');
    if (index === 0) {
      const sizes = (paths: string[]) =>
        Object.fromEntries(
          paths
            .filter((sitePath) => sitePath.endsWith('.js'))
            .map((sitePath) => [
              sitePath,
              gzipSync(readFileSync(path.join(buildDir, sitePath)), {level: 9}).length,
            ]),
        );
      runLoads = sizes(loadedByRun);
      editLoads = sizes(requested);
    }
    await context.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {coldRunMs: median(cold), warmRunMs: median(warm), runLoads, editLoads};
}
