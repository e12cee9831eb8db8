import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiDataFile, apiMarkdownFile, apiModulesFile} from './docs-versions';

/** Options of {@link apiVersionsCheck}. */
export type ApiVersionsCheckOptions = {
  /** The command that writes a version's API data, named in the error. */
  generateCommand: string;
};

/**
 * Fails the build, before any content loads, when a docs version (`current` or one of
 * `versions.json`) has no API data. The API plugin (plugins/api) reads a version's reference from
 * `docs/api-typedoc.json` or `versioned_docs/version-<v>/api-typedoc.json`, its entry points from
 * `api-modules.json` and its Markdown twins from `api-markdown.json` beside it, which
 * `npm run api:generate` writes. The plugin's own read names only the file, once content loads;
 * this check fails first and names the version and the command for it.
 * @param context the site (its `siteDir` holds versions.json and versioned_docs/)
 * @param options the command to name
 * @returns a plugin that does nothing once the check has passed.
 * @throws Error naming the version, the missing file and the command that generates it.
 */
export default function apiVersionsCheck(context: LoadContext, options: ApiVersionsCheckOptions): Plugin {
  const versionsFile = path.join(context.siteDir, 'versions.json');
  const versions = existsSync(versionsFile)
    ? (JSON.parse(readFileSync(versionsFile, 'utf8')) as string[])
    : [];
  for (const version of ['current', ...versions]) {
    for (const data of [apiDataFile(version), apiModulesFile(version), apiMarkdownFile(version)]) {
      if (!existsSync(path.join(context.siteDir, data))) {
        throw new Error(
          `Docs version ${version} has no API data (${data}). Generate it with: ${options.generateCommand} ${version}`,
        );
      }
    }
  }
  return {name: 'api-versions-check'};
}
