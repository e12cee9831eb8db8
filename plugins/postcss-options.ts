/**
 * The PostCSS options of the site's stylesheets, set up once per build instead of once per
 * stylesheet. Docusaurus gives postcss-loader its plugins by name (`[require.resolve(name),
 * options]`, @docusaurus/bundler's style loaders) and no config file; postcss-loader then, for
 * every stylesheet, searches the folders above it for a PostCSS config file (cosmiconfig) and
 * loads each named plugin again, and postcss-preset-env rebuilds its feature list from the
 * browserslist query. Together that was about 1 s of a cold build's main thread, which bundling
 * waits on (postcss-loader's `postcssOptions.config` and `plugins`,
 * https://github.com/webpack-contrib/postcss-loader#postcssoptions).
 */
import {createRequire} from 'node:module';
import type {Plugin, PostCssOptions} from '@docusaurus/types';

const requirePlugin = createRequire(__filename);

/**
 * The options with no config file search and each plugin given by name created once.
 * @param options the PostCSS options Docusaurus passes to `configurePostCss`
 * @returns new options: `config: false`, and `[name, pluginOptions]` entries replaced by the
 *   plugin the package's function makes from those options (postcss-loader's own `loadPlugin`
 *   does the same per stylesheet; plugins given otherwise are kept as they are)
 * @throws Error when a named plugin cannot be loaded or is no function
 */
export function postCssOptionsOnce(options: PostCssOptions): PostCssOptions {
  const plugins = options.plugins.map((plugin) => {
    if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin;
    const [name, pluginOptions] = plugin as [string, unknown];
    const loaded = requirePlugin(name) as {default?: unknown} | ((options?: unknown) => unknown);
    const create = typeof loaded === 'function' ? loaded : loaded.default;
    if (typeof create !== 'function') throw new Error(`postcss-options: ${name} exports no plugin function`);
    return (create as (options?: unknown) => unknown)(pluginOptions);
  });
  return {...options, config: false, plugins};
}

/**
 * A Docusaurus plugin that only changes the PostCSS options ({@link postCssOptionsOnce}), through
 * the `configurePostCss` lifecycle (https://docusaurus.io/docs/api/plugin-methods/lifecycle-apis#configurePostCss).
 */
export default function postCssOptionsPlugin(): Plugin {
  return {name: 'postcss-options', configurePostCss: postCssOptionsOnce};
}
