/**
 * The guides as readers meet them (guides issue): thirteen pages at `/docs/guides/{page}` in a
 * "Guides" category of the tutorial sidebar, in the order, listed with their descriptions
 * on `/docs/guides`; each with sections, a description, a link to the API page of every graphql
 * export its code imports, and links to related guides or tutorials; reached from the home page and
 * the tutorials index; in the current docs only. Their code blocks run in `examples.test.ts`.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {graphqlImportsOf, unlinkedExports} from './support/examples';
import {BUILD_DIR, ROOT} from './support/paths';

// The guides issue, "Pages", in its order.
const GUIDES = [
  'resolver-anatomy',
  'nullability',
  'abstract-types',
  'custom-scalars',
  'oneof-input-objects',
  'errors',
  'subscriptions',
  'dataloader',
  'pagination',
  'schema-evolution',
  'directives',
  'testing',
  'cancellation',
];

const INDEX = '/docs/guides';
const routeOf = (guide: string) => `${INDEX}/${guide}`;
const htmlAt = (route: string) => parse(readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8'));

describe('guides', () => {
  test('the sidebar has a Guides category with every guide in order, after the tutorials', () => {
    const html = htmlAt(routeOf(GUIDES[0]));
    const category = html
      .querySelectorAll('nav.menu .menu__list-item')
      .find((item) => item.querySelector('.menu__list-item-collapsible')?.text.trim() === 'Guides');
    assert.ok(category, 'no Guides category');
    const links = category.querySelectorAll('a.menu__link').map((a) => a.getAttribute('href'));
    assert.deepEqual(links, [INDEX, ...GUIDES.map(routeOf)]);
    const all = html.querySelectorAll('nav.menu a.menu__link').map((a) => a.getAttribute('href') ?? '');
    assert.ok(
      all.indexOf(INDEX) > all.indexOf('/docs/tutorials/defer-stream'),
      'Guides come before the last tutorial',
    );
  });

  test(`${INDEX} lists every guide with its description`, () => {
    const cards = htmlAt(INDEX).querySelectorAll('article a[href^="/docs/guides/"]');
    assert.deepEqual(
      cards.map((card) => card.getAttribute('href')),
      GUIDES.map(routeOf),
    );
    for (const card of cards) {
      assert.ok(
        (card.querySelector('p')?.text.trim().length ?? 0) > 20,
        `${card.getAttribute('href')}: no description`,
      );
    }
  });

  test('the home page and the tutorials index lead to the guides', () => {
    for (const route of ['/', '/docs/tutorials/']) {
      const hrefs = htmlAt(route)
        .querySelectorAll('main a')
        .map((a) => a.getAttribute('href'));
      assert.ok(hrefs.includes(INDEX), `${route} has no link to ${INDEX}`);
    }
  });

  test('the 16.x docs have no guides', () => {
    assert.equal(existsSync(path.join(BUILD_DIR, 'docs', '16.x', 'guides')), false);
    const html = htmlAt('/docs/16.x/tutorials/');
    const guideLinks = html.querySelectorAll('nav.menu a.menu__link[href*="/guides"]');
    assert.deepEqual(
      guideLinks.map((a) => a.getAttribute('href')),
      [],
    );
  });

  for (const guide of GUIDES) {
    test(`${guide}: title, description, sections, API links and related pages`, async () => {
      const html = htmlAt(routeOf(guide));
      assert.ok(html.querySelector('h1')?.text.trim(), 'no h1');
      const description = html.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      assert.ok(description.length > 30, `description "${description}"`);
      const prose = html.querySelector('.theme-doc-markdown');
      assert.ok(prose, 'no Markdown content');
      assert.ok(prose.querySelectorAll('h2').length >= 3, 'fewer than three h2 sections');
      const hrefs = prose.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');
      const file = path.join(ROOT, 'docs', 'guides', `${guide}.md`);
      const imports = await graphqlImportsOf(file);
      assert.ok(imports.length > 0, 'the page imports nothing from graphql');
      assert.deepEqual(
        unlinkedExports(imports, hrefs, '/api'),
        [],
        'graphql exports used in the code but not linked to their /api page',
      );
      const related = hrefs.filter(
        (href) => /^\/docs\/(guides|tutorials)\//.test(href) && !href.startsWith(routeOf(guide)),
      );
      assert.ok(related.length > 0, 'no link to a related guide or tutorial');
    });
  }
});
