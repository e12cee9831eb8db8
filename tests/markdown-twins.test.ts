/**
 * The site as Markdown (Markdown twins issue): a twin next to every tutorial and API page and
 * no stray twin, `llms.txt` whose every URL is in the build, links inside twins that resolve,
 * twins that carry the members of their HTML page, and an alternate link from page to twin.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {builtFileFor, filesUnder} from './support/build-files';
import {BUILD_DIR} from './support/paths';

const urlPath = (file: string) => '/' + path.relative(BUILD_DIR, file).split(path.sep).join('/');

/** Each tutorial and API page: its route, e.g. `/docs/tutorials/` or `/api/class/Source`, read
 * from the page's canonical link, and its parsed HTML. */
const contentPages = [
  ...filesUnder(path.join(BUILD_DIR, 'docs', 'tutorials'), 'index.html'),
  ...filesUnder(path.join(BUILD_DIR, 'api'), 'index.html'),
].map((file) => {
  const html = parse(readFileSync(file, 'utf8'));
  const canonical = html.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  return {route: new URL(canonical).pathname, html};
});
const contentRoutes = contentPages.map((page) => page.route);

/** The twin a route should have: `/docs/tutorials/` -> `/docs/tutorials/index.md`. */
const twinOf = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);
const twins = filesUnder(BUILD_DIR, '.md').map(urlPath);
const read = (sitePath: string) => readFileSync(path.join(BUILD_DIR, sitePath), 'utf8');

/** Whether a site path (hash allowed) is a built page or file. */
const resolves = (sitePath: string) => builtFileFor(sitePath.split('#')[0]) !== undefined;

describe('Markdown twins', () => {
  test('every tutorial and API page has a twin, and every twin a page', () => {
    assert.ok(contentRoutes.length > 290, `only ${contentRoutes.length} content routes`);
    assert.deepEqual(
      contentRoutes.map(twinOf).filter((twin) => !twins.includes(twin)),
      [],
    );
    const expected = new Set(contentRoutes.map(twinOf));
    assert.deepEqual(
      twins.filter((twin) => !expected.has(twin)),
      [],
    );
  });

  test('every page announces its twin with an alternate link', () => {
    const missing = contentPages.filter(({route, html}) => {
      const link = html.querySelector('link[rel="alternate"][type="text/markdown"]');
      return link?.getAttribute('href') !== twinOf(route);
    });
    assert.deepEqual(
      missing.map((page) => page.route),
      [],
    );
  });

  test('every URL in llms.txt is in the build, and it lists every twin', () => {
    const llms = read('/llms.txt');
    assert.match(llms, /^# graphql-js\n\n> /);
    const urls = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => new URL(match[1]).pathname);
    assert.deepEqual(
      urls.filter((url) => !resolves(url)),
      [],
    );
    assert.deepEqual([...urls].sort(), [...twins].sort());
  });

  test('links inside twins resolve', () => {
    const broken: string[] = [];
    for (const twin of twins) {
      for (const [, href] of read(twin).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(href) || href.startsWith('#')) continue;
        if (!href.startsWith('/') || !resolves(href)) broken.push(`${twin}: ${href}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  for (const route of [
    '/api',
    '/api/class/GraphQLSchema',
    '/api/enum/Kind',
    '/api/function/graphql',
    '/api/interface/ExecutionArgs',
  ]) {
    test(`${twinOf(route)} carries every member of ${route}`, () => {
      const html = parse(readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8'));
      const names = html
        .querySelectorAll('.tsd-member .tsd-panel-header .tsd-anchor-id')
        .map((anchor) => anchor.id);
      const heading = html.querySelector('h1 .tsd-header-flags')?.nextSibling?.text.trim();
      if (route !== '/api' && heading) names.push(heading);
      assert.ok(names.length > 0, 'no member names found in the HTML page');
      // Markdown escapes `_` and `[`; TypeDoc's Markdown titles a constructor "Constructors".
      const markdown = read(twinOf(route))
        .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
        .toLowerCase();
      assert.deepEqual(
        names.filter((name) => !markdown.includes(name.toLowerCase())),
        [],
      );
    });
  }

  test('llms-full.txt holds the tutorials in sidebar order, then the API', () => {
    const full = read('/llms-full.txt');
    const html = parse(read('/docs/tutorials/index.html'));
    const order = html
      .querySelectorAll('nav.menu a.menu__link[href^="/docs/tutorials/"]')
      .map((a) => a.getAttribute('href') ?? '');
    const positions = order.map((route) => full.indexOf(read(twinOf(route)).split('\n')[0]));
    assert.ok(
      positions.every((position) => position >= 0),
      'a tutorial is missing',
    );
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
    );
    assert.ok(full.indexOf('# Class: GraphQLSchema') > positions[positions.length - 1]);
  });
});
