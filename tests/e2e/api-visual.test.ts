/**
 * Visual regression of the API reference: each kind of API page of both docs versions, in light
 * and dark mode, on a desktop (1280 px) and a phone (390 px), as Chromium renders the production
 * build, compared pixel by pixel (pixelmatch) with the baselines committed in
 * `tests/visual/baselines/`. The baselines were taken when docusaurus-plugin-typedoc-api still
 * rendered the pages, before the site's own API plugin (plugins/api) replaced it, and updated only
 * for differences explained in the commit that updated them; the suite holds any change of how
 * the pages look to these images.
 *
 * `UPDATE_VISUAL_BASELINES=1 npm run test:visual` writes the baselines (only those that would fail);
 * without it, a missing baseline fails. A failure writes the new screenshot and an image marking
 * the differing pixels under {@link OUTPUT_DIR} and names them in its message.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe} from 'node:test';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {PNG} from 'pngjs';

import {test} from '../support/browser';
import {useSite} from '../support/e2e';
import {ROOT} from '../support/paths';
import {compactPng, comparePngs, differentPixels, writeFailureImages} from '../support/visual';

const site = useSite();

/** The committed baselines, one PNG per page, version, colour mode and width. */
const BASELINES_DIR = path.join(ROOT, 'tests', 'visual', 'baselines');
/** Where a failure leaves its screenshot and diff image: under `node_modules/`, never committed. */
const OUTPUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'graphql-js-docs', 'visual');
const UPDATE = process.env.UPDATE_VISUAL_BASELINES === '1';

/** Tall pages are captured from the top down to this height, in CSS px, so that the committed
 * images stay small: enough for the constructor and the first properties, inherited ones among
 * them, of `GraphQLError` on a phone. */
const MAX_HEIGHT_PX = 5000;
/** The same for the index and module pages (`/api` is 37,000 px high), which list rows of a few
 * kinds over and over: their head and the first rows of each kind. */
const LIST_MAX_HEIGHT_PX = 2500;
/** At most 1 pixel in 50,000 may differ (128 of a 1280×5000 capture, half a 16 px icon): room for
 * stray text-edge pixels that pixelmatch's anti-aliasing detection misses, not for a changed word. */
const MAX_DIFF_PIXEL_RATIO = 0.00002;
/** How long a page may keep changing between two screenshots before its last one is compared. */
const STEADY_TIMEOUT_MS = 10_000;
/** The copyright year the footer is captured with: the build writes the year it runs in. */
const COPYRIGHT_YEAR = '2026';

/** A page type: its path under a version's API root, the height it is captured down to, and, for
 * a type alias (a section of the index, with no page of its own), the id of its heading there. */
type Shot = {name: string; path: string; maxHeight: number; section?: string};

const SHOTS: Shot[] = [
  {name: 'index', path: '', maxHeight: LIST_MAX_HEIGHT_PX},
  {name: 'module-execution', path: '/module/execution', maxHeight: LIST_MAX_HEIGHT_PX},
  // Version history, hierarchy, an index of every member kind, the constructor with examples, and
  // properties, some inherited from Error, one deprecated (accessors and methods lie below the cut).
  {name: 'class-GraphQLError', path: '/class/GraphQLError', maxHeight: MAX_HEIGHT_PX},
  {name: 'enum-OperationTypeNode', path: '/enum/OperationTypeNode', maxHeight: MAX_HEIGHT_PX},
  // Deprecated in 17, an example in both versions.
  {name: 'function-findBreakingChanges', path: '/function/findBreakingChanges', maxHeight: MAX_HEIGHT_PX},
  // Type parameters with defaults, the interfaces that extend it, optional properties.
  {name: 'interface-ExecutionResult', path: '/interface/ExecutionResult', maxHeight: MAX_HEIGHT_PX},
  {
    name: 'type-alias-GraphQLFieldResolver',
    path: '',
    maxHeight: MAX_HEIGHT_PX,
    section: 'GraphQLFieldResolver',
  },
];

const VERSIONS = [
  {name: 'next', root: '/api'},
  {name: '16.x', root: '/api/16.x'},
];

