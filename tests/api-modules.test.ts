/**
 * The entry points of each graphql release (plugins/api-modules.ts) against the installed
 * packages: the exports of each entry point as the TypeScript compiler lists them
 * (tests/support/upgrade-audit.ts), the categories as the typings' comments write them (read here
 * as plain text), and the purpose line as each entry point's comment opens.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {readApiModules} from '../plugins/api-modules';
import {importSpecifiersOf, loadApiModules} from '../plugins/api-modules-data';
import {ROOT} from './support/paths';
import {moduleExports} from './support/upgrade-audit';

const RELEASES = [
  {version: 'Next', dir: path.join(ROOT, 'node_modules', 'graphql')},
  {version: '16.x', dir: path.join(ROOT, 'node_modules', 'graphql-16')},
] as const;

/**
 * Each `export declare function NAME` of the release's typings with the category its comments
 * give it, read as text: the `@category` in the doc comment right above it, else the tag of a
 * file that opens with a comment of nothing but `@category X`.
 */
function functionCategoriesAsWritten(dir: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const relative of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!relative.endsWith('.d.ts') || relative.startsWith('__dev__')) continue;
    const text = readFileSync(path.join(dir, relative), 'utf8');
    const header = /^\/\*\*\s*@category ([^*\n]+?)\s*\*\//.exec(text)?.[1];
    const declaration = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?export declare function (\w+)/g;
    for (const match of text.matchAll(declaration)) {
      const own =
        match[1] && match[1] !== text.slice(0, match[1].length) ? /@category ([^\n*]+)/.exec(match[1]) : null;
      found.set(match[2], own ? own[1].trim() : header);
    }
  }
  return found;
}

for (const {version, dir} of RELEASES) {
  const modules = readApiModules(dir);
  const oracle = moduleExports(dir);

  test(`${version}: the entry points are the root and the documented folders, with exactly their exports`, () => {
    const expected = [...oracle].filter(([, {kind}]) => kind !== 'deep');
    assert.deepEqual(
      modules.map((module) => module.specifier).sort(),
      expected.map(([specifier]) => specifier).sort(),
    );
    assert.equal(modules[0].specifier, 'graphql', 'the root comes first');
    for (const module of modules) {
      assert.equal(module.slug, module.specifier.replace(/^graphql\//, ''));
      assert.deepEqual(
        module.exports.map((exported) => exported.name).sort(),
        oracle.get(module.specifier)?.names,
        module.specifier,
      );
    }
  });

  test(`${version}: each function has the category its typings write, its own tag before its file's`, () => {
    const written = functionCategoriesAsWritten(dir);
    const root = modules[0];
    let compared = 0;
    for (const exported of root.exports) {
      if (!written.has(exported.name)) continue;
      assert.equal(exported.category, written.get(exported.name), exported.name);
      compared++;
    }
    assert.ok(compared > 100, `${compared} functions compared`);
    // A name keeps its category whichever entry point it is imported from.
    const byName = new Map(root.exports.map((exported) => [exported.name, exported.category]));
    for (const module of modules) {
      for (const exported of module.exports) {
        if (byName.has(exported.name))
          assert.equal(exported.category, byName.get(exported.name), exported.name);
      }
    }
  });

  test(`${version}: classes, types and constants get their file's category too`, () => {
    const category = (name: string) =>
      modules[0].exports.find((exported) => exported.name === name)?.category;
    // Opened by `/** @category Errors */`, `/** @category Schema */`, `/** @category Version */`.
    assert.equal(category('GraphQLError'), 'Errors');
    assert.equal(category('GraphQLSchema'), 'Schema');
    assert.equal(category('version'), 'Version');
    // ast.d.ts opens with `@category AST`; OperationTypeNode has its own `@category Kinds`.
    assert.equal(category('DocumentNode'), 'AST');
    assert.equal(category('OperationTypeNode'), 'Kinds');
  });

  test(`${version}: each entry point's purpose is the first sentence of its comment`, () => {
    for (const module of modules) {
      const folder = module.specifier === 'graphql' ? '' : module.slug;
      const text = readFileSync(path.join(dir, folder, 'index.d.ts'), 'utf8');
      const comment = /^\/\*\*([\s\S]*?)\*\//
        .exec(text)![1]
        .replace(/^\s*\*\s?/gm, ' ')
        .replace(/\s+/g, ' ');
      assert.ok(comment.trim().startsWith(module.summary), `${module.specifier}: ${module.summary}`);
      assert.match(module.summary, /[.!?]$/);
      assert.ok(!module.summary.includes('@'), module.summary);
    }
  });

  test(`${version}: a symbol imports from the root first, then each entry point that exports it`, () => {
    assert.deepEqual(importSpecifiersOf(modules, 'execute'), ['graphql', 'graphql/execution']);
    assert.deepEqual(importSpecifiersOf(modules, 'GraphQLError'), ['graphql', 'graphql/error']);
    assert.deepEqual(importSpecifiersOf(modules, 'NoSuchExport'), []);
  });
}

test('16.x: graphql/subscription and its exports carry the category of its comment', () => {
  const modules = readApiModules(RELEASES[1].dir);
  const subscription = modules.find((module) => module.specifier === 'graphql/subscription');
  assert.ok(subscription);
  assert.deepEqual(
    subscription.exports.map((exported) => exported.category),
    subscription.exports.map(() => 'Subscriptions'),
  );
  assert.deepEqual(importSpecifiersOf(modules, 'subscribe'), [
    'graphql',
    'graphql/execution',
    'graphql/subscription',
  ]);
});

test('Next: an own @category wins over the file header (experimentalExecuteIncrementally in execute.d.ts)', () => {
  const modules = readApiModules(RELEASES[0].dir);
  const execution = modules.find((module) => module.specifier === 'graphql/execution')!;
  const category = (name: string) => execution.exports.find((exported) => exported.name === name)?.category;
  assert.equal(category('execute'), 'Execution');
  assert.equal(category('experimentalExecuteIncrementally'), 'Incremental Execution');
});

test('the committed entry points load once per change of their file, and a bad file names the command', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-modules-'));
  try {
    const file = path.join(dir, 'api-modules.json');
    const data = (names: string[]) =>
      JSON.stringify({
        modules: [
          {slug: 'graphql', specifier: 'graphql', summary: 'Root.', exports: names.map((name) => ({name}))},
        ],
        typeOnly: [],
      });
    writeFileSync(file, data(['parse']));
    const first = loadApiModules(file);
    assert.equal(loadApiModules(file), first, 'read again although the file did not change');
    writeFileSync(file, data(['parse', 'print']));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.deepEqual(
      loadApiModules(file).modules[0].exports.map((exported) => exported.name),
      ['parse', 'print'],
    );
    writeFileSync(file, '{"modules": [');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    assert.throws(() => loadApiModules(file), /api-modules\.json is no JSON.*npm run api:generate/);
    assert.throws(
      () => loadApiModules(path.join(dir, 'missing.json')),
      /missing\.json is missing.*npm run api:generate/,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
