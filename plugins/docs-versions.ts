/**
 * The docs versions and the graphql release each documents. The API reference of a version comes
 * from the typings of that exact npm version (`package`, a folder of this project's node_modules,
 * compiled with `tsconfig`), and its source links point at the matching tag of graphql/graphql-js.
 * `current` is the spec's version "Next" (section 3); older versions are listed in versions.json.
 *
 * Read by docusaurus.config.ts and by `npm run api:generate`, which has no site config to load.
 */
import {readFileSync} from 'node:fs';
export const DOCS_VERSIONS = {
  current: {label: 'Next', graphql: '17.1.0', package: 'node_modules/graphql', tsconfig: 'tsconfig.api.json'},
  '16.x': {
    label: '16.x',
    graphql: '16.15.0',
    package: 'node_modules/graphql-16',
    tsconfig: 'tsconfig.api.16.x.json',
  },
} as const;

/** A docs version's name: `current` or a name of versions.json. */
export type DocsVersionName = keyof typeof DOCS_VERSIONS;

/**
 * The folder of a docs version's content relative to the site, as Docusaurus's docs plugin lays it
 * out (`docs/`, `versioned_docs/version-<name>/`). A version's API data sits in it, so
 * `docusaurus docs:version` freezes the API reference with the docs it copies.
 * @param name `current` or a versioned docs version's name
 */
export function docsVersionDir(name: string): string {
  return name === 'current' ? 'docs' : `versioned_docs/version-${name}`;
}

/** The file of a docs version's API data (TypeDoc's JSON output), relative to the site. */
export function apiDataFile(name: string): string {
  return `${docsVersionDir(name)}/api-typedoc.json`;
}

/**
 * The file of a docs version's entry points (plugins/api-modules-data.ts), relative to the site,
 * beside its API data and written with it.
 */
export function apiModulesFile(name: string): string {
  return `${docsVersionDir(name)}/api-modules.json`;
}

/**
 * The file of a docs version's API data rendered as Markdown (scripts/typedoc-markdown.mjs), relative
 * to the site, beside its API data and written with it: the Markdown twins of its API pages.
 */
export function apiMarkdownFile(name: string): string {
  return `${docsVersionDir(name)}/api-markdown.json`;
}

/**
 * Reads one of a docs version's committed API data files ({@link apiDataFile},
 * {@link apiModulesFile}, {@link apiMarkdownFile}), which `npm run api:generate` writes.
 * @param file absolute path of the file
 * @param holds whether the parsed JSON is the data expected
 * @param what what the data is, for the error (`entry points`)
 * @returns the parsed JSON
 * @throws Error naming the file and the command that writes it, when the file is missing, is no
 *   JSON or does not hold the data
 */
export function readApiDataJson<T>(file: string, holds: (data: unknown) => boolean, what: string): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${file} is missing (${(error as NodeJS.ErrnoException).code}). Write it with: npm run api:generate`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is no JSON (${(error as Error).message}). Rewrite it with: npm run api:generate`,
    );
  }
  if (!holds(data)) throw new Error(`${file} holds no ${what}. Rewrite it with: npm run api:generate`);
  return data as T;
}
