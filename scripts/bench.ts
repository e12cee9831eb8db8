/**
 * `npm run bench`: the performance benchmark of the site, against its speed and size goals.
 * Measures, on this machine:
 * - a cold production build (caches cleared) and a rebuild: wall time, peak memory, and the time of
 *   each phase Docusaurus reports (`DOCUSAURUS_PERF_LOGGER=true`);
 * - the cold build against the seed site's stack on the same content, pair by pair
 *   (`../shared/bench/compare-build.mjs`, when that file is there; BENCH_PAIRS pairs, default 3):
 *   the median ratios of build time and of peak memory;
 * - `npm start`: time until the first page answers, and until an edit to a tutorial shows;
 * - sizes: `build/`, the `main` bundle, and the first-load JavaScript (gzip) of each page type;
 * - the in-page runner on the home page's example: time from Run to output, cold and
 *   warm, and the JavaScript that Run and Edit load (gzip);
 * - the first search (a chunked static index, scripts/search-figures.ts): bytes and
 *   time from focusing the search box to the first result, on desktop and with Lighthouse's mobile
 *   throttling, from a Next tutorial, a Next API page and a 16.x page; again with the index of a
 *   site twice as large (every page indexed twice); and the time of the index step;
 * - searches typed as readers type them: a key every 50 ms
 *   from focus, and the time from the last key to the first option of the whole query, for a word
 *   and a title from a tutorial and a word from an API page, each from both docs versions, on
 *   desktop and on Lighthouse's mobile profile (median of 3, every run's time beside it);
 * - Lighthouse (desktop and mobile presets) on home, a tutorial, the 16 to 17 upgrade guide (the
 *   longest page) and every API page type of both versions (`/api`, two classes, an interface, a
 *   function, an enum, and a module page once the build has them), served gzip-compressed as GitHub
 *   Pages serves it: the four category scores, LCP, TBT, CLS and the main thread's long tasks (how
 *   many, the longest), median of 3 runs, and each run's performance score and TBT.
 *   `BENCH_ONLY=lighthouse` audits the current `build/` and skips everything else (no build;
 *   `BENCH_ONLY=search` likewise measures only the first and typed searches), and
 *   `LIGHTHOUSE_PRESETS=mobile` keeps one preset and `LIGHTHOUSE_PAGES=class,module` some pages:
 *   a before/after comparison of a change to the pages in minutes.
 * Prints a table with the goals and the machine's load (`/proc/loadavg` before and after), and
 * writes everything to `bench/results.json`. Leaves a fresh production build in `build/`. Needs
 * Chromium (`scripts/ensure-chromium.sh`).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {cpus} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium} from '../tests/support/browser';
import {makeFixtureSite} from '../tests/support/fixture';
import {filesUnder} from '../tests/support/build-files';
import {BUILD_DIR, DOCUSAURUS_BIN, ROOT} from '../tests/support/paths';
import {freePort, startProcess} from '../tests/support/processes';
import {measureFirstLoadJs, PAGE_TYPES} from './first-load-js';
import {measureRunInPage} from './run-in-page-figures';
import {
  indexBuiltSite,
  KEY_INTERVAL_MS,
  measureSearch,
  measureTypedSearches,
  SEARCH_GOALS,
  SEARCH_PAGES,
  SEARCH_QUERY,
  serveCompressed,
  TYPED_SEARCH_GOALS,
  TYPED_SEARCHES,
  type BenchHost,
  type SearchFigures,
  type TypedSearchTable,
} from './search-figures';
import type {Browser} from 'playwright-core';

const LIGHTHOUSE_RUNS = 3;
/** The pages Lighthouse audits: home and a tutorial, the upgrade guide
 * from 16, the longest page and the one most readers open (its load must not grow with its code),
 * and every API page type of both versions (to keep pages light enough for a phone): GraphQLSchema
 * beside GraphQLObjectType as the two classes that scored lowest. */
