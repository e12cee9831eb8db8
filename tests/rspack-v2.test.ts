/**
 * Docusaurus 3.10's bundler config on Rspack 2 (plugins/rspack-v2.ts): what the plugin changes in
 * each compiler's config, then each change against real Rspack compilations: a server bundle that
 * exports its render function, the persistent cache written where Rspack 2 reads its options, SWC's
 * note on the theme's emoji regular expression left out of the build's warnings and no other, and
 * a closed compiler collected although react-loadable-ssr-addon, which Docusaurus keeps alive,
 * held it.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {
  rspack,
  type Compiler,
  type Configuration,
  type MultiCompiler,
  type MultiStats,
  type RspackPluginInstance,
  type Stats,
} from '@rspack/core';
import type {Plugin} from '@docusaurus/types';
import rspackV2, {
  ReleaseOnShutdown,
  collectUntilReleased,
  isEmojiRegexWarning,
  moveLegacyPersistentCache,
} from '../plugins/rspack-v2';

const ROOT = path.join(__dirname, '..');
const require = createRequire(__filename);
// Docusaurus's own dependencies, as Docusaurus resolves them (their exports hide these files).
const docusaurusRequire = createRequire(
  path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'package.json'),
);
const scratch = mkdtempSync(path.join(tmpdir(), 'rspack-v2-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** Runs one compilation with `compiler`, then closes it; resolves with its stats. */
function compile(compiler: Compiler | MultiCompiler): Promise<Stats | MultiStats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) {
        reject(error ?? new Error('no stats'));
        return;
      }
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(stats)));
    });
  });
}

function entry(name: string, source: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, source);
  return file;
}

/** The config the plugin leaves of `config`, for the client or the server compiler. */
function configured(config: Configuration, isServer: boolean): Configuration {
  const configureWebpack = rspackV2().configureWebpack as NonNullable<Plugin['configureWebpack']>;
  const returned = configureWebpack(config as never, isServer, {} as never, undefined);
  assert.deepEqual(returned, {});
  return config;
}

test('the plugin adds the collection on shutdown to production compilers only, the library type to the server only', () => {
  const kinds = (config: Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
  const productionClient = configured(
    {mode: 'production', plugins: [], experiments: {cache: {type: 'persistent'}} as never},
    false,
  );
  assert.deepEqual(productionClient.experiments, {});
  assert.equal(productionClient.cache, undefined);
  assert.deepEqual(kinds(productionClient), ['ReleaseOnShutdown']);
  assert.equal(productionClient.output?.library, undefined);
  assert.deepEqual(productionClient.ignoreWarnings, [isEmojiRegexWarning]);

  const productionServer = configured(
    {mode: 'production', output: {libraryTarget: 'commonjs2'} as never},
    true,
  );
  assert.deepEqual(kinds(productionServer), ['ReleaseOnShutdown']);
  assert.deepEqual(productionServer.output?.library, {type: 'commonjs2'});

  // The dev server's config, persistent cache included (@docusaurus/core's webpack/base.js).
  const persistent = {type: 'persistent', version: 'client-dev', buildDependencies: []};
  const development = configured(
    {
      mode: 'development',
      plugins: [],
      ignoreWarnings: [/other/],
      cache: true,
      experiments: {cache: persistent} as never,
    },
    false,
  );
  assert.deepEqual(kinds(development), []);
  assert.deepEqual(development.ignoreWarnings, [/other/, isEmojiRegexWarning]);
  assert.deepEqual(development.cache, persistent);
  assert.deepEqual(development.experiments, {});
});

test('the server bundle exports the render function that Docusaurus requires', async () => {
  const source = entry('server-entry.js', 'export default function render() { return "<html></html>"; }\n');
  const build = async (name: string, config: Configuration) => {
    await compile(rspack({...config, context: scratch, entry: source, optimization: {minimize: false}}));
    const file = path.join(scratch, name, 'server.bundle.js');
    delete require.cache[file];
    return (require(file) as {default?: unknown}).default;
  };
  // Docusaurus's server output (@docusaurus/core's webpack/server.js).
  const docusaurusServer = (name: string): Configuration => ({
    mode: 'production',
    target: 'node20',
    output: {
      path: path.join(scratch, name),
      filename: 'server.bundle.js',
      libraryTarget: 'commonjs2',
    } as never,
  });
  assert.equal(typeof (await build('server-plain', docusaurusServer('server-plain'))), 'undefined');
  const adapted = configured(docusaurusServer('server-adapted'), true);
  assert.equal(typeof (await build('server-adapted', adapted)), 'function');
});

test('the persistent cache Docusaurus turns on for the dev server moves to the top-level cache', () => {
  const legacy = {
    type: 'persistent',
    version: 'client-abc',
    buildDependencies: ['/site/docusaurus.config.ts'],
  };
  const dev = {cache: true, experiments: {cache: legacy, css: true}} as unknown as Configuration;
  moveLegacyPersistentCache(dev);
  assert.deepEqual(dev.cache, legacy);
  assert.deepEqual(dev.experiments, {css: true});

  // A production build: Docusaurus still writes experiments.cache, with the cache itself off.
  const production = {cache: undefined, experiments: {cache: legacy}} as unknown as Configuration;
  moveLegacyPersistentCache(production);
  assert.equal(production.cache, undefined);
  assert.deepEqual(production.experiments, {});
});

test('with the cache moved, Rspack 2 writes the persistent cache Docusaurus asked for', async () => {
  const cacheDir = (name: string) => path.join(scratch, name, 'node_modules', '.cache', 'rspack');
  const build = async (name: string, move: boolean) => {
    const config = {
      mode: 'development',
      context: path.join(scratch, name),
      entry: entry(`${name}.js`, 'export const cached = true;\n'),
      output: {path: path.join(scratch, name, 'dist')},
      // What @docusaurus/core's webpack/base.js gives the dev server.
      cache: true,
      experiments: {cache: {type: 'persistent', version: 'client-test', buildDependencies: []}},
    } as unknown as Configuration;
    if (move) {
      moveLegacyPersistentCache(config);
    }
    await compile(rspack(config));
  };
  await build('cache-legacy', false);
  assert.equal(existsSync(cacheDir('cache-legacy')), false, 'Rspack 2 ignores experiments.cache');
  await build('cache-moved', true);
  assert.equal(existsSync(cacheDir('cache-moved')), true);
});

test("SWC's note on the theme's emoji regular expression is the only warning left out", async () => {
  const browserslist = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).browserslist
    .production as string[];
  const emojiUtils = path.join(
    path.dirname(docusaurusRequire.resolve('@docusaurus/theme-common')),
    'utils',
    'emojiUtils.js',
  );
  const ownRegex = entry('own-regex.js', 'export const isWord = (text) => /^\\p{RGI_Emoji}$/v.test(text);\n');
  const build = async (ignore: boolean) => {
    const stats = await compile(
      rspack({
        mode: 'production',
        context: scratch,
        entry: {theme: emojiUtils, own: ownRegex},
        output: {path: path.join(scratch, 'dist')},
        optimization: {minimize: false},
        module: {
          rules: [
            {test: /\.js$/, use: [{loader: 'builtin:swc-loader', options: {env: {targets: browserslist}}}]},
          ],
        },
        ignoreWarnings: ignore ? [isEmojiRegexWarning] : [],
      }),
    );
    return stats.toJson({all: false, warnings: true}).warnings ?? [];
  };
  const all = await build(false);
  assert.equal(all.length, 2, 'both files get the note for the site browserslist');
  const kept = await build(true);
  assert.equal(kept.length, 1);
  assert.match(kept[0]!.moduleName ?? '', /own-regex\.js/);
});

