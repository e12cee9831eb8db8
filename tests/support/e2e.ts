import {after, before} from 'node:test';
import type {Browser, BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core';
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

/**
 * The inner HTML of each element `locator` matches, with style attributes as the browser writes
 * them: a code block hydrated from the server's HTML keeps the server's text (`color:#393A34`),
 * one rendered in the browser after a client-side navigation has the browser's (`color: rgb(…)`),
 * and the two look the same to a reader.
 * @param leaveOut a selector of elements to leave out of the HTML
 * @returns one HTML string per matched element, in document order.
 */
export function innerHtmlAsRendered(locator: Locator, leaveOut?: string): Promise<string[]> {
  return locator.evaluateAll(
    (elements, without) =>
      elements.map((element) => {
        const copy = element.cloneNode(true) as Element;
        if (without) for (const left of copy.querySelectorAll(without)) left.remove();
        for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) {
          styled.setAttribute('style', styled.style.cssText);
        }
        return copy.innerHTML;
      }),
    leaveOut,
  );
}
