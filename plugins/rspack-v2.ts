/**
 * Docusaurus 3.10 on Rspack 2.
 *
 * `@docusaurus/faster` 3.10 declares `@rspack/core` 1.7, and its bundler config is written for it.
 * package.json overrides it with Rspack 2, whose compiler frees its native module graph once the
 * JavaScript objects that reach it are collected. Rspack before 2.1.8, 1.7 included, kept it for
 * the rest of the process (https://github.com/web-infra-dev/rspack/issues/14734, fixed by
 * https://github.com/web-infra-dev/rspack/pull/15008): for this site about 600 MB, held through
 * server rendering, the build's peak. This plugin adapts the three parts of Docusaurus's config
 * that Rspack 2 reads differently (https://rspack.rs/guide/migration/rspack_1.x), and lets the
 * production compilers be collected once they have closed.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, Configuration} from '@rspack/core';

const PLUGIN_NAME = 'rspack-v2';

/** Called with whether a closed compiler was collected, and its name. */
export type Settled = (released: boolean, name: string) => void;

/** How long {@link collectUntilReleased} keeps trying. */
export interface CollectionOptions {
  /** Full collections before giving up. */
  tries: number;
  /** The wait between two of them, in milliseconds. */
  intervalMs: number;
}

// Docusaurus lets go of its compilers within a few event-loop turns of their closing (two
// collections in this site's builds), and each try costs one full collection of the main thread's
// heap, about 60 ms for this site's 160 MB. The tries start when the shutdown hook runs, before
// Rspack's native side has closed and let go of the compiler, so the budget leaves room for that.
const AFTER_SHUTDOWN: CollectionOptions = {tries: 20, intervalMs: 50};

/**
 * The Docusaurus plugin. Register it after the site's other plugins that add to the bundler
 * config, since it rewrites what they added (Docusaurus runs `configureWebpack` in plugin order).
 * @returns a plugin whose `configureWebpack` edits each compiler's config in place and returns
 *   `{}`: the persistent cache moved ({@link moveLegacyPersistentCache}), the server bundle's
 *   library type set, {@link isEmojiRegexWarning} added to `ignoreWarnings`, and, when the
 *   config's `mode` is `production` (`docusaurus build`), {@link ReleaseOnShutdown} added.
 */
export default function rspackV2(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      const rspackConfig = config as Configuration;
      moveLegacyPersistentCache(rspackConfig);
      if (isServer) {
        // Rspack 2 no longer reads `output.libraryTarget`, which Docusaurus sets: the server bundle
        // would export nothing, and rendering stops with "server bundle export ... must be a
        // function".
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
 * When `cache` is not `true` (a production build, or `DOCUSAURUS_NO_PERSISTENT_CACHE`),
 * `experiments.cache` is only removed. Throws nothing.
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
 * @param warning a warning of the compilation, as Rspack passes it to `ignoreWarnings`
 * @returns true for that note on that module only
 */
export function isEmojiRegexWarning(warning: {message: string; module?: unknown}): boolean {
  const resource = (warning.module as {resource?: unknown} | null | undefined)?.resource;
  return (
    /Cannot lower the `v` flag/.test(warning.message) &&
    /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/.test(
      typeof resource === 'string' ? resource : '',
    )
  );
}

/**
 * Lets a closed production compiler be collected. `react-loadable-ssr-addon-v5-slorber`, the plugin
 * with which Docusaurus writes the client's chunk manifest, keeps its compiler and last stats for
 * as long as the plugin lives, and Docusaurus keeps the client config holding it in scope until
 * the build ends (`buildLocale` in `@docusaurus/core`). On shutdown this clears those two fields,
 * which the addon reads only while emitting, then collects the main thread's heap until the
 * compiler is gone ({@link collectUntilReleased}). The dev server never gets this plugin: the
 * Docusaurus plugin adds it to production configs only.
 */
export class ReleaseOnShutdown {
  readonly #settled: Settled;
  readonly #collection: CollectionOptions;

  /**
   * @param settled called once the collections after a shutdown end, with whether the compiler
   *   was collected and its name; by default a warning when it was not. The collections' timers
   *   hold it until then, so it must not reach the compiler.
   * @param collection how long to keep collecting
   */
  constructor(settled: Settled = warnUnlessReleased, collection: CollectionOptions = AFTER_SHUTDOWN) {
    this.#settled = settled;
    this.#collection = collection;
  }

  /**
   * @param compiler the Rspack compiler this plugin is applied to
   */
  apply(compiler: Compiler): void {
    compiler.hooks.shutdown.tap(PLUGIN_NAME, () => {
      for (const plugin of compiler.options.plugins ?? []) {
        if (plugin?.constructor?.name === 'ReactLoadableSSRAddon') {
          Object.assign(plugin, {compiler: null, stats: null});
        }
      }
      collectThenReport(new WeakRef(compiler), compiler.name ?? 'unnamed', this.#settled, this.#collection);
    });
  }
}

// Module-level, so that no closure of `apply`, whose scope holds the compiler, waits on the timers.
function collectThenReport(
  ref: WeakRef<Compiler>,
  name: string,
  settled: Settled,
  collection: CollectionOptions,
): void {
  void collectUntilReleased(ref, collection).then((released) => settled(released, name));
}

function warnUnlessReleased(released: boolean, name: string): void {
  if (!released) {
    logger.warn(
      `${PLUGIN_NAME}: the ${name} compiler is still reachable after ${AFTER_SHUTDOWN.tries} full collections; ` +
        'its memory may stay in use until the build ends.',
    );
  }
}

/**
 * Runs full collections of the heap, `options.intervalMs` apart, until `ref`'s target is collected
 * or `options.tries` have run. The timers do not keep the process alive. Node.js exposes `gc`
 * only to code given `--expose-gc`; without it, this sets that flag for one new context and reads
 * the function from it, as jest-leak-detector does.
 * @param ref the object to wait for
 * @param options how many collections, how far apart
 * @returns whether it was collected; never rejects
 */
export function collectUntilReleased(ref: WeakRef<object>, options: CollectionOptions): Promise<boolean> {
  const gc = fullCollection();
  return new Promise((resolve) => {
    let tries = 0;
    const tick = () => {
      tries += 1;
      gc();
      if (ref.deref() === undefined) {
        resolve(true);
      } else if (tries >= options.tries) {
        resolve(false);
      } else {
        setTimeout(tick, options.intervalMs).unref();
      }
    };
    setTimeout(tick, 0).unref();
  });
}

let exposedGc: (() => void) | undefined;

function fullCollection(): () => void {
  const global = (globalThis as {gc?: () => void}).gc;
  if (typeof global === 'function') {
    return global;
  }
  if (!exposedGc) {
    v8.setFlagsFromString('--expose-gc');
    exposedGc = vm.runInNewContext('gc') as () => void;
    // Contexts made later, the SSG worker threads' among them, keep Node.js's default: Docusaurus's
    // perf logger (DOCUSAURUS_PERF_LOGGER) collects before each measure when it finds `gc`.
    v8.setFlagsFromString('--no-expose-gc');
  }
  return exposedGc;
}
