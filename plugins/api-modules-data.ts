/**
 * The entry points of a docs version's graphql release as the build reads them: committed beside
 * the version's API data (`docs/api-modules.json`, `versioned_docs/version-<v>/api-modules.json`),
 * written by `npm run api:generate` from the package's typings (plugins/api-modules.ts), so that
 * no build runs the TypeScript compiler. The module pages, the API sidebar, `/api`, the import lines
 * of symbol pages and their Markdown twins come from these.
 */
import {readFileSync, statSync} from 'node:fs';

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

const loaded = new Map<string, {modifiedMs: number; data: ApiModulesData}>();

/**
 * A docs version's committed entry points, read once per change of the file (`npm start` reloads
 * content when `npm run api:generate` rewrites it).
 * @param file absolute path of the version's `api-modules.json`
 * @returns the parsed data; the same object until the file's modification time changes
 * @throws Error naming the file and the command that writes it, when it is missing or no such data
 */
export function loadApiModules(file: string): ApiModulesData {
  let modifiedMs: number;
  try {
    modifiedMs = statSync(file).mtimeMs;
  } catch {
    throw new Error(`api-modules: ${file} is missing. Write it with: npm run api:generate`);
  }
  const cached = loaded.get(file);
  if (cached?.modifiedMs === modifiedMs) return cached.data;
  let data: Partial<ApiModulesData>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Partial<ApiModulesData>;
  } catch (error) {
    throw new Error(
      `api-modules: ${file} is no JSON (${(error as Error).message}). Rewrite it with: npm run api:generate`,
    );
  }
  if (!Array.isArray(data?.modules) || !Array.isArray(data.typeOnly)) {
    throw new Error(`api-modules: ${file} holds no entry points. Rewrite it with: npm run api:generate`);
  }
  const complete = data as ApiModulesData;
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
