import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Options of {@link apiVersionsCheck}. */
export type ApiVersionsCheckOptions = {
  /** The command that writes a version's API data, named in the error. */
  generateCommand: string;
};

/**
 * Fails the build, before any content loads, when an older docs version of `versions.json` has
 * no API data. docusaurus-plugin-typedoc-api reads an older version's
 * reference from `versioned_docs/version-<v>/api-typedoc.json`, which `npm run api:generate`
 * writes; without this check a missing file surfaces as a bare ENOENT from inside the plugin.
 * Skipped while that command runs (`GRAPHQL_API_SOURCE` set), since it is what writes the file.
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
  for (const version of process.env.GRAPHQL_API_SOURCE ? [] : versions) {
    const data = path.join('versioned_docs', `version-${version}`, 'api-typedoc.json');
    if (!existsSync(path.join(context.siteDir, data))) {
      throw new Error(
        `Docs version ${version} has no API data (${data}). Generate it with: ${options.generateCommand} ${version}`,
      );
    }
  }
  return {name: 'api-versions-check'};
}
