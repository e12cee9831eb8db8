import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Absolute path of the site's root folder (where `docusaurus.config.ts` is). */
export const ROOT = path.resolve(__dirname, '..', '..');

/** Absolute path of the production build that `npm test` makes once before the suites run. */
export const BUILD_DIR = path.join(ROOT, 'build');

/** The `docusaurus` CLI of the site's own dependencies. */
export const DOCUSAURUS_BIN = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

/**
 * The Markdown pages of a docs version's folder.
 * @param folder the version's folder relative to {@link ROOT} (`docs`, `versioned_docs/version-16.x`)
 * @returns their paths relative to `folder` (`guides/errors.md`), sorted.
 */
export function markdownPagesOf(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}
