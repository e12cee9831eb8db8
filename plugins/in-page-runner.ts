import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Options of {@link inPageRunner}. */
export type InPageRunnerOptions = {
  /** The folder of the `graphql` package the runner's `import('graphql')` loads (graphql 17). */
  graphqlPackage: string;
};

// The runner's graphql chunks (`webpackChunkName` in src/runner/worker.ts).
const GRAPHQL_CHUNK = /^graphql-\d+$/;

type MinimizerOptions = {minimizerOptions?: Record<string, unknown>};

/**
 * Bundler settings for the in-page runner, which runs the docs' examples in a Web
 * Worker against the site's own copy of graphql (src/runner/worker.ts):
 *
 * - `graphql` resolves to the build Node.js loads (`index.mjs`): the package maps the bundler's
 *   `development` condition, which `npm start` sets, to a build with development checks on,
 *   which `node hello.js` does not run. (`graphql-16` has no such condition.)
 * - The graphql chunks are minified without renaming or rewriting anything: V8's messages quote
 *   the code that failed (`source.body.matchAll is not a function`) and examples print class
 *   names (`field.constructor.name`), so a mangled graphql would print other text than the
 *   page's output blocks show. Just before the site's minimizer runs, this plugin drops their
 *   whitespace and comments itself and marks them minimized, which the minimizer then skips. (Chunk
 *   files are named by id, `chunkFilesById` in docusaurus.config.ts, so the minimizer's own
 *   `exclude`, which matches file names, cannot tell them.)
 * @param _context unused
 * @param options where graphql is
 * @returns a plugin that only changes the client bundler config.
 * @throws Error when the production client config has no SWC minimizer to leave the chunks out of
 *   (a Docusaurus or Rspack upgrade changed it): the runner's output would differ from Node.js.
 */
export default function inPageRunner(_context: unknown, options: InPageRunnerOptions): Plugin {
  return {
    name: 'in-page-runner',
    configureWebpack(config, isServer, {currentBundler}) {
      // Rspack's plugins, in a config typed after webpack's.
      const minimizers = config.optimization?.minimizer as unknown[] | undefined;
      if (!isServer && config.optimization?.minimize !== false && minimizers) {
        const rspack = currentBundler.instance as unknown as typeof import('@rspack/core');
        const index = minimizers.findIndex((plugin) => plugin instanceof rspack.SwcJsMinimizerRspackPlugin);
        // Rspack keeps a built-in plugin's options as its first argument.
        const site = (minimizers[index] as unknown as {_args?: [MinimizerOptions]} | undefined)?._args?.[0];
        if (!site) {
          throw new Error(
            'plugins/in-page-runner.ts: the client config has no SwcJsMinimizerRspackPlugin whose options it can read; ' +
              'the graphql chunks of the in-page runner must not be mangled.',
          );
        }
        const keepNames = {...site.minimizerOptions, compress: false, mangle: false};
        // An Rspack plugin, in a config typed after webpack's.
        (config.plugins ??= []).push({
          apply(compiler: import('@rspack/core').Compiler) {
            compiler.hooks.thisCompilation.tap('in-page-runner', (compilation) => {
              compilation.hooks.processAssets.tapPromise(
                {name: 'in-page-runner', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
                async () => {
                  for (const chunk of compilation.chunks) {
                    if (!GRAPHQL_CHUNK.test(chunk.name ?? '')) continue;
                    for (const file of chunk.files) {
                      if (!file.endsWith('.js')) continue;
                      const code = compilation.getAsset(file)!.source.source().toString();
                      const {code: minified} = await rspack.experiments.swc.minify(code, keepNames);
                      compilation.updateAsset(file, new rspack.sources.RawSource(minified), (info) => ({
                        ...info,
                        minimized: true,
                      }));
                    }
                  }
                },
              );
            });
          },
        } as never);
      }
      return {resolve: {alias: {graphql$: path.join(options.graphqlPackage, 'index.mjs')}}};
    },
  };
}