const AUDITED: Record<string, string> = {
  home: PAGE_TYPES.home,
  tutorial: PAGE_TYPES.tutorial,
  'upgrade-guide': PAGE_TYPES['upgrade-guide'],
  'api-index': PAGE_TYPES['api-index'],
  class: PAGE_TYPES.class,
  'class GraphQLSchema': '/api/class/GraphQLSchema',
  interface: PAGE_TYPES.interface,
  function: PAGE_TYPES.function,
  enum: PAGE_TYPES.enum,
  'api-index-16.x': '/api/16.x',
  'class-16.x': PAGE_TYPES['class-16.x'],
  'class GraphQLSchema-16.x': '/api/16.x/class/GraphQLSchema',
  'interface-16.x': '/api/16.x/interface/GraphQLFieldConfig',
  'function-16.x': '/api/16.x/function/graphql',
  'enum-16.x': '/api/16.x/enum/Kind',
};
/** Module pages, audited when the build has them. */
const MODULE_PAGES: Record<string, string> = {
  module: '/api/module/execution',
  'module-16.x': '/api/16.x/module/execution',
};
/** The presets to run (`LIGHTHOUSE_PRESETS=mobile,desktop`, both by default). */
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'desktop,mobile')
  .split(',')
  .filter((preset): preset is 'desktop' | 'mobile' => preset === 'desktop' || preset === 'mobile');
/** Size goals, first-load JavaScript gzip in bytes (1 KB = 1024 B):
 * 150 KB for the home page and every docs page (a tutorial, a guide, the longest guide and the
 * upgrade guides of both versions), 180 KB for every API page type, in both docs versions. */
const SIZE_GOALS: Record<string, number> = {
  home: 150 * 1024,
  tutorial: 150 * 1024,
  guide: 150 * 1024,
  'longest-guide': 150 * 1024,
  'upgrade-guide': 150 * 1024,
  'api-index': 180 * 1024,
  class: 180 * 1024,
  enum: 180 * 1024,
  function: 180 * 1024,
  interface: 180 * 1024,
  'tutorial-16.x': 150 * 1024,
  'upgrade-guide-16.x': 150 * 1024,
  'class-16.x': 180 * 1024,
};
/** Lighthouse goals, per preset, 0 to 100. */
const SCORE_GOALS = {
  desktop: {performance: 100, accessibility: 100, 'best-practices': 100, seo: 100},
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
};
/** Cold build goals, as ratios to the seed site's stack on the same
 * content (median of pairs built alternately in one run). */
const BUILD_GOALS = {timeRatio: 0.3, memoryRatio: 0.8};
/** The comparison with the seed site's stack, outside this repository (see BUILD_GOALS). */
const COMPARE_BUILD = path.join(ROOT, '..', 'shared', 'bench', 'compare-build.mjs');

