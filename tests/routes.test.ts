/**
 * Every route of spec section 2 exists in the production build and answers from
 * `docusaurus serve` (what `npm run serve` runs) with its own page.
 */
import assert from 'node:assert/strict';
import {readdirSync, existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {launchChromium, test as browserTest} from './support/browser';
import {pathToFileURL} from 'node:url';
import {packageVersion} from './support/examples';
import {API_VERSIONS, publicExportNames} from './support/graphql-exports';
import {filesUnder} from './support/build-files';
import {BUILD_DIR} from './support/paths';
import {serveBuild, type BuildServer} from './support/serve';
import {API_KIND_ROUTES, SPEC_CLASSES, SPEC_ENUMS, SPEC_FUNCTIONS, SPEC_INTERFACES} from './support/spec';

let server: BuildServer;
before(async () => {
  server = await serveBuild();
});
after(async () => {
  await server?.close();
});

async function fetchPage(route: string) {
  const response = await fetch(server.origin + route).catch((error: Error & {cause?: {code?: string}}) => {
    // A kept-alive connection that the server closed as the request went out (its keep-alive
    // timeout, on a busy machine) fails before any answer: the request is sent again, once.
    if (error.cause?.code === 'UND_ERR_SOCKET') return fetch(server.origin + route);
    throw error;
  });
  return {status: response.status, html: parse(await response.text())};
}

/** The names of the built pages of one API kind in one version: folders holding an index.html. */
function builtPages(apiBase: string, kind: keyof typeof API_KIND_ROUTES): string[] {
  const dir = path.join(BUILD_DIR, apiBase, kind);
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'index.html')))
    .sort();
}

