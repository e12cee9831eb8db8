/**
 * `npm run api:generate [-- <version>…]`: writes the API data of the docs versions
 * (plugins/api/generate.ts) from the typings of the graphql release each documents (`DOCS_VERSIONS`
 * in plugins/docs-versions.ts): TypeDoc's JSON output (`api-typedoc.json`), the release's entry
 * points (`api-modules.json`) and the Markdown of the API pages' twins (`api-markdown.json`), in
 * `docs/` for the current version and `versioned_docs/version-<v>/` for the others. With no
 * argument it writes every version. Run it after changing a graphql pin, the TypeDoc options, the
 * TypeDoc plugin or typedoc-plugin-markdown; tests/api-data.test.ts fails until then.
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
    const {files, warnings} = writeApiData(version as DocsVersionName, ROOT);
    if (warnings) console.warn(warnings);
    const written = files.map((file) => path.relative(ROOT, file)).join(' and ');
    console.log(`API data of docs version ${version} written to ${written}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
