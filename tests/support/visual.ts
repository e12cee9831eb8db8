import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';

/**
 * A screenshot as a baseline file: the same pixels (RGBA), with each row unfiltered and zlib at its
 * strongest with its default strategy (pngjs's own default, run-length only, makes twice
 * Chromium's size), which for the flat colours and text of a page is about a sixth smaller than
 * Chromium's own PNG.
 * @param png PNG bytes
 * @returns PNG bytes of the same image. Throws what pngjs throws for bytes that are no PNG.
 */
export function compactPng(png: Buffer): Buffer {
  return PNG.sync.write(PNG.sync.read(png), {
    colorType: 6,
    filterType: 0,
    deflateLevel: 9,
    deflateStrategy: 0,
  });
}

/**
 * How many pixels of two decoded images differ, as {@link comparePngs} counts them, without
 * drawing a diff image.
 * @returns the count, or null when the images differ in size.
 */
export function differentPixels(a: PNG, b: PNG): number | null {
  if (a.width !== b.width || a.height !== b.height) return null;
  return pixelmatch(a.data, b.data, undefined, a.width, a.height);
}

/** How two PNG images compare, pixel by pixel. */
export type ImageComparison =
  /** Same width and height: `differentPixels` of `totalPixels` differ; `diff` marks them (red). */
  | {sameSize: true; differentPixels: number; totalPixels: number; diff: PNG}
  /** Different width or height, e.g. `1280×5000 px, baseline 1280×4980 px`: no pixel comparison. */
  | {sameSize: false; sizes: string};

/**
 * Compares two PNG images with pixelmatch at its defaults: a colour distance threshold of 0.1 and
 * anti-aliasing detection, so that a pixel differs when a reader could tell it apart, and the
 * edge pixels of text that the same page may rasterise a shade differently do not count.
 * @param before the baseline, decoded (`PNG.sync.read`)
 * @param after the new screenshot, decoded
 * @returns the count of differing pixels and an image marking them, or the two sizes when they
 *   differ.
 */
export function comparePngs(before: PNG, after: PNG): ImageComparison {
  if (before.width !== after.width || before.height !== after.height) {
    return {
      sameSize: false,
      sizes: `${after.width}×${after.height} px, baseline ${before.width}×${before.height} px`,
    };
  }
  const {width, height} = before;
  const diff = new PNG({width, height});
  const differentPixels = pixelmatch(before.data, after.data, diff.data, width, height);
  return {sameSize: true, differentPixels, totalPixels: width * height, diff};
}

/**
 * Writes what a failed comparison left, for the reader of the assertion message: the new
 * screenshot and, when there is one, the image marking the differing pixels.
 * @param folder where to write them (made if missing), outside the repository's tracked files
 * @param name the image's name without extension, e.g. `class-GraphQLError.next.dark.1280`
 * @param actual the new screenshot's PNG bytes
 * @param diff pixelmatch's output image, when the sizes matched
 * @returns the absolute paths written: `actual` (`<name>.actual.png`) and `diff`
 *   (`<name>.diff.png`, or null without a diff image).
 */
export function writeFailureImages(
  folder: string,
  name: string,
  actual: Buffer,
  diff: PNG | null,
): {actual: string; diff: string | null} {
  mkdirSync(folder, {recursive: true});
  const actualPath = path.join(folder, `${name}.actual.png`);
  writeFileSync(actualPath, actual);
  if (!diff) return {actual: actualPath, diff: null};
  const diffPath = path.join(folder, `${name}.diff.png`);
  writeFileSync(diffPath, PNG.sync.write(diff));
  return {actual: actualPath, diff: diffPath};
}
