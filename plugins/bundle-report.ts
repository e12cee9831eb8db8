import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Options of the bundle report plugin. */
export type BundleReportOptions = {
  /** Where to write the report, relative to the site directory. */
  outFile: string;
};

type ModuleStats = {
  name?: string;
  identifier?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: ModuleStats[];
};
type ChunkStats = {id?: string | number; files?: string[]; initial?: boolean; size?: number};
type Stats = {toJson: (options: object) => {modules?: ModuleStats[]; chunks?: ChunkStats[]}};
type Compiler = {hooks: {done: {tap: (name: string, callback: (stats: Stats) => void) => void}}};

/** The modules a concatenated module (scope hoisting) was made of, recursively. */
function flatten(module: ModuleStats): ModuleStats[] {
  return module.modules?.length ? module.modules.flatMap(flatten) : [module];
}

/**
 * Bundle analysis for the client build. When
 * the environment variable BUNDLE_REPORT is set, writes each client chunk with its files and its
 * modules, largest first; sizes are the bundler's, in bytes before minification. Off otherwise;
 * `npm run analyze` turns it on.
 * @param context the Docusaurus load context
 * @param options where to write the JSON report (an array of chunks)
 * @returns a Docusaurus plugin that adds one Rspack plugin to the client compilation
 */
export default function bundleReport(context: LoadContext, options: BundleReportOptions): Plugin {
  return {
    name: 'bundle-report',
    configureWebpack(_config, isServer) {
      if (isServer || !process.env.BUNDLE_REPORT) {
        return {};
      }
      const outFile = path.join(context.siteDir, options.outFile);
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('bundle-report', (stats) => {
            // Every module, ungrouped: Rspack otherwise folds cached and orphan modules away.
            const json = stats.toJson({
              all: false,
              ids: true,
              chunks: true,
              modules: true,
              nestedModules: true,
              modulesSpace: Infinity,
              nestedModulesSpace: Infinity,
              cachedModules: true,
              orphanModules: true,
              groupModulesByCacheStatus: false,
              groupModulesByAttributes: false,
              groupModulesByType: false,
            });
            const modulesByChunk = new Map<string | number, {name: string; size: number}[]>();
            for (const module of json.modules ?? []) {
              for (const chunk of module.chunks ?? []) {
                const list = modulesByChunk.get(chunk) ?? [];
                for (const part of flatten(module)) {
                  list.push({name: part.name ?? part.identifier ?? '?', size: part.size ?? 0});
                }
                modulesByChunk.set(chunk, list);
              }
            }
            const report = (json.chunks ?? [])
              .map((chunk) => ({
                files: chunk.files,
                initial: chunk.initial,
                size: chunk.size,
                modules: (modulesByChunk.get(chunk.id ?? '') ?? []).sort((a, b) => b.size - a.size),
              }))
              .sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
            mkdirSync(path.dirname(outFile), {recursive: true});
            writeFileSync(outFile, JSON.stringify(report, null, 1));
          });
        },
      };
      return {plugins: [plugin]} as object;
    },
  };
}
