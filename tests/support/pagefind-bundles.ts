import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {BUILD_DIR} from './paths';

/** The built Pagefind bundles (plugins/search-index.ts): Next's, then 16.x's, each its folder. */
export const BUILT_BUNDLES = [
  path.join(BUILD_DIR, 'pagefind'),
  path.join(BUILD_DIR, 'docs', '16.x', 'pagefind'),
];

/** One page of a bundle as Pagefind stored it: the fragment a result's `data()` loads. */
export type BuiltFragment = {
  /** The fragment's file name (`en_1234567.pf_fragment`). */
  file: string;
  url: string;
  /** The page's indexed text, from which Pagefind cuts excerpts. */
  content: string;
  /** Its metadata fields (`title`, and those tagged `data-pagefind-meta`). */
  meta: Record<string, string>;
};

/**
 * Every page fragment of a built bundle, decoded as Pagefind decodes it (gzip, then JSON behind
 * the `pagefind_dcd` signature).
 * @param bundleDir a bundle's folder, one of {@link BUILT_BUNDLES}
 * @throws when the bundle has not been built
 */
export function builtFragments(bundleDir: string): BuiltFragment[] {
  const dir = path.join(bundleDir, 'fragment');
  return readdirSync(dir).map((file) => {
    const data = gunzipSync(readFileSync(path.join(dir, file))).subarray('pagefind_dcd'.length);
    return {file, ...(JSON.parse(data.toString('utf8')) as Omit<BuiltFragment, 'file'>)};
  });
}
