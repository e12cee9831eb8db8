/**
 * Docusaurus 3.10 on Rspack 2.
 *
 * `@docusaurus/faster` 3.10 declares `@rspack/core` 1.7, and its bundler config is written for it.
 * package.json overrides it with Rspack 2, whose compiler frees its native module graph once the
 * JavaScript objects that reach it are collected (Rspack 1.7 kept it for the rest of the process:
 * web-infra-dev/rspack#14734, fixed in 2.1.8 by #15008). A production build holds that graph,
 * about 600 MB, through server rendering, its peak. This plugin adapts the three parts of
 * Docusaurus's config that Rspack 2 reads differently
 * (https://rspack.rs/guide/migration/rspack_1.x), and lets the compilers be collected once they
 * have closed.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, Configuration} from '@rspack/core';

const PLUGIN_NAME = 'rspack-v2';

// Full collections tried after a compiler shuts down before giving up on it: Docusaurus lets go of
// its compilers within a few event-loop turns of their closing, and each try costs one full
// collection of the main thread's heap (about 60 ms for this site's 160 MB).
const MAX_COLLECTION_TRIES = 20;
// The wait between two tries, in milliseconds: long enough for the build to move on.
const COLLECTION_INTERVAL_MS = 50;

/**
 * The Docusaurus plugin: registered after every plugin that adds to the bundler config, since it
 * rewrites what they added.
 * @returns a plugin that only changes the bundler config of both compilers.
 */
export default function rspackV2(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      const rspackConfig = config as Configuration;
      moveLegacyPersistentCache(rspackConfig);
      if (isServer) {
        // Rspack 2 ignores `output.libraryTarget`, which Docusaurus sets: the server bundle would
        // export nothing, and rendering stops with "server bundle export ... must be a function".
        rspackConfig.output = {...rspackConfig.output, library: {type: 'commonjs2'}};
      }
      rspackConfig.ignoreWarnings = [...(rspackConfig.ignoreWarnings ?? []), isEmojiRegexWarning];
      if (rspackConfig.mode === 'production') {
        (rspackConfig.plugins ??= []).push(new ReleaseOnShutdown());
      }
      return {};
    },
  };
}

/**
 * Moves Rspack 1's `experiments.cache` (where Docusaurus 3.10 puts the persistent cache's version and
 * build dependencies, and where `cache: true` turns it on) to Rspack 2's top-level `cache`. Rspack 2
 * ignores `experiments.cache` without a warning, so the dev server would lose its persistent cache.
 * @param config a compiler's config, changed in place
 */
export function moveLegacyPersistentCache(config: Configuration): void {
  const experiments = config.experiments as (Configuration['experiments'] & {cache?: unknown}) | undefined;
  const legacy = experiments?.cache;
  if (legacy === undefined) {
    return;
  }
  delete experiments!.cache;
  if (config.cache === true && typeof legacy === 'object' && legacy !== null) {
    config.cache = legacy as Configuration['cache'];
  }
}

/**
 * Whether a bundler warning is SWC's note that it keeps the `v`-flag regular expression of
 * `@docusaurus/theme-common`'s emoji check as written. Rspack 1.7's SWC kept it as well, without the
 * note; the same code ships either way, and the warning names no code of this site.
 * @param warning a warning of the compilation
 * @returns true for that warning only
 */
export function isEmojiRegexWarning(warning: Error & {moduleIdentifier?: string}): boolean {
  return (
    /Cannot lower the `v` flag/.test(warning.message) &&
    /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js/.test(
      `${warning.moduleIdentifier ?? ''} ${warning.message}`,
    )
  );
}

/**
 * Lets a closed production compiler be collected. `react-loadable-ssr-addon-v5-slorber`, the plugin
 * with which Docusaurus writes the client's chunk manifest, keeps its compiler and last stats for
 * as long as the plugin lives, and Docusaurus keeps the client config holding it in scope until
 * the build ends. On shutdown this clears those two fields, then collects the main thread's heap
 * until the compiler is gone ({@link collectUntilReleased}).
 */
export class ReleaseOnShutdown {
  /**
   * @param compiler the Rspack compiler this plugin is applied to
   */
  apply(compiler: Compiler): void {
    compiler.hooks.shutdown.tap(PLUGIN_NAME, () => {
      for (const plugin of compiler.options.plugins ?? []) {
        if (plugin && typeof plugin === 'object' && 'compiler' in plugin && plugin.compiler === compiler) {
          Object.assign(plugin, {compiler: null}, 'stats' in plugin ? {stats: null} : {});
        }
      }
      void collectUntilReleased(new WeakRef(compiler));
    });
  }
}

/**
 * Runs full collections of the heap, {@link COLLECTION_INTERVAL_MS} apart, until `ref`'s target is
 * collected or {@link MAX_COLLECTION_TRIES} have run. The timers do not keep the process alive.
 * Node.js exposes `gc` only to code given `--expose-gc`; this sets that flag and reads the function
 * from a new context, as jest-leak-detector does.
 * @param ref the object to wait for
 * @returns whether it was collected
 */
export function collectUntilReleased(ref: WeakRef<object>): Promise<boolean> {
  const gc = fullCollection();
  return new Promise((resolve) => {
    let tries = 0;
    const tick = () => {
      tries += 1;
      gc();
      if (ref.deref() === undefined) {
        resolve(true);
      } else if (tries >= MAX_COLLECTION_TRIES) {
        resolve(false);
      } else {
        setTimeout(tick, COLLECTION_INTERVAL_MS).unref();
      }
    };
    setTimeout(tick, 0).unref();
  });
}

function fullCollection(): () => void {
  const exposed = (globalThis as {gc?: () => void}).gc;
  if (typeof exposed === 'function') {
    return exposed;
  }
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  // Contexts made later, the SSG worker threads' among them, keep Node.js's default: Docusaurus's
  // perf logger (DOCUSAURUS_PERF_LOGGER) collects before each measure when it finds `gc`.
  v8.setFlagsFromString('--no-expose-gc');
  return gc;
}
