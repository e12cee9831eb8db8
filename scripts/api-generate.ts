/**
 * `npm run api:generate [-- <version>…]`: writes the API data of the docs versions (TypeDoc's JSON
 * output, plugins/api/generate.ts) from the typings of the graphql release each documents
 * (`DOCS_VERSIONS` in plugins/docs-versions.ts): `docs/api-typedoc.json` for the current version,
 * `versioned_docs/version-<v>/api-typedoc.json` for the others. With no argument it writes every
 * version. Run it after changing a graphql pin, the TypeDoc options or the TypeDoc plugin;
 * tests/api-data.test.ts fails until then.
 *
 * Exits non-zero when a generation fails.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, type DocsVersionName} from '../plugins/docs-versions';
import {writeApiData} from '../plugins/api/generate';

const ROOT = path.resolve(__dirname, '..');

/** `current` and the names of versions.json, newest first. */
function allVersions(): DocsVersionName[] {
  const older = JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as DocsVersionName[];
  return ['current', ...older];
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  for (const version of requested.length > 0 ? requested : allVersions()) {
    if (!(version in DOCS_VERSIONS)) throw new Error(`No docs version ${version} in DOCS_VERSIONS`);
    const {file, warnings} = writeApiData(version as DocsVersionName, ROOT);
    if (warnings) console.warn(warnings);
    console.log(`API data of docs version ${version} written to ${path.relative(ROOT, file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