const MODES = ['light', 'dark'] as const;

const VIEWPORTS: {width: number; options: BrowserContextOptions}[] = [
  {width: 1280, options: {viewport: {width: 1280, height: 800}}},
  {width: 390, options: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}},
];

/** The page's window, with the flag that silences its resize events once it is ready for capture. */
type HeldViewport = Window & {holdViewport?: boolean};

/** Every baseline's file name without `.png`, e.g. `class-GraphQLError.next.dark.1280`. */
const imageName = (shot: Shot, version: string, mode: string, width: number) =>
  `${shot.name}.${version}.${mode}.${width}`;

before(() => {
  // A run's failures only: images left by an earlier run would name a page that passes now.
  rmSync(OUTPUT_DIR, {recursive: true, force: true});
});

test(`the baselines are the ${SHOTS.length * VERSIONS.length * MODES.length * VIEWPORTS.length} images of the suite, no more`, () => {
  const expected = new Set(
    SHOTS.flatMap((shot) =>
      VERSIONS.flatMap((version) =>
        MODES.flatMap((mode) =>
          VIEWPORTS.map(({width}) => `${imageName(shot, version.name, mode, width)}.png`),
        ),
      ),
    ),
  );
  const present = existsSync(BASELINES_DIR) ? readdirSync(BASELINES_DIR) : [];
  const stale = present.filter((file) => !expected.has(file));
  if (UPDATE) {
    for (const file of stale) rmSync(path.join(BASELINES_DIR, file));
    return;
  }
  assert.deepEqual(
    stale,
    [],
    `files of no page in ${BASELINES_DIR}: remove them or run UPDATE_VISUAL_BASELINES=1`,
  );
});

for (const {width, options} of VIEWPORTS) {
  for (const mode of MODES) {
    describe(`${mode} mode, ${width} px`, () => {
      // One tab per mode and width, reused from page to page: the context's HTTP cache spares
      // every page after the first the download and compilation of the site's scripts.
      let tab: Page | null = null;
      let shown = '';
      const tabFor = async () => {
        if (tab && !tab.isClosed()) return tab;
        const context = await site.newContext(options);
        // Before the theme's own inline script reads it, as a returning reader's stored choice.
        await context.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
        // The search box's shortcut hint reads ⌘ on a Mac and ctrl elsewhere: the same on every host.
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'Linux x86_64'}),
        );
        // While it captures beyond the viewport, Chromium at times shrinks the viewport to 1×1 px
        // for a moment: the theme then swaps its desktop table of contents for none and back, and
        // a capture caught the new one before it highlighted its first heading. Once the page is
        // ready for capture (holdViewport), its own resize listeners do not hear of it. Added
        // before the page's scripts run, so that it is the first listener.
        await context.addInitScript(() =>
          window.addEventListener(
            'resize',
            (event) => {
              if ((window as HeldViewport).holdViewport) event.stopImmediatePropagation();
            },
            true,
          ),
        );
        tab = await context.newPage();
        shown = '';
        return tab;
      };

      for (const version of VERSIONS) {
        for (const shot of SHOTS) {
          const url = version.root + shot.path;
          const name = imageName(shot, version.name, mode, width);
          test(`${name} (${url}${shot.section ? `#${shot.section}` : ''}) matches its baseline`, async (t) => {
            const page = await tabFor();
            try {
              // The index's type alias sections are captured from the index's tab as it is.
              if (shown !== url) {
                await openForCapture(page, site.origin() + url);
                shown = url;
              }
              const baseline = baselineOf(name);
              const clip = await captureArea(page, shot.maxHeight, shot.section);
              const actual = await steadyScreenshot(page, clip, baseline);
              checkAgainstBaseline(name, actual, baseline, (message) => t.diagnostic(message));
            } catch (error) {
              // A tab left mid-way is not lent to the next page.
              await page.close();
              throw error;
            }
          });
        }
      }
    });
  }
}

