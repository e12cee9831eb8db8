import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './paths';

/**
 * Lists the files below a folder whose names end in `suffix`, recursively.
 * @returns absolute paths.
 */
export function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return filesUnder(full, suffix);
    }
    return name.endsWith(suffix) ? [full] : [];
  });
}

/**
 * The built file that answers a URL path, as `docusaurus serve` and static hosts resolve it:
 * `path/index.html`, `path.html`, or the file itself.
 * @param urlPath a site path without query or hash, e.g. `/api/class/Source` or `/llms.txt`
 * @returns the absolute file path, or undefined when the build has none.
 */
export function builtFileFor(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, '');
  const candidates = [
    path.join(BUILD_DIR, clean, 'index.html'),
    path.join(BUILD_DIR, `${clean}.html`),
    path.join(BUILD_DIR, clean),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}
