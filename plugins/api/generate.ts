/**
 * Generates a docs version's API data: TypeDoc's JSON output (https://typedoc.org/documents/Options.Output.html#json)
 * for the typings of the graphql release the version documents, the release's entry points
 * (plugins/api-modules.ts) and the JSON output rendered as Markdown (scripts/typedoc-markdown.mjs).
 * `npm run api:generate` writes the three into the version's docs folder, where the site reads them
 * (plugins/api/index.ts, plugins/api-modules-data.ts, plugins/markdown-twins.ts); the build never
 * runs TypeDoc or the TypeScript compiler.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  DOCS_VERSIONS,
  apiDataFile,
  apiMarkdownFile,
  apiModulesFile,
  type DocsVersionName,
} from '../docs-versions';
import {readApiModulesData} from '../api-modules';

// The package's `bin` (its exports map does not export the file itself).
const TYPEDOC_BIN = path.join(path.dirname(require.resolve('typedoc/package.json')), 'bin', 'typedoc');

/**
 * The inline tags TypeDoc parses. The option replaces TypeDoc's default list, so it names TypeDoc's
 * own and the two the pages' comments resolve (`{@apilink}`, `{@doclink}`: src/utils/apiComments.ts);
 * graphql's typings use only `{@link}` today.
 */
const INLINE_TAGS = [
  '@link',
  '@inheritDoc',
  '@label',
  '@linkcode',
  '@linkplain',
  '@apilink',
  '@doclink',
] as const;

/**
 * The TypeDoc options that differ per docs version, and those that keep the data to the public
 * API: no private, protected or `@internal` members. TypeDoc reads the rest from the site's
 * `typedoc.json`, its TypeDoc plugin among them.
 * @param version `current` or a name of versions.json
 * @param siteDir the site whose typings, tsconfig files and `typedoc.json` are read
 * @param outFile absolute path of the JSON to write
 * @returns TypeDoc command-line arguments (https://typedoc.org/documents/Options.html)
 */
export function typedocArguments(version: DocsVersionName, siteDir: string, outFile: string): string[] {
  const source = DOCS_VERSIONS[version];
  if (!source)
    throw new Error(`No docs version ${String(version)} in DOCS_VERSIONS (plugins/docs-versions.ts)`);
  const options: Record<string, string | boolean | readonly string[]> = {
    options: path.join(siteDir, 'typedoc.json'),
    tsconfig: path.join(siteDir, source.tsconfig),
    entryPoints: [path.join(siteDir, source.package, 'index.d.ts')],
    entryPointStrategy: 'expand',
    basePath: path.join(siteDir, source.package),
    gitRevision: `v${source.graphql}`,
    includeVersion: true,
    // The pages show no README: without this TypeDoc copies graphql's into the data.
    readme: 'none',
    skipErrorChecking: true,
    excludeExternals: false,
    excludeInternal: true,
    excludePrivate: true,
    excludeProtected: true,
    inlineTags: INLINE_TAGS,
    // The name TypeDoc gives exports without a `@category` tag; the site's TypeDoc plugin drops the
    // tags (the symbol pages and the index group by kind) and the module pages read categories
    // from the typings themselves (plugins/api-modules.ts).
    defaultCategory: '__CATEGORY__',
    logLevel: 'Warn',
    json: outFile,
  };
  return Object.entries(options).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((item) => [`--${name}`, item]) : [`--${name}`, String(value)],
  );
}

/**
 * Writes a docs version's API data: TypeDoc's own command, in a Node.js process of its own, so that
 * TypeDoc and the site's TypeDoc plugin share one instance of the `typedoc` module (loaded through
 * tsx's require hook as well, the plugin's `instanceof` checks failed). TypeDoc writes to a
 * temporary file beside `outFile`, which replaces it only when the run succeeds.
 * @param version `current` or a name of versions.json
 * @param siteDir the site whose typings and options TypeDoc reads
 * @param outFile absolute path of the JSON to write (TypeDoc indents it with tabs)
 * @returns what TypeDoc printed (its warnings, such as a `{@link}` it could not resolve), or `''`
 * @throws Error with TypeDoc's output when it cannot start, exits non-zero or writes nothing
 */
