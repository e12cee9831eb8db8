/**
 * The API reference by module in the built site, both versions: a page per entry point
 * of the package that lists exactly what the entry point exports (the oracle is the installed
 * package through the TypeScript compiler, tests/support/upgrade-audit.ts, not the generated
 * data), `/api` leading with the modules, their Markdown twins in `llms.txt`, their place in the
 * version's search index, and the build's refusal of a symbol that no entry point exports.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {test} from 'node:test';
import {modulePages, moduleSidebar} from '../plugins/api-module-pages';
import {readApiModules} from '../plugins/api-modules';
import {builtFileFor} from './support/build-files';
import {API_VERSIONS} from './support/graphql-exports';
import {builtDocument} from './support/links';
import {BUILD_DIR} from './support/paths';
import {moduleExports} from './support/upgrade-audit';

/** The entry points of a package as the oracle reads them: the root and the documented folders. */
function entryPointsOf(dir: string): [specifier: string, names: string[]][] {
  return [...moduleExports(dir)]
    .filter(([, {kind}]) => kind !== 'deep')
    .map(([specifier, {names}]) => [specifier, names]);
}

const slugOf = (specifier: string) => specifier.replace(/^graphql\//, '');

for (const version of API_VERSIONS) {
  const entryPoints = entryPointsOf(version.dir);

  test(`${version.label}: each module page lists exactly what its entry point exports, each once`, () => {
    assert.ok(entryPoints.length >= 7, `${entryPoints.length} entry points`);
    for (const [specifier, names] of entryPoints) {
      const sitePath = `${version.apiBase}/module/${slugOf(specifier)}`;
      const file = builtFileFor(sitePath);
      assert.ok(file, `${sitePath} is not built`);
      const main = builtDocument(file).querySelector('main article');
      assert.ok(main, `${sitePath} has no article`);
      assert.equal(main.querySelector('h1')?.text.trim(), specifier);
      const listed = main.querySelectorAll('section li > a > code').map((code) => code.text);
      assert.deepEqual([...listed].sort(), names, sitePath);
      assert.equal(new Set(listed).size, listed.length, `${sitePath} lists a symbol twice`);
    }
  });

  test(`${version.label}: /api leads with the modules, each linking to its page`, () => {
    const file = builtFileFor(version.apiBase);
    assert.ok(file);
    const article = builtDocument(file).querySelector('main article');
    assert.ok(article);
    const modules = article.querySelectorAll('#modules ~ ul > li > a');
    assert.deepEqual(
      modules.map((link) => [link.text, link.getAttribute('href')]),
      entryPoints.map(([specifier]) => [specifier, `${version.apiBase}/module/${slugOf(specifier)}`]),
    );
    // Before the lists by kind.
    const html = article.toString();
    assert.ok(html.search(/id="?modules\b/) < html.indexOf('tsd-index-group'), 'modules first');
  });

  test(`${version.label}: each module page has a Markdown twin that llms.txt lists`, () => {
    const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    for (const [specifier, names] of entryPoints) {
      const twinPath = `${version.apiBase}/module/${slugOf(specifier)}.md`;
      const twin = readFileSync(path.join(BUILD_DIR, twinPath), 'utf8');
      assert.ok(twin.startsWith(`# ${specifier}\n`), twinPath);
      const listed = [...twin.matchAll(/^- \[`([^`]+)`\]/gm)].map((match) => match[1]);
      assert.deepEqual(listed.sort(), names, twinPath);
      assert.ok(llms.includes(`${twinPath}):`), `llms.txt lists ${twinPath}`);
    }
  });
}

/** The URLs of the pages a Pagefind bundle indexes, read from its fragments (gzip, then JSON). */
function indexedUrls(bundle: string): Set<string> {
  const folder = path.join(BUILD_DIR, bundle, 'fragment');
  return new Set(
    readdirSync(folder).map((name) => {
      const text = gunzipSync(readFileSync(path.join(folder, name))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as {url: string}).url;
    }),
  );
}

test('the search index of each version holds its module pages', () => {
  for (const [version, bundle] of [
    [API_VERSIONS[0], 'pagefind'],
    [API_VERSIONS[1], 'docs/16.x/pagefind'],
  ] as const) {
    const urls = indexedUrls(bundle);
    for (const [specifier] of entryPointsOf(version.dir)) {
      const sitePath = `${version.apiBase}/module/${slugOf(specifier)}`;
      assert.ok(urls.has(sitePath), `${bundle} lacks ${sitePath}`);
    }
  }
});

test('a symbol that no entry point exports, or a category no module has, fails with its name', () => {
  const [version] = API_VERSIONS;
  const modules = readApiModules(version.dir);
  const documented = (name: string, comment?: object) => ({
    id: 1,
    name,
    kind: 64,
    permalink: `/api/function/${name}`,
    comment,
  });
  assert.throws(
    () =>
      modulePages(modules, {id: 0, name: 'graphql', kind: 1, children: [documented('notExported')]}, '/api'),
    /notExported is documented in \/api but no entry point of the package exports it/,
  );
  const tagged = documented('execute', {
    summary: [],
    blockTags: [{tag: '@category', content: [{text: 'Nowhere'}]}],
  });
  assert.throws(
    () => modulePages(modules, {id: 0, name: 'graphql', kind: 1, children: [tagged]}, '/api'),
    /execute is in category "Nowhere", which no module of \/api has/,
  );
  const sidebar = [
    {type: 'link', label: 'Overview', href: '/api'},
    {
      type: 'category',
      label: 'Functions',
      items: [{type: 'link', label: 'notExported', href: '/api/function/notExported'}],
    },
  ];
  assert.throws(() => moduleSidebar(sidebar, modules, '/api'), /notExported is in the API sidebar of \/api/);
});
