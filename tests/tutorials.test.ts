/**
 * The tutorial pages as readers meet them (tutorials issue, "Content"): every spec page built,
 * in the sidebar's reading order, each with sections for the TOC, a link to the API page of
 * every graphql export its code imports, and a link onward to the next page.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {readCodeBlocks} from './support/examples';
import {BUILD_DIR, ROOT} from './support/paths';

// Spec section 2, "Tutorial pages", in the reading order the tutorials issue sets.
const READING_ORDER = [
  'index',
  'running-an-express-graphql-server',
  'graphql-clients',
  'basic-types',
  'passing-arguments',
  'object-types',
  'mutations-and-input-types',
  'authentication-and-express-middleware',
  'constructing-types',
  'going-to-production',
  'express-graphql',
  'defer-stream',
];

const routeOf = (page: string) => (page === 'index' ? '/docs/tutorials/' : `/docs/tutorials/${page}`);
const htmlOf = (page: string) =>
  parse(readFileSync(path.join(BUILD_DIR, routeOf(page), 'index.html'), 'utf8'));

/** Names a page's code imports from 'graphql' (`import { a, b as c } from 'graphql'`). */
async function graphqlImports(page: string): Promise<string[]> {
  const blocks = await readCodeBlocks(path.join(ROOT, 'docs', 'tutorials', `${page}.md`));
  const names = new Set<string>();
  for (const {code} of blocks) {
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'graphql'/g)) {
      for (const name of match[1].split(',')) {
        const imported = name.trim().split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
    }
  }
  return [...names];
}

describe('tutorial pages', () => {
  test('the sidebar lists every tutorial in reading order, with the Advanced and FAQ groups', () => {
    const html = htmlOf('index');
    const links = html
      .querySelectorAll('nav.menu a.menu__link[href^="/docs/tutorials/"]')
      .map((a) => a.getAttribute('href'));
    assert.deepEqual(links, READING_ORDER.map(routeOf));
    const categories = html
      .querySelectorAll('nav.menu .menu__list-item-collapsible')
      .map((item) => item.text.trim());
    assert.deepEqual(categories, ['Advanced', 'FAQ']);
  });

  for (const [index, page] of READING_ORDER.entries()) {
    test(`${page}: sections, API links and the next step`, async () => {
      const html = htmlOf(page);
      const prose = html.querySelector('.theme-doc-markdown');
      assert.ok(prose, 'no Markdown content');
      assert.ok(prose.querySelectorAll('h2').length >= 2, 'fewer than two h2 sections');
      const hrefs = prose.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');

      const unlinked = (await graphqlImports(page)).filter(
        (name) =>
          !hrefs.some((href) =>
            new RegExp(`^/api(/(function|class|interface|enum)/${name}|#${name})$`).test(href),
          ),
      );
      assert.deepEqual(unlinked, [], 'graphql exports used in the code but not linked to their API page');

      const next = READING_ORDER[index + 1];
      if (next) {
        assert.ok(
          hrefs.some((href) => href.split('#')[0] === routeOf(next)),
          `no link to the next step, ${routeOf(next)}`,
        );
      }
    });
  }
});