/** Resident memory of a process and all its descendants, in bytes, read from /proc. */
function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we read.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let current: number | undefined = pid; current; current = parents.get(current)) {
      if (current === rootPid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

/**
 * Runs a Docusaurus command to completion with its performance logger on, sampling the memory of
 * its process tree every 100 ms.
 * @returns wall time in ms, the peak resident memory of the tree in bytes, and the time in ms of
 *   each top-level phase the logger reported (`Load site`, `Bundling with rspack`, `SSG`,
 *   `postBuild()`, …)
 * @throws when the command exits with a non-zero code
 */
function timed(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ms: number; peakBytes: number; phases: Record<string, number>}> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [DOCUSAURUS_BIN, ...args], {
      cwd: ROOT,
      env: {...process.env, FORCE_COLOR: '0', DOCUSAURUS_PERF_LOGGER: 'true', ...env},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const phases: Record<string, number> = {};
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      for (const line of lines) {
        // `[PERF] Build > en > SSG - 8.76 seconds! - (Heap …)`: phases directly under the locale.
        const match = /^\[PERF\] Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds)/.exec(line);
        if (match) phases[match[1]] = Number(match[2]) * (match[3] === 'ms' ? 1 : 1000);
      }
    });
    let peakBytes = 0;
    const sampler = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
    }, 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const ms = performance.now() - start;
      if (code === 0) resolve({ms, peakBytes, phases});
      else reject(new Error(`docusaurus ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The machine's load averages over 1, 5 and 15 minutes (`/proc/loadavg`). */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Cold builds of this site and of the seed site's stack on the same content, pair by pair
 * (`compare-build.mjs`, see BUILD_GOALS).
 * @returns its output and the median ratios, or undefined when the script is not there
 * @throws when it fails or prints no medians
 */
function compareWithSeedStack(
  pairs: number,
): Promise<{output: string; timeRatio: number; memoryRatio: number} | undefined> {
  if (!existsSync(COMPARE_BUILD)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [COMPARE_BUILD, String(pairs)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const match = /build time ratio ([\d.]+), peak memory ratio ([\d.]+)/.exec(output);
      if (code === 0 && match) resolve({output, timeRatio: Number(match[1]), memoryRatio: Number(match[2])});
      else reject(new Error(`${COMPARE_BUILD} exited with ${code}:\n${output}`));
    });
  });
}

/** The middle value of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

type LighthouseFigures = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread tasks of 50 ms or more (Lighthouse's `long-tasks` audit, throttled figures). */
  longTasks: number;
  /** The longest of them, in ms (0 when there is none). */
  longestTaskMs: number;
};

/** The count and longest duration (ms) of the tasks in the details of Lighthouse's `long-tasks`
 * audit (a table whose items have a `duration` in ms). */
function longTasksOf(details: unknown): {longTasks: number; longestTaskMs: number} {
  const items = ((details as {items?: Array<{duration?: number}>} | undefined)?.items ?? []).map(
    (item) => item.duration ?? 0,
  );
  return {longTasks: items.length, longestTaskMs: Math.max(0, ...items)};
}

/** What the bench keeps of each Lighthouse run besides the medians: a median hides how far apart
 * the runs of a shared machine are. */
type LighthouseRun = {performance: number; tbtMs: number};

/**
 * Audits one page with Lighthouse in Debian's Chromium, `LIGHTHOUSE_RUNS` times.
 * @returns the median of each score (0 to 100) and metric, the audits that lost points, and each
 *   run's performance score and TBT
 */
async function lighthouse(
  url: string,
  preset: 'desktop' | 'mobile',
): Promise<LighthouseFigures & {failing: string[]; runs: LighthouseRun[]}> {
  const {default: run} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const runs: LighthouseFigures[] = [];
  const failing = new Set<string>();
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS});
    try {
      const result = await run(
        url,
        {port: chrome.port, output: 'json', logLevel: 'error'},
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        ...longTasksOf(lhr.audits['long-tasks']?.details),
      });
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 1)
            failing.add(`${category}: ${ref.id}`);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    longTasks: pick('longTasks'),
    longestTaskMs: pick('longestTaskMs'),
    failing: [...failing],
    runs: runs.map(({performance, tbtMs}) => ({performance, tbtMs: Math.round(tbtMs)})),
  };
}

/**
 * `npm start` on a copy of the site: time until the tutorial page answers, then the time from
 * saving an edit to a tutorial until the open page shows it.
 */
async function devServer(): Promise<{firstAnswerMs: number; editShownMs: number}> {
  const site = await makeFixtureSite('bench-dev');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = performance.now();
  const server = startProcess(
    process.execPath,
    [DOCUSAURUS_BIN, 'start', site.dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    ROOT,
  );
  const browser = await launchChromium();
  try {
    let firstAnswerMs = NaN;
    while (Number.isNaN(firstAnswerMs)) {
      const response = await fetch(`${origin}/docs/tutorials/`).catch(() => undefined);
      if (response?.ok && (await response.text()).includes('__docusaurus')) {
        firstAnswerMs = performance.now() - start;
      } else {
        await server.waitForOutput(/compiled|Rspack/, 1_000).catch(() => undefined);
        if (server.child.exitCode !== null) throw new Error(`npm start exited:\n${server.output()}`);
      }
    }
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/tutorials/`);
    await page.locator('article h1').waitFor();
    const token = `Edited ${Date.now()}`;
    const file = path.join(site.dir, 'docs', 'tutorials', 'index.md');
    const original = await readFile(file, 'utf8');
    const edited = performance.now();
    await writeFile(file, original.replace(/^# .*$/m, `# ${token}`));
    await page.getByRole('heading', {level: 1, name: token}).waitFor({timeout: 120_000});
    return {firstAnswerMs, editShownMs: performance.now() - edited};
  } finally {
    await browser.close();
    await server.stop();
    await site.remove();
  }
}

/** Formats bytes as KB with one decimal (1 KB = 1024 B). */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

type Audits = Record<string, Record<string, LighthouseFigures & {failing: string[]; runs: LighthouseRun[]}>>;

/** The pages to audit (`LIGHTHOUSE_PAGES=class,module`: names of AUDITED and MODULE_PAGES), all
 * by default: a quiet moment on a shared machine may hold only a few pages' runs. */
const AUDITED_NAMES = process.env.LIGHTHOUSE_PAGES?.split(',');

/** Lighthouse on every page of AUDITED (and MODULE_PAGES the build has), or those of
 * AUDITED_NAMES, in each preset of PRESETS, on the site served at `origin` from BUILD_DIR.
 * @throws naming a page of AUDITED_NAMES that neither list has */
async function auditPages(origin: string): Promise<Audits> {
  let pages: Record<string, string> = {...AUDITED};
  for (const [name, pagePath] of Object.entries(MODULE_PAGES)) {
    if (existsSync(path.join(BUILD_DIR, pagePath, 'index.html'))) pages[name] = pagePath;
  }
  if (AUDITED_NAMES) {
    const unknown = AUDITED_NAMES.filter((name) => !(name in pages));
    if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')}`);
    pages = Object.fromEntries(AUDITED_NAMES.map((name) => [name, pages[name]]));
  }
  const audits: Audits = {};
  for (const preset of PRESETS) {
    audits[preset] = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      console.log(`Lighthouse ${preset} ${name} (load ${loadAverage()})…`);
      audits[preset][name] = await lighthouse(origin + pagePath, preset);
    }
  }
  return audits;
}