export function runTypedoc(version: DocsVersionName, siteDir: string, outFile: string): string {
  const partial = `${outFile}.partial`;
  rmSync(partial, {force: true});
  const result = spawnSync(process.execPath, [TYPEDOC_BIN, ...typedocArguments(version, siteDir, partial)], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.error || result.status !== 0 || !existsSync(partial)) {
    rmSync(partial, {force: true});
    throw new Error(
      `TypeDoc could not convert the ${version} typings: ${result.error?.message ?? ''}\n${output}`,
    );
  }
  renameSync(partial, outFile);
  return output;
}

// Run by Node.js itself (an ES module without tsx), for the reason its header gives.
const MARKDOWN_SCRIPT = path.join(__dirname, '..', '..', 'scripts', 'typedoc-markdown.mjs');

/**
 * Renders TypeDoc's JSON output as the Markdown of the API pages' twins (typedoc-plugin-markdown),
 * in a Node.js process of its own.
 * @param projectJson absolute path of a version's API data
 * @param outFile absolute path of the JSON to write: `{pages: {name, file}[], files: {[file]: markdown}}`
 * @returns what the renderer printed (its warnings), or `''`
 * @throws Error with the script's output when it exits non-zero
 */
export function renderApiMarkdown(projectJson: string, outFile: string): string {
  const result = spawnSync(process.execPath, [MARKDOWN_SCRIPT, projectJson, outFile], {encoding: 'utf8'});
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.error || result.status !== 0) {
    throw new Error(
      `typedoc-plugin-markdown could not render ${projectJson}: ${result.error?.message ?? ''}\n${output}`,
    );
  }
  return output;
}

/**
 * The text of a docs version's `api-modules.json`: the entry points of its graphql release, read
 * from the typings in the site's node_modules.
 * @param version `current` or a name of versions.json
 * @param siteDir the site whose node_modules holds the release
 * @throws Error from `readApiModulesData` (an entry point without typings or summary)
 */
export function apiModulesJson(version: DocsVersionName, siteDir: string): string {
  return `${JSON.stringify(readApiModulesData(path.join(siteDir, DOCS_VERSIONS[version].package)), null, 2)}\n`;
}

/**
 * Writes a docs version's API data to its docs folder: TypeDoc's output (`docs/api-typedoc.json`,
 * `versioned_docs/version-<v>/api-typedoc.json`), and beside it the entry points
 * (`api-modules.json`) and the Markdown (`api-markdown.json`). The three are made beside their
 * paths (`*.next.json`) and replace them together, so that a failed step leaves the committed data
 * as it was.
 * @param version `current` or a name of versions.json
 * @param siteDir the site whose typings and options TypeDoc reads, and whose docs folder receives
 *   the files
 * @returns the absolute paths written, and TypeDoc's and the renderer's warnings (`''` when none)
 * @throws Error from {@link apiModulesJson}, {@link runTypedoc} or {@link renderApiMarkdown};
 *   nothing is replaced then
 */
export function writeApiData(version: DocsVersionName, siteDir: string): {files: string[]; warnings: string} {
  const files = [apiDataFile(version), apiModulesFile(version), apiMarkdownFile(version)].map((file) =>
    path.join(siteDir, file),
  );
  const [data, modules, markdown] = files;
  const next = (file: string) => file.replace(/\.json$/, '.next.json');
  mkdirSync(path.dirname(data), {recursive: true});
  try {
    writeFileSync(next(modules), apiModulesJson(version, siteDir));
    const warnings = [runTypedoc(version, siteDir, next(data)), renderApiMarkdown(next(data), next(markdown))]
      .filter(Boolean)
      .join('\n');
    for (const file of files) renameSync(next(file), file);
    return {files, warnings};
  } finally {
    for (const file of files) rmSync(next(file), {force: true});
  }
}
