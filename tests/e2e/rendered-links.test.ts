/**
 * Quality gate: the links of API pages as the browser renders them resolve. The API plugin
 * builds its links (type references, hierarchy, `@link` tags in comments) in React from the
 * TypeDoc data, and Docusaurus's own broken-link check sees only the links rendered through
 * its collector. This renders API pages of both docs versions in the browser and checks every
 * `a[href]` in the DOM against the build, as `tests/links.test.ts` does for the server-rendered
 * HTML of every page: the indexes, every module page and a third of the symbol pages, every kind
 * of page of both versions among them (see SYMBOL_SAMPLE).
 *
 * The first page loads and hydrates; every other page is reached by client-side navigation, as a
 * reader's click reaches it ({@link openRoute}), which renders the same components without
 * reloading the site's JavaScript for each page. A page counts as rendered once its own heading
 * shows: Docusaurus keeps the previous page on screen while the next loads.
 */
import assert from 'node:assert/strict';
import path from 'node:path';

import {filesUnder} from '../support/build-files';
import {BROWSER_TEST_TIMEOUT_MS, test} from '../support/browser';
import {openRoute, useSite} from '../support/e2e';
import {brokenLink} from '../support/links';
import {BUILD_DIR} from '../support/paths';

const site = useSite();
const TABS = 3;
const allPages = filesUnder(path.join(BUILD_DIR, 'api'), '.html').map(
  (file) => '/' + path.relative(BUILD_DIR, file).replace(/\/?index\.html$/, ''),
);
const isSymbolPage = (pagePath: string) => /\/(class|enum|function|interface)\/[^/]+$/.test(pagePath);
/** Rendering is the same components on every page of a kind, and tests/links.test.ts checks the
 * links of every page's server-rendered HTML: the indexes, every module page and every third page
 * of the sorted list of symbol pages (the test checks that every kind of both versions is among
 * them) keep the suite within its time on two cores. */
const SYMBOL_SAMPLE = 3;
const pages = allPages.filter((pagePath, index) => !isSymbolPage(pagePath) || index % SYMBOL_SAMPLE === 0);
// The bound grows with the pages it visits. It only stops a hang: in `npm test` the examples, a
// fixture build and another browser suite share the two cores with this one, and at a second a
// page (237 s for its 237 pages) it ran out on a machine busier still.
const TIMEOUT_MS = Math.max(BROWSER_TEST_TIMEOUT_MS, pages.length * 3000);

test(
  'every link on the rendered API pages of both versions resolves',
  async () => {
    assert.ok(allPages.length > 250, `only ${allPages.length} API pages`);
    // Every kind of page of both versions is rendered.
    const kinds = (list: string[]) => new Set(list.map((pagePath) => pagePath.replace(/[^/]+$/, '')));
    assert.deepEqual(kinds(pages), kinds(allPages));
    const broken: string[] = [];
    let checked = 0;
    // Pages wait on the network and the renderer more than on the CPU: a few tabs at once.
    const tabs = Array.from({length: TABS}, (_, tab) => pages.filter((_, index) => index % TABS === tab));
    await Promise.all(
      tabs.map(async (tabPages) => {
        const page = await site.newPage();
        for (const pagePath of tabPages) {
          await openRoute(page, site.origin() + pagePath);
          // The page shown is the one asked for: its own heading, an API page's name
          // (`GraphQLList <T>` for generics), a module page's specifier (`graphql/execution`), or
          // the index's.
          const moduleSlug = /\/module\/([^/]+)$/.exec(pagePath)?.[1];
          const name = isSymbolPage(pagePath)
            ? pagePath.split('/').pop()
            : moduleSlug && (moduleSlug === 'graphql' ? 'graphql' : `graphql/${moduleSlug}`);
          await page.waitForFunction(
            ({target, heading}) => {
              const h1 = document.querySelector('article h1, main h1')?.textContent?.trim() ?? '';
              return (
                window.location.pathname === target &&
                (heading
                  ? h1 === heading || h1.startsWith(`${heading} <`) || h1.startsWith(`${heading}<`)
                  : h1 === 'API reference')
              );
            },
            {target: pagePath, heading: name},
          );
          const hrefs = await page.$$eval('a[href]', (links) =>
            links.map((link) => link.getAttribute('href') ?? ''),
          );
          for (const href of hrefs) {
            checked += 1;
            const problem = brokenLink(pagePath, href);
            if (problem) broken.push(problem);
          }
        }
      }),
    );
    assert.ok(checked > 5_000, `only ${checked} links checked`);
    assert.deepEqual(broken, []);
  },
  TIMEOUT_MS,
);