/** Prints the Lighthouse figures as a Markdown table (medians, each run's in parentheses), with
 * the goals met or missed. */
function printLighthouse(audits: Audits): void {
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
  console.log(
    '\n| Lighthouse | page | perf (runs) | a11y | best pr. | SEO | LCP | TBT (runs) | long tasks (longest) | CLS | goals |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [preset, pages] of Object.entries(audits) as ['desktop' | 'mobile', Audits[string]][]) {
    for (const [name, figures] of Object.entries(pages)) {
      const goals = SCORE_GOALS[preset];
      const met = (Object.keys(goals) as (keyof typeof goals)[]).every((key) => figures[key] >= goals[key]);
      console.log(
        `| ${preset} | ${name} | ${figures.performance} (${figures.runs.map((run) => run.performance).join(', ')}) | ` +
          `${figures.accessibility} | ${figures['best-practices']} | ${figures.seo} | ${Math.round(figures.lcpMs)} ms | ` +
          `${Math.round(figures.tbtMs)} ms (${figures.runs.map((run) => run.tbtMs).join(', ')}) | ` +
          `${figures.longTasks} (${Math.round(figures.longestTaskMs)} ms) | ` +
          `${figures.cls.toFixed(3)} | ${mark(met)} |`,
      );
    }
  }
  const failing = [
    ...new Set(
      Object.values(audits).flatMap((pages) => Object.values(pages).flatMap((page) => page.failing)),
    ),
  ];
  if (failing.length) console.log(`\nAudits that lost points: ${failing.join(', ')}`);
}

/** The machine the figures come from: CPUs, Node.js, and its load averages before and after. */
function machine(before: string, after: string) {
  return {cpus: cpus().length, node: process.version, loadAverage: {before, after}};
}

