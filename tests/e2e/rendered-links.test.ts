/**
 * Quality gate: the links of every API page as the browser renders them resolve. The API plugin
 * builds its links (type references, hierarchy, `@link` tags in comments) in React from the
 * TypeDoc data, and Docusaurus's own broken-link check sees only the links rendered through
 * its collector. This visits each API page, hydrated, and checks every `a[href]` in the DOM
 * against the build, as `tests/links.test.ts` does for the server-rendered HTML.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {filesUnder} from '../support/build-files';
import {gotoHydrated} from '../support/browser';
import {useSite} from '../support/e2e';
import {brokenLink} from '../support/links';
import {BUILD_DIR} from '../support/paths';

const site = useSite();

test('every link on every hydrated API page resolves', async () => {
  const pages = filesUnder(path.join(BUILD_DIR, 'api'), '.html').map(
    (file) => '/' + path.relative(BUILD_DIR, file).replace(/\/?index\.html$/, ''),
  );
  assert.ok(pages.length > 250, `only ${pages.length} API pages`);
  const page = await site.newPage();
  const broken: string[] = [];
  let checked = 0;
  for (const pagePath of pages) {
    await gotoHydrated(page, site.origin() + pagePath);
    const hrefs = await page.$$eval('a[href]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) {
      checked += 1;
      const problem = brokenLink(pagePath, href);
      if (problem) broken.push(problem);
    }
  }
  assert.ok(checked > 10_000, `only ${checked} links checked`);
  assert.deepEqual(broken, []);
});
