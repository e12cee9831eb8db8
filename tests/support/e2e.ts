import {after, before} from 'node:test';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {launchChromium} from './browser';
import {serveBuild, type BuildServer} from './serve';

/** A served production build and a browser, shared by the tests of one file. */
export type E2E = {
  origin: () => string;
  /** A fresh context (own local storage) and page, closed after the file's tests. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
};

/**
 * Registers before/after hooks that serve `build/` on 127.0.0.1 and launch Chromium once per
 * test file, and hands out isolated pages.
 */
export function useSite(): E2E {
  let server: BuildServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  before(async () => {
    server = await serveBuild();
    browser = await launchChromium();
  });
  after(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.close();
  });
  return {
    origin: () => server.origin,
    newPage: async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Follows a site path with Docusaurus's router, as a Link click would: a client-side navigation. */
export async function navigateClientSide(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, to);
}

/**
 * Records the page's uncaught errors and console errors (React's hydration errors among them) from
 * now on.
 * @returns the list they are pushed to
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  return problems;
}
