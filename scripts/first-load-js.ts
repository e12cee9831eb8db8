import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';

/** The page types whose first-load JavaScript the size guard and the benchmark track, each with
 * one page of that type. */
export const PAGE_TYPES = {
  home: '/',
  tutorial: '/docs/tutorials/object-types',
  // The guides: docs pages like the tutorials, with longer code.
  guide: '/docs/guides/dataloader',
  // The longest guide and the upgrade guide: what a page ships that grows with
  // its length, its code above all.
  'longest-guide': '/docs/guides/testing',
  'upgrade-guide': '/docs/upgrading/v16-to-v17',
  'api-index': '/api',
  class: '/api/class/GraphQLObjectType',
  enum: '/api/enum/Kind',
  function: '/api/function/graphql',
  interface: '/api/interface/GraphQLFieldConfig',
  // The 16.x docs version: its route table and banner ship with every page too.
  'tutorial-16.x': '/docs/16.x/tutorials/object-types',
  // The longest page of 16.x, its upgrade guide from 15.
  'upgrade-guide-16.x': '/docs/16.x/upgrading/v15-to-v16',
  'class-16.x': '/api/16.x/class/GraphQLObjectType',
  // The 16.x guides: docs pages like the 16.x tutorials, with longer code.
  'guide-16.x': '/docs/16.x/guides/dataloader',
} as const;

export type PageType = keyof typeof PAGE_TYPES;

/** One JavaScript file a page loaded before it was interactive. */
export type LoadedScript = {
  /** Site path, e.g. `/assets/js/main.1a2b3c4d.js`. */
  path: string;
  /** Size on disk, in bytes. */
  bytes: number;
  /** Size after gzip (zlib level 9), in bytes: what a compressing host sends. */
  gzipBytes: number;
};

/**
 * Loads a page of the built site in Chromium and lists the JavaScript it fetched before it was
 * interactive: the scripts of its HTML and the chunks the runtime loads before it hydrates (all
 * of them complete by then, since Docusaurus preloads a route's chunks before rendering it).
 * Scripts fetched after hydration (link prefetching, the search index on focus) are left out.
 * Sizes are read from `buildDir`, so the figures are deterministic for a given build.
 * @param page a Playwright page; it is navigated to `origin + pagePath`
 * @param origin origin serving `buildDir`, without a trailing slash
 * @param pagePath site path of the page
 * @param buildDir the served build folder
 * @returns the scripts, sorted by path, and their gzip total in bytes
 * @throws when the page does not hydrate within Playwright's default timeout
 */
export async function measureFirstLoadJs(
  page: Page,
  origin: string,
  pagePath: string,
  buildDir: string,
): Promise<{scripts: LoadedScript[]; gzipBytes: number}> {
  await page.addInitScript(() => {
    const state = window as unknown as {scriptsAtHydration?: string[]};
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      // The page's own scripts are preloaded, then run by a script element
      // (plugins/ssr-template.ts): their request is the preload's.
      const elements = new Set(Array.from(document.scripts, (script) => script.src));
      state.scriptsAtHydration = performance
        .getEntriesByType('resource')
        // Executed scripts only: Docusaurus prefetches the routes of visible links with
        // <link rel="prefetch">, which the page does not need to become interactive.
        .filter((entry) => {
          const initiator = (entry as PerformanceResourceTiming).initiatorType;
          return initiator === 'script' || (initiator === 'link' && elements.has(entry.name));
        })
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js'));
      // Init scripts run before <html> exists, so watch the document, not its element.
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(origin + pagePath);
  const urls = await page.waitForFunction(
    () => (window as unknown as {scriptsAtHydration?: string[]}).scriptsAtHydration,
  );
  const paths = [...new Set((await urls.jsonValue()) as string[])].map((url) => new URL(url).pathname).sort();
  const scripts = paths.map((sitePath) => {
    const content = readFileSync(path.join(buildDir, sitePath));
    return {path: sitePath, bytes: content.length, gzipBytes: gzipSync(content, {level: 9}).length};
  });
  return {scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0)};
}
