/**
 * The entry points of a docs version's graphql release as the build reads them: committed beside
 * the version's API data (`docs/api-modules.json`, `versioned_docs/version-<v>/api-modules.json`),
 * written by `npm run api:generate` from the package's typings (plugins/api-modules.ts), so that
 * no build runs the TypeScript compiler. The module pages, the API sidebar, `/api`, the import lines
 * of symbol pages and their Markdown twins come from these.
 */
import {statSync} from 'node:fs';
import {readApiDataJson} from './docs-versions';

/** One documented entry point of a graphql package folder, e.g. `graphql/execution`. */
export type ApiModule = {
  /** Slug of its page: 'graphql' | 'error' | 'execution' | 'language' | 'type' | 'utilities' | 'validation' | 'subscription' */
  slug: string;
  /** What a reader writes after `from`: 'graphql', 'graphql/execution', … */
  specifier: string;
  /** One line on its purpose. */
  summary: string;
  /** Its exports, by name, each with the `@category` the typings give it (undefined when none). */
  exports: Array<{name: string; category?: string}>;
};

/** The entry points of one graphql release, and which of its root exports are types only. */
export type ApiModulesData = {
  /** The entry points, root first, then by slug; each export list sorted by name. */
  modules: ApiModule[];
  /**
   * The root exports that are types only (interfaces, type aliases, classes re-exported with
   * `export type`), sorted: their import lines say `import type`.
   */
  typeOnly: string[];
};

const loaded = new Map<string, {modifiedMs: number | undefined; data: ApiModulesData}>();

/**
 * A docs version's committed entry points, read once per change of the file (`npm start` reloads
 * content when `npm run api:generate` rewrites it).
 * @param file absolute path of the version's `api-modules.json`
 * @returns the parsed data; the same object until the file's modification time changes
 * @throws Error naming the file and the command that writes it (`readApiDataJson`)
 */
export function loadApiModules(file: string): ApiModulesData {
  // A missing file is left to readApiDataJson, which names it and the command.
  const modifiedMs = statSync(file, {throwIfNoEntry: false})?.mtimeMs;
  const cached = loaded.get(file);
  if (modifiedMs !== undefined && cached?.modifiedMs === modifiedMs) return cached.data;
  const complete = readApiDataJson<ApiModulesData>(
    file,
    (data) => {
      const {modules, typeOnly} = (data ?? {}) as Partial<ApiModulesData>;
      return Array.isArray(modules) && Array.isArray(typeOnly);
    },
    'entry points',
  );
  loaded.set(file, {modifiedMs, data: complete});
  return complete;
}

/**
 * The specifiers a symbol can be imported from, root first: ['graphql', 'graphql/execution'].
 * @param modules the entry points of one release.
 * @param name an export name (`execute`).
 * @returns the specifiers of the modules that export it, in the order of `modules`; empty when none.
 */
export function importSpecifiersOf(modules: ApiModule[], name: string): string[] {
  return modules
    .filter((module) => module.exports.some((exported) => exported.name === name))
    .map((module) => module.specifier);
}
