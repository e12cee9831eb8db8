/**
 * The site's PostCSS options (plugins/postcss-options.ts) against the loader options Docusaurus
 * makes for its stylesheets (@docusaurus/bundler's style loaders): no config file search, each
 * plugin created once, and stylesheets processed exactly as postcss-loader processed them with the
 * plugin named.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import postcss, {type AcceptedPlugin} from 'postcss';
import {createStyleLoadersFactory} from '@docusaurus/bundler';
import {postCssOptionsOnce} from '../plugins/postcss-options';

const require = createRequire(__filename);

/** The `postcssOptions` of the postcss-loader that Docusaurus puts on a client stylesheet. */
async function docusaurusPostCssOptions() {
  const getStyleLoaders = await createStyleLoadersFactory({
    currentBundler: {name: 'webpack', instance: require('webpack')},
  } as Parameters<typeof createStyleLoadersFactory>[0]);
  const loaders = getStyleLoaders(false, {}) as {loader: string; options?: {postcssOptions?: unknown}}[];
  const postcssLoader = loaders.find((entry) => entry.loader.includes('postcss-loader'));
  assert.ok(postcssLoader?.options?.postcssOptions, 'Docusaurus gives its stylesheets no postcss-loader');
  return postcssLoader.options.postcssOptions as {plugins: unknown[]; [key: string]: unknown};
}

// Rules that postcss-preset-env rewrites for the site's browserslist (nesting, `:is`, media ranges).
const STYLESHEET = `
.card { color: red; & .title { font-weight: bold; } }
:is(.a, .b) > p { margin: 0; }
@media (width >= 997px) { .col { max-width: 75%; } }
`;

test('no PostCSS config file is searched for, and each named plugin is created once', async () => {
  const original = await docusaurusPostCssOptions();
  assert.ok(
    original.plugins.some((plugin) => Array.isArray(plugin) && typeof plugin[0] === 'string'),
    'Docusaurus no longer names its PostCSS plugins: the option may have nothing left to do',
  );
  const once = postCssOptionsOnce(original);
  assert.equal(once.config, false);
  assert.equal(once.plugins.length, original.plugins.length);
  for (const plugin of once.plugins) {
    assert.ok(!Array.isArray(plugin), `a plugin is still given by name: ${String(plugin)}`);
    assert.equal(typeof (plugin as {postcssPlugin?: unknown}).postcssPlugin, 'string');
  }
});

test('stylesheets come out as postcss-loader made them from the named plugins', async () => {
  const original = await docusaurusPostCssOptions();
  // postcss-loader's own loading of a named plugin (its loadPlugin): the package's function, called
  // with the options when there are any.
  const named = original.plugins.map((plugin) => {
    const [name, options] = plugin as [string, Record<string, unknown> | undefined];
    const create = require(name) as (options?: unknown) => AcceptedPlugin;
    return options && Object.keys(options).length > 0 ? create(options) : create;
  }) as AcceptedPlugin[];
  const once = postCssOptionsOnce(original).plugins as AcceptedPlugin[];
  const expected = (await postcss(named).process(STYLESHEET, {from: 'site.css'})).css;
  assert.notEqual(expected, STYLESHEET, 'the plugins change nothing in the sample: it tests nothing');
  for (let run = 0; run < 2; run += 1) {
    const actual = (await postcss(once).process(STYLESHEET, {from: 'site.css'})).css;
    assert.equal(actual, expected);
  }
});
