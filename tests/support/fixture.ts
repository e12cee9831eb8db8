import {randomBytes} from 'node:crypto';
import {cp, mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {DOCUSAURUS_BIN, ROOT} from './paths';
import {runCommand, type CommandResult} from './processes';

/** Where fixture sites live: inside the repository, so that they resolve its node_modules. */
export const FIXTURES_DIR = path.join(ROOT, '.fixtures');

// What a fixture copies from the real site; docusaurus.config.ts itself is imported, not copied.
const SITE_PARTS = [
  'docs',
  'src',
  'static',
  'sidebars.ts',
  'i18n',
  'versions.json',
  'versioned_docs',
  'versioned_sidebars',
];

/** A throwaway copy of the site that a test may break or edit. */
export type FixtureSite = {
  dir: string;
  /** Writes a file relative to the fixture's root, creating folders. */
  write: (relativePath: string, content: string) => Promise<void>;
  /** Runs `docusaurus <args…> <dir>` with the repository root as working folder. */
  docusaurus: (...args: string[]) => Promise<CommandResult>;
  remove: () => Promise<void>;
};

/**
 * Copies the real site's docs, pages, static files and sidebars into a new folder under
 * `.fixtures/`, with a `docusaurus.config.ts` that imports the real config. `configBody`, when
 * given, replaces the default `export default config;` and may derive a changed config from the
 * imported `config`. `environment` is added to the environment of its `docusaurus` commands (the
 * real config reads `BASE_URL` from it).
 *
 * The working folder of its commands is the repository root, so TypeDoc reads the real
 * `typedoc.json`, and the API plugin's `projectRoot` (the real config's folder) holds.
 */
export async function makeFixtureSite(
  name: string,
  configBody = 'export default config;',
  environment: Record<string, string> = {},
): Promise<FixtureSite> {
  const dir = path.join(FIXTURES_DIR, `${name}-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, {recursive: true});
  for (const part of SITE_PARTS) {
    await cp(path.join(ROOT, part), path.join(dir, part), {recursive: true});
  }
  const configImport = path.relative(dir, path.join(ROOT, 'docusaurus.config')).split(path.sep).join('/');
  await writeFile(
    path.join(dir, 'docusaurus.config.ts'),
    `import config from '${configImport}';\n\n${configBody}\n`,
  );
  const write = async (relativePath: string, content: string) => {
    const file = path.join(dir, relativePath);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, content);
  };
  return {
    dir,
    write,
    // A fixture must not share Rspack's persistent cache with the real site's build.
    docusaurus: (...args) =>
      runCommand(process.execPath, [DOCUSAURUS_BIN, ...args, dir], ROOT, {
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
        ...environment,
      }),
    remove: () => rm(dir, {recursive: true, force: true}),
  };
}
