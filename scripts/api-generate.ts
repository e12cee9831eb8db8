/**
 * `npm run api:generate [-- <version>…]`: writes the API data of the older docs versions,
 * `versioned_docs/version-<v>/api-typedoc.json` and `api-packages.json`, from
 * the typings of the graphql release each documents (`DOCS_VERSIONS` in docusaurus.config.ts,
 * e.g. 16.x from `node_modules/graphql-16`). With no argument it writes every version of
 * versions.json.
 *
 * It runs the API plugin's own command, `docusaurus api:version <v>` (docusaurus-plugin-typedoc-api
 * "Versioning"), with `GRAPHQL_API_SOURCE=<v>` so that the config points the plugin at that
 * version's package; then it rewrites the absolute package folder the plugin records into one
 * relative to the site, so the committed data is the same on every machine.
 *
 * `DOCUSAURUS_CLI_SITE_DIR` (Docusaurus's escape hatch for the site folder of plugin commands)
 * chooses the site whose `versioned_docs/` receives the data: the test that proves the committed
 * data equals a fresh generation points it at a throwaway copy.
 *
 * Exits non-zero, with the command's output, when a generation fails.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** One entry of `api-packages.json` as the plugin writes it. */
type PackageConfig = {packageRoot: string; packageVersion: string; [key: string]: unknown};

/**
 * Makes the package folders of an `api-packages.json` relative to the site root, and records the
 * version of the documented package (the plugin takes it from `api-reference.json`, its
 * `packageJsonName`, which names no version of its own).
 * @param file absolute path of the file, rewritten in place
 */
export function normalizePackages(file: string): void {
  const packages = JSON.parse(readFileSync(file, 'utf8')) as PackageConfig[];
  for (const pkg of packages) {
    if (path.isAbsolute(pkg.packageRoot)) {
      pkg.packageRoot = path.relative(ROOT, pkg.packageRoot);
    }
    pkg.packageVersion = (
      JSON.parse(readFileSync(path.join(ROOT, pkg.packageRoot, 'package.json'), 'utf8')) as {version: string}
    ).version;
  }
  writeFileSync(file, `${JSON.stringify(packages, null, 2)}\n`);
}

/**
 * Generates one version's API data.
 * @param version a docs version name of versions.json, e.g. `16.x`
 * @param siteDir the site whose `versioned_docs/` receives the files
 * @throws Error with the command's output when it fails.
 */
export function generateApiData(version: string, siteDir: string = ROOT): void {
  const outDir = path.join(siteDir, 'versioned_docs', `version-${version}`);
  const data = path.join(outDir, 'api-typedoc.json');
  // The plugin's command reports success even when TypeDoc wrote nothing; a stale file must not
  // pass for a fresh one.
  rmSync(data, {force: true});
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'api:version', version],
    {
      cwd: ROOT,
      env: {...process.env, GRAPHQL_API_SOURCE: version, DOCUSAURUS_CLI_SITE_DIR: siteDir},
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || !existsSync(data)) {
    throw new Error(`docusaurus api:version ${version} failed:\n${result.stdout}\n${result.stderr}`);
  }
  normalizePackages(path.join(outDir, 'api-packages.json'));
}

if (require.main === module) {
  const requested = process.argv.slice(2);
  const versions =
    requested.length > 0
      ? requested
      : (JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[]);
  for (const version of versions) {
    generateApiData(version);
    console.log(`API data of docs version ${version} written to versioned_docs/version-${version}/`);
  }
}
