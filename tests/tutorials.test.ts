/**
 * The tutorial pages as readers meet them, in both docs versions: every spec page built, in the
 * sidebar's reading order, each with sections for the TOC, a link to the API page of every graphql
 * export its code imports, in the API reference of the page's own version, and a link onward to the
 * next page of the same version.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {graphqlImportsOf, unlinkedExports} from './support/examples';
import {API_VERSIONS} from './support/graphql-exports';
import {BUILD_DIR, ROOT} from './support/paths';

// Spec section 2, "Tutorial pages", in reading order.
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

type Version = (typeof API_VERSIONS)[number];

const routeOf = (version: Version, page: string) =>
  page === 'index' ? version.tutorialsBase : `${version.tutorialsBase}${page}`;
const htmlOf = (version: Version, page: string) =>
  parse(readFileSync(path.join(BUILD_DIR, routeOf(version, page), 'index.html'), 'utf8'));

for (const version of API_VERSIONS) {
  describe(`tutorial pages, ${version.label}`, () => {
    test('the sidebar lists every tutorial in reading order, with the Advanced and FAQ groups', () => {
      const html = htmlOf(version, 'index');
      const links = html
        .querySelectorAll(`nav.menu a.menu__link[href^="${version.tutorialsBase}"]`)
        .map((a) => a.getAttribute('href'));
      assert.deepEqual(
        links,
        READING_ORDER.map((page) => routeOf(version, page)),
      );
      const categories = html
        .querySelectorAll('nav.menu .menu__list-item-collapsible')
        .map((item) => item.text.trim());
      // Both versions have their guides after the tutorials; the current docs end them with the
      // upgrade guide from 16, while 16.x has its upgrade guides in a category of their own.
      assert.deepEqual(
        categories,
        version.label === 'Next' ? ['Advanced', 'FAQ', 'Guides'] : ['Advanced', 'FAQ', 'Guides', 'Upgrading'],
      );
    });

    for (const [index, page] of READING_ORDER.entries()) {
      test(`${page}: sections, API links of its version and the next step`, async () => {
        const html = htmlOf(version, page);
        const prose = html.querySelector('.theme-doc-markdown');
        assert.ok(prose, 'no Markdown content');
        assert.ok(prose.querySelectorAll('h2').length >= 2, 'fewer than two h2 sections');
        const anchors = prose.querySelectorAll('a');
        const hrefs = anchors.map((a) => a.getAttribute('href') ?? '');

        const file = path.join(ROOT, version.source, 'tutorials', `${page}.md`);
        const unlinked = unlinkedExports(await graphqlImportsOf(file), hrefs, version.apiBase);
        assert.deepEqual(
          unlinked,
          [],
          `graphql exports used in the code but not linked to their ${version.apiBase} page`,
        );
        if (version.label !== 'Next') {
          // A table of the releases links each release's reference, the current one's at `/api`;
          // everywhere else a link into the Next reference is a version mistake.
          const inReleaseTable = (a: (typeof anchors)[number]) =>
            a.getAttribute('href') === '/api' && a.closest('table') !== null;
          const otherVersion = anchors
            .filter((a) => !inReleaseTable(a))
            .map((a) => a.getAttribute('href') ?? '')
            .filter((href) => /^\/api(\/(function|class|interface|enum)\/|#|$)/.test(href));
          assert.deepEqual(otherVersion, [], 'links into the Next API reference');
        }

        const next = READING_ORDER[index + 1];
        if (next) {
          assert.ok(
            hrefs.some((href) => href.split('#')[0] === routeOf(version, next)),
            `no link to the next step, ${routeOf(version, next)}`,
          );
        }
      });
    }
  });
}
