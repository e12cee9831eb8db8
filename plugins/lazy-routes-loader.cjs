// @ts-check
/**
 * Rspack loader of the generated route files (plugins/lazy-routes.ts). Rspack loads loaders with
 * Node's `require`, so this stub loads the TypeScript transform with jiti, as Docusaurus loads the
 * site's config and plugins, and hands it the three files: the loader sees one at a time, and
 * each file's rewrite depends on the other two.
 */
const fs = require('node:fs');
const path = require('node:path');
// jiti's types describe its ES module build; its CommonJS entry exports the same function.
const createJiti = /** @type {typeof import('jiti').default} */ (/** @type {unknown} */ (require('jiti')));
const jiti = createJiti(__filename);

/** @type {import('./lazy-routes')} */
const {transformGeneratedRouteFile, SUBTREE_QUERY} = jiti('./lazy-routes.ts');

/**
 * @this {{resourcePath: string, resourceQuery: string, addDependency(file: string): void, getOptions(): import('./lazy-routes').TransformOptions}}
 * @param {string} source the generated file
 * @returns {string} the rewritten file
 */
module.exports = function lazyRoutesLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const name = /** @type {'routes.js' | 'routesChunkNames.json' | 'registry.js'} */ (
    path.basename(this.resourcePath)
  );
  const read = (/** @type {string} */ file) => {
    if (file === name) return source;
    this.addDependency(path.join(dir, file));
    return fs.readFileSync(path.join(dir, file), 'utf8');
  };
  const files = {
    routes: read('routes.js'),
    routesChunkNames: read('routesChunkNames.json'),
    registry: read('registry.js'),
  };
  const subtree = new URLSearchParams(this.resourceQuery).get(SUBTREE_QUERY);
  return transformGeneratedRouteFile(
    name,
    files,
    this.getOptions(),
    subtree === null ? undefined : Number(subtree),
  );
};