/** The values of an enum as the package exports it at run time (a TS enum or a constant object). */
async function enumValues(dir: string, name: string): Promise<[string, string][]> {
  const graphql = (await import(pathToFileURL(path.join(dir, 'index.js')).href)) as Record<string, object>;
  return Object.entries(graphql[name]).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

for (const version of API_VERSIONS) {
  describe(`API reference routes, ${version.label} (${version.apiBase})`, () => {
    const isNewest = version.name === 'current';

    // 16.15.0 has exactly the spec's 17 classes and 7 enums; 17.1.0 adds classes and SafeChangeType.
    for (const [kind, specNames, what] of [
      ['class', SPEC_CLASSES, 'public class export'],
      ['enum', SPEC_ENUMS, 'enum or enum-like export'],
    ] as const) {
      test(`one ${kind} page per ${what}, including the spec’s ${specNames.length}`, () => {
        const expected = publicExportNames(kind, version.dir);
        assert.deepEqual(builtPages(version.apiBase, kind), expected);
        assert.deepEqual(
          specNames.filter((name) => !expected.includes(name)),
          [],
          `spec ${kind} pages missing from the typings`,
        );
        if (!isNewest) {
          assert.deepEqual(
            expected,
            [...specNames].sort(),
            `${version.label} has exactly the spec’s ${kind} pages`,
          );
        }
      });
    }

    test('each enum page lists every value of the enum as a member, with its value', async () => {
      for (const name of publicExportNames('enum', version.dir)) {
        const {status, html} = await fetchPage(`${version.apiBase}/enum/${name}`);
        assert.equal(status, 200, name);
        const values = await enumValues(version.dir, name);
        assert.ok(values.length > 1, `${name}: no values read from the package`);
        for (const [key, value] of values) {
          const anchor = html.getElementById(key);
          assert.ok(anchor, `${name}: no member ${key}`);
          const member = anchor.closest('section') ?? anchor.parentNode;
          assert.ok(member?.text.includes(value), `${name}.${key}: value ${value} not shown`);
        }
        // 17 declares them as constant objects or a namespace, not as TypeScript enums: the page says so.
        assert.equal(
          /not a TypeScript\s+enum/.test(html.querySelector('article')?.text ?? ''),
          isNewest,
          `${name}: the note on what the symbol is in graphql 17`,
        );
      }
    });

    for (const [kind, named] of [
      ['function', SPEC_FUNCTIONS],
      ['interface', SPEC_INTERFACES],
    ] as const) {
      test(`there is one ${kind} page per public ${kind} export of graphql, and no other`, () => {
        const expected = publicExportNames(kind, version.dir);
        assert.ok(expected.length > 100, `only ${expected.length} ${kind}s read from the typings`);
        assert.deepEqual(builtPages(version.apiBase, kind), expected);
        // The spec's routes are those of the current docs; 16 lacks some (experimentalExecuteIncrementally).
        for (const name of isNewest ? named : []) {
          assert.ok(expected.includes(name), `the spec names ${name}, graphql does not export it`);
        }
      });
    }

    test('every API page answers 200 with its name as the title, and its source links point at the release tag', async () => {
      const kinds = Object.keys(API_KIND_ROUTES) as (keyof typeof API_KIND_ROUTES)[];
      const routes = kinds.flatMap((kind) =>
        builtPages(version.apiBase, kind).map((name) => ({
          name,
          route: `${version.apiBase}/${kind}/${name}`,
        })),
      );
      const tag = `/blob/v${packageVersion(version.dir)}/src/`;
      for (const {name, route} of routes) {
        const {status, html} = await fetchPage(route);
        assert.equal(status, 200, route);
        // The heading is the name, then type parameters for generics: `GraphQLList <T>`.
        const heading = html.querySelector('h1')?.text.trim() ?? '';
        assert.ok(heading === name || heading.startsWith(`${name} <`), `${route}: h1 is "${heading}"`);
        const sources = html
          .querySelectorAll('a[href^="https://github.com/graphql/graphql-js/blob/"]')
          .map((a) => a.getAttribute('href') ?? '');
        assert.ok(sources.length > 0, `${route}: no source link`);
        assert.deepEqual(
          sources.filter((href) => !href.includes(tag)),
          [],
          `${route}: source links not at ${tag}`,
        );
      }
    });

    test(`${version.apiBase} anchors every exported type alias and variable`, async () => {
      const {status, html} = await fetchPage(version.apiBase);
      assert.equal(status, 200);
      const names = [
        ...publicExportNames('typeAlias', version.dir),
        ...publicExportNames('variable', version.dir),
      ];
      assert.ok(names.length > 50, `only ${names.length} type aliases and variables read from the typings`);
      const missing = names.filter((name) => !html.getElementById(name));
      assert.deepEqual(missing, []);
      assert.equal(html.querySelector(`nav.menu a[href="${version.apiBase}"]`)?.text.trim(), 'Overview');
    });
  });
}

function breadcrumbs(html: ReturnType<typeof parse>): string[] {
  return html
    .querySelectorAll('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((item) => item.text.trim())
    .filter(Boolean);
}

describe('breadcrumbs', () => {
  test('an API page shows its module, its category and its name', async () => {
    // The sidebar goes by module, then category. GraphQLSchema is exported by the root
    // and graphql/type, from type/schema.d.ts, which opens with `/** @category Schema */`.
    const {html} = await fetchPage('/api/class/GraphQLSchema');
    assert.deepEqual(breadcrumbs(html), ['graphql/type', 'Schema', 'GraphQLSchema']);
  });

  test('a module page shows its module', async () => {
    const {html} = await fetchPage('/api/module/execution');
    assert.deepEqual(breadcrumbs(html), ['graphql/execution']);
  });

  test('a tutorial page shows its title', async () => {
    const {html} = await fetchPage('/docs/tutorials/');
    assert.deepEqual(breadcrumbs(html), ['Getting started']);
  });
});

describe('site routes', () => {
  test('/ is the landing page with Get Started and the API link', async () => {
    const {status, html} = await fetchPage('/');
    assert.equal(status, 200);
    assert.equal(html.querySelector('header h1')?.text.trim(), 'graphql-js');
    assert.match(
      html.querySelector('header')?.text ?? '',
      /A reference implementation of GraphQL for JavaScript/,
    );
    const links = html.querySelectorAll('header a').map((a) => [a.text.trim(), a.getAttribute('href')]);
    assert.deepEqual(links, [
      ['Get Started', '/docs/tutorials/'],
      ['API reference', '/api'],
    ]);
    assert.match(html.querySelector('header pre')?.text ?? '', /buildSchema/);
  });

  test('/docs/tutorials/ is the main doc, in tutorialSidebar', async () => {
    const {status, html} = await fetchPage('/docs/tutorials/');
    assert.equal(status, 200);
    assert.match(html.querySelector('article h1')?.text ?? '', /Getting started/);
    const sidebarLinks = html.querySelectorAll('nav.menu a.menu__link').map((a) => a.getAttribute('href'));
    assert.ok(sidebarLinks.includes('/docs/tutorials/'), sidebarLinks.join(' '));
  });

  browserTest('/docs leads a browser to /docs/tutorials/', async () => {
    const {status} = await fetchPage('/docs');
    assert.equal(status, 200);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/docs`);
      await page.waitForURL(`${server.origin}/docs/tutorials/`);
      await page.locator('article h1').waitFor();
      assert.match(await page.locator('article h1').innerText(), /Getting started/);
    } finally {
      await browser.close();
    }
  });

  test('the navbar leads to the tutorials, the API, and the main doc through the version dropdown', async () => {
    const {html} = await fetchPage('/api');
    const link = (text: string) =>
      html
        .querySelectorAll('nav.navbar a')
        .find((a) => a.text.trim() === text)
        ?.getAttribute('href');
    assert.equal(link('Tutorial'), '/docs/tutorials/');
    assert.equal(link('API'), '/api');
    assert.equal(link('GitHub'), 'https://github.com/graphql/graphql-js');
    // On an API page the version button leads to that version's API index; off the docs, to the
    // version's main doc (spec section 3: version "current", labelled Next, main doc
    // tutorials/index).
    assert.equal(link('Next'), '/api');
    const home = (await fetchPage('/')).html;
    assert.equal(
      home
        .querySelectorAll('nav.navbar a')
        .find((a) => a.text.trim() === 'Next')
        ?.getAttribute('href'),
      '/docs/tutorials/',
    );
    assert.deepEqual(
      html.querySelectorAll('nav.navbar a[lang]').map((a) => [a.text.trim(), a.getAttribute('lang')]),
      [['English', 'en']],
    );
  });

  test('the not-found page is built, with navbar and footer', () => {
    const file = path.join(BUILD_DIR, '404.html');
    assert.ok(existsSync(file));
    const html = parse(readFileSync(file, 'utf8'));
    assert.match(html.querySelector('main h1')?.text ?? '', /Page Not Found/);
    assert.ok(html.querySelector('nav.navbar'), 'no navbar');
    assert.ok(html.querySelector('footer.footer'), 'no footer');
  });

  // Lighthouse's SEO audit "meta-description" (the search page lacked one: SEO 92). Redirect pages
  // (a meta refresh) and the not-found page, which hosts serve with status 404, are not indexed.
  test('every indexable page has a meta description, the search page included', () => {
    const files = filesUnder(BUILD_DIR, '.html');
    const missing = files
      .map((file) => ({route: '/' + path.relative(BUILD_DIR, file), html: parse(readFileSync(file, 'utf8'))}))
      .filter(({route, html}) => route !== '/404.html' && !html.querySelector('meta[http-equiv="refresh"]'))
      .filter(({html}) => !html.querySelector('meta[name="description"]')?.getAttribute('content')?.trim())
      .map(({route}) => route);
    assert.ok(files.includes(path.join(BUILD_DIR, 'search', 'index.html')), 'no search page');
    assert.deepEqual(missing, []);
  });
});
