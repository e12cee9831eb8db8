/**
 * Every internal link of every built page resolves: the target path is a built page or file,
 * and a `#fragment` names an element id on it. Docusaurus checks the links it renders itself;
 * this also covers the anchors of the API pages, whose ids the API plugin renders.
 * `tests/e2e/rendered-links.test.ts` does the same for the links of the hydrated API pages.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {filesUnder} from './support/build-files';
import {brokenLink, builtDocument} from './support/links';
import {BUILD_DIR} from './support/paths';

test('every internal link and anchor in the build resolves', () => {
  const broken: string[] = [];
  let checked = 0;
  let external = 0;
  for (const file of filesUnder(BUILD_DIR, '.html')) {
    const page = '/' + path.relative(BUILD_DIR, file).replace(/index\.html$/, '');
    for (const link of builtDocument(file).querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      // Links with a scheme (https:, mailto:) or to another host are not the site's; relative
      // links are, resolved against their page as a browser resolves them.
      if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(href)) {
        external += 1;
        continue;
      }
      checked += 1;
      const problem = brokenLink(page, href);
      if (problem) broken.push(problem);
    }
  }
  assert.ok(checked > 10_000, `only ${checked} links checked`);
  console.log(`links: ${checked} internal links checked, ${external} to other sites left out`);
  assert.deepEqual(broken, []);
});
