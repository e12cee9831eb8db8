/**
 * The API pages read as first-party docs: no
 * "external" badge, no graphql-js internals, source links into graphql/graphql-js at the
 * documented tag, and a link on every type reference to a documented symbol.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse, type HTMLElement} from 'node-html-parser';
import * as graphql from 'graphql';
import {API_VERSIONS, GRAPHQL_DIR, graphqlExports, shadowedExportNames} from './support/graphql-exports';
import {BUILD_DIR} from './support/paths';
import {API_KIND_ROUTES} from './support/spec';

const SOURCE_PREFIX = `https://github.com/graphql/graphql-js/blob/v${graphql.version}/src/`;

type Page = {route: string; html: HTMLElement};

/** Every API page of one docs version, by the route base of its API reference. */
function readPages(apiBase = '/api'): Page[] {
  const routes = [apiBase];
  for (const kind of Object.keys(API_KIND_ROUTES)) {
    const base = `${apiBase}/${kind}/`;
    for (const name of readdirSync(path.join(BUILD_DIR, base))) {
      if (existsSync(path.join(BUILD_DIR, base, name, 'index.html'))) {
        routes.push(base + name);
      }
    }
  }
  return routes.map((route) => ({
    route,
    html: parse(readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8')),
  }));
}

const pages = readPages();
const exportsByName = new Map(graphqlExports().map((item) => [item.name, item]));

// GraphQL reserves `__` names for introspection; those are public API (spec section 4.1 of
// the GraphQL specification), everything else with `__` is a graphql-js internal.
const introspectionNames = new Set([
  ...graphql.introspectionTypes.map((type) => type.name),
  graphql.SchemaMetaFieldDef.name,
  graphql.TypeMetaFieldDef.name,
  graphql.TypeNameMetaFieldDef.name,
]);

/** Maps a graphql typings file (`type/schema.d.ts`) to its source in the repository. */
function sourceUrlOf(typingsFile: string): string {
  return SOURCE_PREFIX + typingsFile.replace(/\.d\.ts$/, '.ts');
}

describe('API pages', () => {
  test('reads every API page of the build', () => {
    assert.ok(pages.length > 290, `only ${pages.length} pages`);
  });

  test('no page shows a path of the machine that built it', () => {
    // TypeDoc names a reference it cannot name otherwise by its module's file (`"/…/kinds_"`).
    const offending = [...pages, ...readPages('/api/16.x')].filter(({html}) =>
      /node_modules/.test(html.text),
    );
    assert.deepEqual(
      offending.map((page) => page.route),
      [],
    );
  });

  // Lighthouse's mobile audit of a function page: SEO "meta-description" and axe "heading-order"
  // (its Example, Parameters and Returns were h4 right after the h2 "Callable").
  test('every page of both versions has a meta description and headings that go down one level at a time', () => {
    const offending: string[] = [];
    for (const {route, html} of [...pages, ...readPages('/api/16.x')]) {
      if (!html.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()) {
        offending.push(`${route}: no meta description`);
      }
      let previous = 1;
      for (const heading of html.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')) {
        const level = Number(heading.tagName.slice(1));
        if (level > previous + 1)
          offending.push(`${route}: h${level} "${heading.text.trim()}" after h${previous}`);
        previous = level;
      }
    }
    assert.deepEqual(offending.slice(0, 20), []);
  });

  test('no page carries an "external" badge', () => {
    const offending = pages.filter(({html}) =>
      html.querySelectorAll('.tsd-flag').some((flag) => /external/i.test(flag.text + flag.classNames)),
    );
    assert.deepEqual(
      offending.map((page) => page.route),
      [],
    );
  });

  test('no page of either version documents a __-prefixed internal member', () => {
    const offending: string[] = [];
    for (const version of API_VERSIONS) {
      for (const {route, html} of readPages(version.apiBase)) {
        for (const anchor of html.querySelectorAll('.tsd-anchor-id[id^="__"]')) {
          if (!introspectionNames.has(anchor.id)) {
            offending.push(`${route}#${anchor.id}`);
          }
        }
      }
    }
    assert.deepEqual(offending, []);
    // The test can see such members: graphql 16's GraphQLSchema declares one in its typings
    // (17 declares none).
    assert.match(
      readFileSync(path.join(API_VERSIONS[1].dir, 'type', 'schema.d.ts'), 'utf8'),
      /__validationErrors/,
    );
  });

  test('every source link points at a .ts file of graphql-js at the documented tag', () => {
    const bad: string[] = [];
    let count = 0;
    for (const {route, html} of pages) {
      for (const link of html.querySelectorAll('a')) {
        const href = link.getAttribute('href') ?? '';
        if (
          !/^https:\/\/github\.com\/graphql\/graphql-js\/blob\//.test(href) &&
          !link.querySelector('.codicon-file-code')
        ) {
          continue;
        }
        count += 1;
        const relative = href.startsWith(SOURCE_PREFIX) ? href.slice(SOURCE_PREFIX.length) : '';
        const typings = path.join(GRAPHQL_DIR, relative.replace(/\.ts$/, '.d.ts'));
        if (!relative.endsWith('.ts') || relative.endsWith('.d.ts') || !existsSync(typings)) {
          bad.push(`${route}: ${href}`);
        }
      }
    }
    assert.ok(count > 1000, `only ${count} source links`);
    assert.deepEqual(bad, []);
  });

  test('each class, enum, function and interface page links the file that declares it', () => {
    const missing: string[] = [];
    // Every page but the index is one export's: a page no export matches is a failure, not a skip.
    const symbolPages = pages.filter(({route}) => route !== '/api');
    for (const {route, html} of symbolPages) {
      const name = route.split('/').pop() ?? '';
      const declared = exportsByName.get(name);
      if (!declared) {
        missing.push(`${route} (graphql exports no ${name})`);
        continue;
      }
      const hrefs = html.querySelectorAll('a').map((a) => a.getAttribute('href'));
      if (!hrefs.includes(sourceUrlOf(declared.file))) {
        missing.push(`${route} (expected ${sourceUrlOf(declared.file)})`);
      }
    }
    assert.ok(symbolPages.length > 290, `only ${symbolPages.length} pages checked`);
    assert.deepEqual(missing, []);
  });

  test('every type reference to a documented symbol links to its page', () => {
    const shadowed = shadowedExportNames();
    assert.ok(shadowed.has('Location'), 'the check for shadowed names finds nothing');
    const unlinked: string[] = [];
    let linked = 0;
    for (const {route, html} of pages) {
      for (const element of html.querySelectorAll('.tsd-signature-type')) {
        const name = element.text.trim();
        if (element.tagName === 'A') {
          linked += 1;
        } else if (exportsByName.has(name) && !exportsByName.get(name)?.internal && !shadowed.has(name)) {
          unlinked.push(`${route}: ${name}`);
        }
      }
    }
    assert.ok(linked > 1000, `only ${linked} linked type references`);
    assert.deepEqual(unlinked, []);
  });

  test('token names in doc comments read as text, not as HTML elements', () => {
    const token = pages.find((page) => page.route === '/api/class/Token');
    assert.ok(token, 'no Token page');
    // graphql's comment on Token.prev names the <SOF> and <EOF> tokens.
    assert.equal(token.html.querySelector('sof'), null);
    assert.equal(token.html.querySelector('eof'), null);
    assert.match(
      token.html.getElementById('prev')?.closest('section')?.text ?? '',
      /<SOF> is always the first node and <EOF>/,
    );
  });
});