/**
 * Writes `bench/results.json`: the date, the machine with its load averages before and after
 * (`/proc/loadavg` text), then `figures` as given.
 * @returns what it wrote.
 */
function writeResults<Figures extends object>(loadBefore: string, loadAfter: string, figures: Figures) {
  const results = {date: new Date().toISOString(), machine: machine(loadBefore, loadAfter), ...figures};
  writeFileSync(path.join(ROOT, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
  return results;
}

/** What {@link firstSearches} measures. */
type SearchBench = Record<'site' | 'doubled', SearchFigures> & {
  indexMs: Record<'site' | 'doubled', number>;
  /** Searches typed key by key (TYPED_SEARCHES), on the site as built. */
  typed: TypedSearchTable;
};

/** The first search from each page of SEARCH_PAGES on the site as built and on one twice as large,
 * and the time of the index step for each (a chunked static index); the searches
 * of TYPED_SEARCHES typed at a reader's pace. */
async function firstSearches(browser: Browser, host: BenchHost): Promise<SearchBench> {
  const search: SearchBench = {
    site: await measureSearch(browser, host),
    doubled: {desktop: {}, mobile: {}},
    indexMs: {site: 0, doubled: 0},
    typed: await measureTypedSearches(browser, host),
  };
  {
    // The index of a site twice as large (every page indexed twice), served in place of the
    // build's own bundles: the cost of a query must not grow with the number of pages.
    const {mkdtemp, rm} = await import('node:fs/promises');
    const {tmpdir} = await import('node:os');
    const site = await mkdtemp(path.join(tmpdir(), 'bench-search-'));
    const doubled = await mkdtemp(path.join(tmpdir(), 'bench-search-doubled-'));
    try {
      search.indexMs.site = await indexBuiltSite(BUILD_DIR, site, 1);
      search.indexMs.doubled = await indexBuiltSite(BUILD_DIR, doubled, 2);
      const doubledHost = await serveCompressed([doubled, BUILD_DIR]);
      search.doubled = await measureSearch(browser, doubledHost);
      await doubledHost.close();
    } finally {
      await rm(site, {recursive: true, force: true});
      await rm(doubled, {recursive: true, force: true});
    }
  }
  return search;
}

/** Prints the first-search and typed-search figures as Markdown tables, with the goals met or
 * missed. */
function printSearch(search: SearchBench): void {
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
  console.log(
    `\n| first search ("${SEARCH_QUERY}") | site | page | bytes (gzip) | focus to first result | goals |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  // Profile in the first column: desktop, or Lighthouse's mobile throttling.
  for (const size of ['site', 'doubled'] as const) {
    for (const profile of ['desktop', 'mobile'] as const) {
      for (const name of Object.keys(SEARCH_PAGES)) {
        const figures = search[size][profile][name];
        const met = figures.bytes <= SEARCH_GOALS.bytes && figures.ms <= SEARCH_GOALS.ms[profile];
        console.log(
          `| ${profile} | ${size === 'site' ? 'as built' : 'twice as large'} | ${name} | ${kb(figures.bytes)} | ` +
            `${Math.round(figures.ms)} ms | ≤ ${kb(SEARCH_GOALS.bytes)}, ≤ ${SEARCH_GOALS.ms[profile]} ms ${mark(met)} |`,
        );
      }
    }
  }
  console.log(
    `| index step (both versions) | ${seconds(search.indexMs.site)}; twice as large ${seconds(search.indexMs.doubled)} | |`,
  );
  console.log(
    `\n| typed search (a key every ${KEY_INTERVAL_MS} ms) | query | version, page | last key to first option (median; runs) | first option | goal |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const profile of ['desktop', 'mobile'] as const) {
    for (const {kind, query, pages} of TYPED_SEARCHES) {
      for (const [version, pagePath] of Object.entries(pages)) {
        const figures = search.typed[profile][`${query} ${version}`];
        const goal = TYPED_SEARCH_GOALS[profile];
        console.log(
          `| ${profile} | \`${query}\` (${kind}) | ${version}, ${pagePath} | ${Math.round(figures.ms)} ms; ` +
            `${figures.runsMs.join(', ')} | ${figures.first} | ≤ ${goal} ms ${mark(figures.ms <= goal)} |`,
        );
      }
    }
  }
}

/** `BENCH_ONLY=search`: the first and typed searches on the current build, nothing else. */
async function searchOnly(): Promise<void> {
  const loadBefore = loadAverage();
  const host = await serveCompressed([BUILD_DIR]);
  const browser = await launchChromium();
  const search = await firstSearches(browser, host);
  await browser.close();
  await host.close();
  const loadAfter = loadAverage();
  writeResults(loadBefore, loadAfter, {
    search,
    goals: {search: {...SEARCH_GOALS, typedMs: TYPED_SEARCH_GOALS}},
  });
  console.log(`\nmachine load (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}`);
  printSearch(search);
  console.log('\nWritten to bench/results.json');
}

/** `BENCH_ONLY=lighthouse`: Lighthouse on the current build, nothing else. */
async function lighthouseOnly(): Promise<void> {
  const loadBefore = loadAverage();
  const host = await serveCompressed([BUILD_DIR]);
  const audits = await auditPages(host.origin);
  await host.close();
  const loadAfter = loadAverage();
  writeResults(loadBefore, loadAfter, {lighthouse: audits, goals: {lighthouse: SCORE_GOALS}});
  console.log(`\nmachine load (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}`);
  printLighthouse(audits);
  console.log('\nWritten to bench/results.json');
}

async function main() {
  const loadBefore = loadAverage();
  const pairs = Number(process.env.BENCH_PAIRS ?? 3);
  console.log(`Cold builds against the seed site's stack, ${pairs} pairs…`);
  const seed = await compareWithSeedStack(pairs);
  if (!seed) console.log(`(${COMPARE_BUILD} is not there: skipped)`);

  console.log('Cold build (docusaurus clear, then build)…');
  await timed(['clear']);
  const cold = await timed(['build']);
  console.log('Rebuild…');
  const warm = await timed(['build']);

  console.log('Sizes…');
  const mainFile = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).find((name) =>
    /^main\.[0-9a-f]+\.js$/.test(name),
  );
  const mainContent = readFileSync(path.join(BUILD_DIR, 'assets', 'js', mainFile ?? 'main.js'));
  const host = await serveCompressed([BUILD_DIR]);
  const browser = await launchChromium();
  const firstLoad: Record<string, number> = {};
  for (const [type, pagePath] of Object.entries(PAGE_TYPES)) {
    const context = await browser.newContext();
    firstLoad[type] = (
      await measureFirstLoadJs(await context.newPage(), host.origin, pagePath, BUILD_DIR)
    ).gzipBytes;
    await context.close();
  }
  console.log('In-page runner…');
  const runInPage = await measureRunInPage(browser, host.origin, PAGE_TYPES.home, BUILD_DIR);

  console.log('First search…');
  const search = await firstSearches(browser, host);
  await browser.close();

  console.log('npm start…');
  const dev = await devServer();

  const audits = await auditPages(host.origin);
  await host.close();

  const loadAfter = loadAverage();
  const results = writeResults(loadBefore, loadAfter, {
    build: {
      cold: {ms: Math.round(cold.ms), peakBytes: cold.peakBytes, phasesMs: cold.phases},
      warm: {ms: Math.round(warm.ms), peakBytes: warm.peakBytes, phasesMs: warm.phases},
      seedStack: seed && {pairs, timeRatio: seed.timeRatio, memoryRatio: seed.memoryRatio},
    },
    devServer: {firstAnswerMs: Math.round(dev.firstAnswerMs), editShownMs: Math.round(dev.editShownMs)},
    sizes: {
      buildBytes: filesUnder(BUILD_DIR, '').reduce((sum, file) => sum + statSync(file).size, 0),
      main: {bytes: mainContent.length, gzipBytes: gzipSync(mainContent, {level: 9}).length},
      firstLoadJsGzipBytes: firstLoad,
    },
    runInPage: {
      coldRunMs: Math.round(runInPage.coldRunMs),
      warmRunMs: Math.round(runInPage.warmRunMs),
      runLoads: runInPage.runLoads,
      editLoads: runInPage.editLoads,
    },
    search,
    lighthouse: audits,
    goals: {
      firstLoadJsGzipBytes: SIZE_GOALS,
      lighthouse: SCORE_GOALS,
      build: BUILD_GOALS,
      search: {...SEARCH_GOALS, typedMs: TYPED_SEARCH_GOALS},
    },
  });

  const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
  console.log('\n| measure | value | goal |');
  console.log('| --- | --- | --- |');
  console.log(`| machine load (1, 5, 15 min) | before ${loadBefore}, after ${loadAfter} | |`);
  if (seed) {
    console.log(
      `| cold build / seed stack, time (median of ${pairs}) | ${seed.timeRatio.toFixed(3)} | ` +
        `≤ ${BUILD_GOALS.timeRatio} ${mark(seed.timeRatio <= BUILD_GOALS.timeRatio)} |`,
    );
    console.log(
      `| cold build / seed stack, peak memory (median of ${pairs}) | ${seed.memoryRatio.toFixed(3)} | ` +
        `≤ ${BUILD_GOALS.memoryRatio} ${mark(seed.memoryRatio <= BUILD_GOALS.memoryRatio)} |`,
    );
  }
  console.log(`| cold build | ${seconds(cold.ms)}, peak ${mb(cold.peakBytes)} | |`);
  for (const [phase, ms] of Object.entries(cold.phases)) {
    console.log(`| cold build: ${phase} | ${seconds(ms)} | |`);
  }
  console.log(`| rebuild | ${seconds(warm.ms)}, peak ${mb(warm.peakBytes)} | |`);
  console.log(`| npm start, first answer | ${seconds(dev.firstAnswerMs)} | |`);
  console.log(`| npm start, edit shown | ${seconds(dev.editShownMs)} | |`);
  console.log(`| build/ | ${mb(results.sizes.buildBytes)} | |`);
  console.log(`| main | ${kb(mainContent.length)}, ${kb(results.sizes.main.gzipBytes)} gzip | |`);
  for (const [type, bytes] of Object.entries(firstLoad)) {
    console.log(
      `| first-load JS, ${type} | ${kb(bytes)} gzip | ` +
        (SIZE_GOALS[type] ? `≤ ${kb(SIZE_GOALS[type])} ${mark(bytes <= SIZE_GOALS[type])}` : '') +
        ' |',
    );
  }
  const total = (loads: Record<string, number>) =>
    Object.values(loads).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `| Run to output, home (first, next) | ${Math.round(runInPage.coldRunMs)} ms, ${Math.round(runInPage.warmRunMs)} ms | |`,
  );
  console.log(
    `| what Run loads | ${kb(total(runInPage.runLoads))} gzip in ${Object.keys(runInPage.runLoads).length} files | |`,
  );
  console.log(
    `| what Edit loads then | ${kb(total(runInPage.editLoads))} gzip in ${Object.keys(runInPage.editLoads).length} files | |`,
  );
  printSearch(search);
  printLighthouse(audits);
  console.log('\nWritten to bench/results.json');
}

/** `BENCH_ONLY=lighthouse` or `search`: one part of the bench on the current build. */
const ONLY: Record<string, () => Promise<void>> = {lighthouse: lighthouseOnly, search: searchOnly};
const only = process.env.BENCH_ONLY;
if (only !== undefined && !(only in ONLY))
  throw new Error(`BENCH_ONLY: one of ${Object.keys(ONLY).join(', ')}`);
(only === undefined ? main() : ONLY[only]()).catch((error) => {
  console.error(error);
  process.exit(1);
});