/**
 * Opens a page in a full load and brings it to the state it is captured in: hydrated, with the
 * colour mode React read from storage applied, its fonts and images in, every part rendered
 * (see below), the footer's year fixed, scrolled to the top, deaf to the viewport changes of
 * the captures to come (see {@link HeldViewport}).
 * @param page a tab of a context with the colour mode stored
 * @param url the page's absolute URL
 * Throws when the page does not answer 200 or does not hydrate within Playwright's 30 s.
 */
async function openForCapture(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  assert.equal(response?.status(), 200, `${url} answered ${response?.status()}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(async (year) => {
    // API members and index lists have `content-visibility: auto` (src/css/custom.css): off
    // screen, their content is not rendered, and a capture beyond the viewport would show them
    // blank. Rendered, they keep the layout, style and paint containment that `auto` implies.
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (style.getPropertyValue('content-visibility') !== 'auto') continue;
      element.style.setProperty('content-visibility', 'visible', 'important');
      if (style.contain === 'none') element.style.setProperty('contain', 'layout style paint', 'important');
    }
    for (const footer of document.querySelectorAll('.footer__copyright')) {
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const fixed = text.replace(/\b(19|20)\d\d\b/g, year);
        if (fixed !== text) node.textContent = fixed;
      }
    }
    window.scrollTo(0, 0);
    (window as HeldViewport).holdViewport = true;
    // Fonts and images the members just rendered may have started loading. A lazy image out of
    // view would never load, and its decode() never settle.
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => image.loading !== 'lazy')
        .map((image) => image.decode()),
    );
  }, COPYRIGHT_YEAR);
  assert.equal(await page.evaluate(() => window.scrollY), 0, `${url} did not stay at the top`);
}

/** A rectangle of the document, in CSS px from its top left corner. */
type Area = {x: number; y: number; width: number; height: number};

/**
 * The part of the page to capture: the whole page down to `maxHeight`, or the section that holds
 * the heading with id `section` (its nearest `<section>` ancestor), whole pixels out.
 * @param page a page opened by {@link openForCapture}, scrolled to the top
 * @param maxHeight the most to capture, in CSS px from the area's top
 * @param section the id of a heading, for a type alias of the index
 * @returns the area, in document coordinates. Throws when the page has no such heading.
 */
async function captureArea(page: Page, maxHeight: number, section?: string): Promise<Area> {
  if (!section) {
    return page.evaluate((most) => {
      const root = document.documentElement;
      return {x: 0, y: 0, width: root.scrollWidth, height: Math.min(root.scrollHeight, most)};
    }, maxHeight);
  }
  const container = page.locator(`[id="${section}"]`).locator('xpath=ancestor::section[1]');
  assert.equal(await container.count(), 1, `${page.url()} has no section headed #${section}`);
  return container.evaluate((element, most) => {
    const box = element.getBoundingClientRect();
    const x = Math.floor(box.left + window.scrollX);
    const y = Math.floor(box.top + window.scrollY);
    const bottom = Math.min(Math.ceil(box.bottom + window.scrollY), y + most);
    return {x, y, width: Math.ceil(box.right + window.scrollX) - x, height: bottom - y};
  }, maxHeight);
}

/** A committed baseline: the path of its file and its image, decoded. */
type Baseline = {file: string; image: PNG};
/** A screenshot: its PNG bytes as Chromium wrote them, its image, decoded, and how many were
 * taken before the page held still. */
type Screenshot = {png: Buffer; image: PNG; taken: number};

/**
 * Screenshots `area` of the page until it stops changing, as Playwright's own `toHaveScreenshot`
 * does: the work a page does after hydration (React's colour mode update, observers) has no
 * event of its own to wait for. The first screenshot is taken at once when no pixel of it differs
 * from the baseline; otherwise the page must show the same pixels twice in a row. Pixels are
 * compared as pixelmatch sees them, not byte for byte: on a phone, Chromium draws the search box's
 * rounded corner in one of two shades from capture to capture (1 of 255 in a channel, on 18
 * pixels).
 * @param page the page, scrolled to the top
 * @param area what to capture, in document CSS px (beyond the viewport too)
 * @param baseline the baseline, or null
 * @returns the last screenshot, its PNG bytes and its image: steady, or the last one after
 *   {@link STEADY_TIMEOUT_MS}, which the comparison then judges.
 */
async function steadyScreenshot(page: Page, area: Area, baseline: Baseline | null): Promise<Screenshot> {
  const take = () =>
    page.screenshot({fullPage: true, clip: area, animations: 'disabled', caret: 'hide', scale: 'css'});
  const first = await take();
  let last = {png: first, image: PNG.sync.read(first)};
  if (baseline && differentPixels(baseline.image, last.image) === 0) return {...last, taken: 1};
  const deadline = Date.now() + STEADY_TIMEOUT_MS;
  for (let taken = 2; ; taken++) {
    const png = await take();
    const next = {png, image: PNG.sync.read(png)};
    if (differentPixels(last.image, next.image) === 0 || Date.now() > deadline) return {...next, taken};
    last = next;
  }
}

/** The path of a baseline, by its image name. */
const baselinePath = (name: string) => path.join(BASELINES_DIR, `${name}.png`);

/** The committed baseline of an image name, or null when there is none. */
function baselineOf(name: string): Baseline | null {
  const file = baselinePath(name);
  return existsSync(file) ? {file, image: PNG.sync.read(readFileSync(file))} : null;
}

/**
 * Holds a screenshot to its baseline, or, with {@link UPDATE}, writes it as the baseline where it
 * would fail (re-encoded smaller: {@link compactPng}), so that an update leaves the others alone.
 * @param name the image's name, e.g. `class-GraphQLError.next.dark.1280`
 * @param actual the screenshot
 * @param baseline the baseline, or null when there is none
 * @param note reports what a passing run should still show: a baseline written, pixels that
 *   differ within the tolerance, a page that took more than one screenshot to hold still
 * Throws an assertion error, naming the images written under {@link OUTPUT_DIR}, when the
 * baseline is missing, has another size, or more than {@link MAX_DIFF_PIXEL_RATIO} of its pixels differ.
 */
function checkAgainstBaseline(
  name: string,
  {png: actual, image, taken}: Screenshot,
  baseline: Baseline | null,
  note: (message: string) => void,
): void {
  // Against a baseline, the first screenshot of a page that had settled passes at once.
  if (taken > (baseline ? 1 : 2)) note(`${taken} screenshots before the page held still`);
  const differing = baseline && differentPixels(baseline.image, image);
  const allowed = Math.floor(image.width * image.height * MAX_DIFF_PIXEL_RATIO);
  if (differing !== null && differing <= allowed) {
    if (differing > 0) note(`${differing} pixels differ from the baseline, within the ${allowed} allowed`);
    return;
  }
  if (UPDATE) {
    const file = baselinePath(name);
    mkdirSync(BASELINES_DIR, {recursive: true});
    writeFileSync(file, compactPng(actual));
    note(`wrote ${path.relative(ROOT, file)}`);
    return;
  }
  const rerun = 'UPDATE_VISUAL_BASELINES=1 npm run test:visual';
  if (!baseline) {
    const written = writeFailureImages(OUTPUT_DIR, name, actual, null);
    assert.fail(
      `${name}: no baseline at ${baselinePath(name)}; the screenshot is ${written.actual}. Run ${rerun} to add it.`,
    );
  }
  const comparison = comparePngs(baseline.image, image);
  if (!comparison.sameSize) {
    const written = writeFailureImages(OUTPUT_DIR, name, actual, null);
    assert.fail(
      `${name}: the capture changed size (${comparison.sizes}).\n` +
        `  baseline: ${baseline.file}\n  actual:   ${written.actual}\n` +
        `Run ${rerun} if the change is meant.`,
    );
  }
  const written = writeFailureImages(OUTPUT_DIR, name, actual, comparison.diff);
  assert.fail(
    `${name}: ${comparison.differentPixels} of ${comparison.totalPixels} pixels differ from the baseline ` +
      `(at most ${allowed} may).\n  baseline: ${baseline.file}\n  actual:   ${written.actual}\n` +
      `  diff:     ${written.diff}\nRun ${rerun} if the change is meant.`,
  );
}