/**
 * Builds a small entry for a client and a server, in one multi-compiler as Docusaurus's bundler
 * does, the client with react-loadable-ssr-addon-v5-slorber (Docusaurus's chunk manifest plugin),
 * each with the plugins `extra` gives; returns the addon (kept alive by the caller, as Docusaurus
 * keeps its client config) and weak references to the closed compilers.
 */
async function closedCompilers(extra: () => RspackPluginInstance[]) {
  const ReactLoadableSSRAddon = docusaurusRequire('react-loadable-ssr-addon-v5-slorber') as new (options: {
    filename: string;
  }) => RspackPluginInstance;
  const addon = new ReactLoadableSSRAddon({filename: path.join(scratch, 'manifest.json')});
  const source = entry('index.js', 'export const answer = 42;\n');
  const multi = rspack([
    {
      name: 'client',
      mode: 'production',
      context: scratch,
      entry: source,
      output: {path: path.join(scratch, 'client')},
      plugins: [addon, ...extra()],
    },
    {
      name: 'server',
      mode: 'production',
      target: 'node',
      context: scratch,
      entry: source,
      output: {path: path.join(scratch, 'server')},
      plugins: extra(),
    },
  ]);
  await compile(multi);
  return {addon, refs: multi.compilers.map((compiler) => new WeakRef(compiler))};
}

test(
  'closed compilers are collected by the plugin although react-loadable-ssr-addon held the client',
  {timeout: 60_000},
  async (t) => {
    // The collections' timers do not keep a process alive; this test's process must wait for them.
    const keepAlive = setInterval(() => {}, 60_000);
    t.after(() => clearInterval(keepAlive));
    // The plugin's own collections, after each compiler's shutdown, collect it: nothing here runs
    // one. A generous budget: a loaded machine may take long to close Rspack's native side.
    const outcomes = new Map<string, boolean>();
    let bothSettled!: () => void;
    const settledTwice = new Promise<void>((resolve) => {
      bothSettled = resolve;
    });
    const report = (released: boolean, name: string) => {
      outcomes.set(name, released);
      if (outcomes.size === 2) bothSettled();
    };
    const released = await closedCompilers(() => [
      new ReleaseOnShutdown(report, {tries: 100, intervalMs: 50}),
    ]);
    await settledTwice;
    assert.deepEqual(Object.fromEntries(outcomes), {client: true, server: true});
    assert.deepEqual(
      released.refs.map((ref) => ref.deref()),
      [undefined, undefined],
    );
    assert.equal((released.addon as {compiler?: unknown}).compiler, null);

    // Without the plugin, the addon keeps the client compiler for as long as it lives.
    const held = await closedCompilers(() => []);
    assert.equal(await collectUntilReleased(held.refs[0]!, {tries: 20, intervalMs: 50}), false);
    assert.ok(held.addon);
  },
);
