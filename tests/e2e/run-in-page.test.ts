/**
 * "Run the examples in the page", in Chromium against the production build.
 *
 * Which blocks must have a Run button is read here from the Markdown of both docs versions with
 * the example runner's own reader ({@link readCodeBlocks}) and a plain criterion of its own,
 * independent of the build's remark plugin (plugins/remark-runnable-blocks.ts): a titled
 * JavaScript block whose file, as assembled up to it, imports nothing but graphql, mentions no
 * Node.js global, no network API and no `import.meta`, and which a later shell block of its
 * release runs with `node`. A runnable block whose next blocks are exactly `node <file>` and an
 * output block must print, when run in the page, what that output block shows, compared as the
 * example runner compares it ({@link assertOutputMatches}).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe} from 'node:test';
import type {Locator, Page, Request} from 'playwright-core';
import {HELLO_EXAMPLE, HELLO_OUTPUT} from '../../src/components/HomeExample/example';
import {wcagViolations} from '../support/axe';
import {BROWSER_TEST_TIMEOUT_MS, gotoHydrated, holdPageClock, test} from '../support/browser';
import {openRoute, TabPool, useSite} from '../support/e2e';
import {
  assertOutputMatches,
  GRAPHQL_RELEASES,
  packageVersion,
  readCodeBlocks,
  releaseOfPage,
  runFileWithNode,
  type CodeBlock,
  type NodeRun,
} from '../support/examples';
import {API_VERSIONS} from '../support/graphql-exports';
import {markdownPagesOf, ROOT} from '../support/paths';

const site = useSite();

/** The Run buttons by their label alone (src/components/RunnableCode names each `Run <file>`). */
const RUN_BUTTON = 'button[aria-label^="Run "]';

/** A block that must have a Run button, and the output block it must reproduce, if any. */
type Expected = {file: string; code: string; line: number; graphql: string; output?: CodeBlock};
type PageCase = {source: string; route: string; blocks: Expected[]};

const IMPORT_SPECIFIER = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
const NEEDS_NODE_OR_NETWORK =
  /\bprocess\.|\brequire\(|\bimport\.meta\b|\bimport\s*\(\s*[^'"\s]|\b(fetch|XMLHttpRequest|WebSocket|EventSource|Buffer|__dirname|__filename)\b/;

/** The first word of a block's title: the file it writes (`hello.js (continued)`). */
const fileOf = (block: CodeBlock) =>
  typeof block.meta.title === 'string' ? block.meta.title.split(/\s+/)[0] : '';

/** The blocks of one page that must have a Run button, in page order. */
function expectedBlocks(source: string, blocks: CodeBlock[]): Expected[] {
  const pageMajor = releaseOfPage(path.join(ROOT, source)).major;
  const majorOf = (block: CodeBlock) =>
    typeof block.meta.graphql === 'string' ? block.meta.graphql : pageMajor;
  const live = blocks.filter((block) => block.meta.fragment === undefined);
  const files = new Map<string, string>();
  const expected: Expected[] = [];
  live.forEach((block, index) => {
    if (!/^(js|javascript|mjs)$/.test(block.lang) || !fileOf(block)) return;
    // The page runs only the releases the docs versions document (not graphql 15).
    if (GRAPHQL_RELEASES[majorOf(block)].source === undefined) return;
    const file = fileOf(block);
    const key = `${majorOf(block)} ${file}`;
    const text = (files.get(key) ?? '') + block.code + '\n';
    files.set(key, text);
    const onlyGraphql = [...text.matchAll(IMPORT_SPECIFIER)].every(
      (match) => (match[1] ?? match[2]) === 'graphql',
    );
    const later = live
      .slice(index + 1)
      .filter((other) => other.lang === 'bash' && majorOf(other) === majorOf(block));
    const ranWithNode = later.some((other) =>
      other.code.split('\n').some((line) => /\bnode\b/.test(line) && line.split(/\s+/).includes(file)),
    );
    if (!onlyGraphql || NEEDS_NODE_OR_NETWORK.test(text) || !ranWithNode) return;
    const [command, output] = live.slice(index + 1, index + 3);
    expected.push({
      file,
      code: block.code,
      line: block.line,
      graphql: packageVersion(GRAPHQL_RELEASES[majorOf(block)].packageDir),
      output: command?.code.trim() === `node ${file}` && output?.meta.output ? output : undefined,
    });
  });
  return expected;
}

/** Every page of both docs versions, with its route and its runnable blocks. */
async function pageCases(): Promise<PageCase[]> {
  const cases: PageCase[] = [];
  for (const version of API_VERSIONS) {
    const base = version.tutorialsBase.replace(/tutorials\/$/, '');
    for (const file of markdownPagesOf(version.source)) {
      const source = path.join(version.source, file);
      const route = base + file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
      cases.push({
        source,
        route,
        blocks: expectedBlocks(source, await readCodeBlocks(path.join(ROOT, source))),
      });
    }
  }
  return cases;
}

/** The Run buttons of a page opened with `gotoHydrated` or `openRoute`: after a full load they
 * render in the update after hydration, whose commit Docusaurus then marks on the document; after a
 * client-side navigation, with the route. Every runnable block of the page has one (the theme's
 * copy buttons only the blocks near the viewport: src/components/HydrateNearViewport). */
async function runButtons(page: Page): Promise<Locator> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return page.getByRole('button', {name: /^Run /});
}

/** A runnable block's parts, from its Run button. */
function blockOf(run: Locator) {
  // The button's group, then the block's wrapper (src/components/RunnableCode).
  const root = run.locator('xpath=../..');
  return {
    root,
    code: root.locator('.theme-code-block code').first(),
    log: root.getByRole('log'),
    status: root.getByRole('status'),
    /** Resolves once the run in progress (if any) is over: on the change of the log's
     * `aria-busy`, where a locator's wait would poll, up to 500 ms apart. */
    finished: () =>
      root.getByRole('log').evaluate(
        (log) =>
          // No named function inside: tsx would wrap it in a helper the page does not have.
          new Promise<void>((resolve) => {
            if (log.getAttribute('aria-busy') === 'false') return resolve();
            new MutationObserver((_, observer) => {
              if (log.getAttribute('aria-busy') !== 'false') return;
              observer.disconnect();
              resolve();
            }).observe(log, {attributes: true, attributeFilter: ['aria-busy']});
          }),
      ),
  };
}

/** The code a block shows: the text of its lines (each a `<span>` of the theme's code block). */
async function shownCode(code: Locator): Promise<string> {
  return code.evaluate((element) => [...element.children].map((line) => line.textContent).join('\n'));
}

/** Runs a block as a keyboard user does (Enter on its Run button) and returns what it printed. A
 * pointer click first scrolls the button into view, waits for it to hold still and hit-tests it:
 * on the longest pages, a third of the suite's CPU. Other tests here, and the base-URL suite,
 * click Run with the pointer. */
async function runAndRead(run: Locator): Promise<string> {
  const block = blockOf(run);
  await run.press('Enter');
  await block.log.waitFor();
  await block.finished();
  return block.log.innerText();
}

/** Replaces the text of the open editor of a block. */
async function typeInEditor(page: Page, root: Locator, code: string): Promise<void> {
  const editor = root.getByRole('textbox', {name: /^Code of /});
  await editor.waitFor();
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

// Two pages at a time, each in its own tab: a page waits on its workers more than on the CPU.
describe('Run buttons and outputs of every docs page', {concurrency: 2}, async () => {
  const cases = await pageCases();
  // The pages are read, not changed: two tabs go from page to page as a reader does.
  const tabs = new TabPool(() => site.newContext());

  test('the criterion finds runnable blocks and checked outputs in both versions', () => {
    for (const version of API_VERSIONS) {
      const own = cases.filter((entry) => entry.source.startsWith(version.source + path.sep));
      const blocks = own.flatMap((entry) => entry.blocks);
      console.log(
        `${version.label}: ${blocks.length} runnable blocks, ${blocks.filter((block) => block.output).length} with an output block`,
      );
      assert.ok(
        blocks.some((block) => block.output),
        version.label,
      );
    }
  });

  for (const {source, route, blocks} of cases) {
    // Each checked block is a run in a new worker: the longest pages (the upgrade guides, with
    // dozens) need more than one test's usual bound.
    const timeoutMs = Math.max(
      BROWSER_TEST_TIMEOUT_MS,
      blocks.filter((block) => block.output).length * 5_000,
    );
    test(
      `${route} (${source}): Run on exactly the runnable blocks, each output as the page shows`,
      async () => {
        await tabs.with(async (page) => {
          await openRoute(page, site.origin() + route);
          await checkRunButtons(page, source, blocks);
        });
      },
      timeoutMs,
    );
  }
});

/**
 * Holds a page's Run buttons to exactly its runnable blocks, in order, each showing its code, and
 * runs each block that has an output block: it must print that output.
 */
async function checkRunButtons(page: Page, source: string, blocks: Expected[]): Promise<void> {
  assert.deepEqual(
    await (
      await runButtons(page)
    ).evaluateAll((all) => all.map((button) => button.getAttribute('aria-label'))),
    blocks.map((block) => `Run ${block.file}`),
  );
  // The same buttons by their label alone: a role query works out the accessible name of
  // every button of the page, and the longest pages hold thousands of elements and hundreds
  // of buttons. Every block's code is read in one call, as a locator's every step looks the
  // button up again in the whole document.
  const buttons = page.locator(RUN_BUTTON);
  const shown = await buttons.evaluateAll((all) =>
    all.map((button) =>
      [...(button.parentElement?.parentElement?.querySelector('.theme-code-block code')?.children ?? [])]
        .map((line) => line.textContent)
        .join('\n'),
    ),
  );
  assert.equal(shown.length, blocks.length);
  for (const [index, expected] of blocks.entries()) {
    assert.equal(shown[index], expected.code, `${source}:${expected.line}`);
  }
  for (const [index, expected] of blocks.entries()) {
    if (!expected.output) continue;
    // As a keyboard user runs it (see runAndRead).
    await buttons.nth(index).press('Enter');
    const run = await finishedRun(page, index);
    assert.match(run.text, new RegExp(`graphql ${expected.graphql.replaceAll('.', '\\.')}`));
    assertOutputMatches(
      expected.output.lang,
      expected.output.code,
      run.log,
      `${source}:${expected.line} run in the page (graphql ${expected.graphql})`,
    );
    // Under Node.js the page's command exits 0 (the example runner holds it to that).
    assert.equal(run.status, 'Finished.', `${source}:${expected.line} status`);
  }
}

/**
 * What the block of the page's `index`-th Run button shows once its run is over: the log's text,
 * the whole block's text and the status line. Waits in the page, on the document's mutations,
 * for the block's log to be there and no longer busy. The block is looked up by its index at
 * each change: its elements may be replaced once it nears the viewport
 * (src/components/HydrateNearViewport), which would leave an element handle on the old ones.
 */
async function finishedRun(page: Page, index: number): Promise<{log: string; text: string; status: string}> {
  await page.evaluate(
    ({selector, at}) =>
      // No named function inside: tsx would wrap it in a helper the page does not have.
      new Promise<void>((resolve) => {
        const finished = '[role="log"][aria-busy="false"]';
        if (document.querySelectorAll(selector)[at]?.parentElement?.parentElement?.querySelector(finished)) {
          return resolve();
        }
        const observer = new MutationObserver(() => {
          if (!document.querySelectorAll(selector)[at]?.parentElement?.parentElement?.querySelector(finished))
            return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      }),
    {selector: RUN_BUTTON, at: index},
  );
  return page.evaluate(
    ({selector, at}) => {
      const root = document.querySelectorAll(selector)[at].parentElement!.parentElement!;
      return {
        log: root.querySelector<HTMLElement>('[role="log"]')!.innerText,
        text: root.innerText,
        status: root.querySelector<HTMLElement>('[role="status"]')?.innerText ?? '',
      };
    },
    {selector: RUN_BUTTON, at: index},
  );
}

describe('the home page example', () => {
  test('prints what its output block shows', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, site.origin() + '/');
    const [run] = await (await runButtons(page)).all();
    const block = blockOf(run);
    assert.equal(await shownCode(block.code), HELLO_EXAMPLE);
    const started = Date.now();
    const printed = await runAndRead(run);
    console.log(`home page: Run to output in ${Date.now() - started} ms (first run, cold)`);
    const shown = page.locator('.theme-code-block', {hasText: HELLO_OUTPUT}).locator('code');
    assertOutputMatches('json', await shownCode(shown), printed, 'home page example');
  });

  test('editing the query and the resolver changes the output; Reset restores code and output', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, site.origin() + '/');
    const run = (await runButtons(page)).first();
    const block = blockOf(run);
    await page.getByRole('button', {name: /^Edit /}).click();
    const edited = HELLO_EXAMPLE.replace("'Hello, world!'", "'Hi from the editor'").replace(
      "'{ hello }'",
      "'{ greeting: hello }'",
    );
    assert.notEqual(edited, HELLO_EXAMPLE);
    await typeInEditor(page, block.root, edited);
    const printed = await runAndRead(run);
    assert.deepEqual(JSON.parse(printed), {data: {greeting: 'Hi from the editor'}});

    await page.getByRole('button', {name: /^Reset /}).click();
    await block.root.getByRole('button', {name: /^Edit /}).waitFor();
    assert.equal(await shownCode(block.code), HELLO_EXAMPLE);
    await block.finished();
    assertOutputMatches('json', HELLO_OUTPUT, await block.log.innerText(), 'after Reset');
    assert.ok(
      await block.root
        .getByRole('button', {name: /^Edit /})
        .evaluate((button) => button === document.activeElement),
      'Reset hands the focus to Edit',
    );
  });

  test('an edit runs after the blocks before it (Getting started, third hello.js block)', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    const buttons = await runButtons(page);
    const run = buttons.nth(2);
    const block = blockOf(run);
    await block.root.getByRole('button', {name: /^Edit /}).click();
    // rollDice, a resolver of an earlier block: one side always rolls 1.
    await typeInEditor(
      page,
      block.root,
      "const result = await graphql({ schema, source: '{ rollDice(sides: 1) }', rootValue });\nconsole.log(JSON.stringify(result));",
    );
    assert.deepEqual(JSON.parse(await runAndRead(run)), {data: {rollDice: 1}});
  });
});

/** Files whose whole output, Node.js's and the page's, must be the same text. */
const PRINTS_LIKE_NODE: Record<string, string> = {
  'results and ASTs': `import {buildSchema, graphql, parse} from 'graphql';

const schema = buildSchema('type Query { hello: String, list: [Int] }');
const result = await graphql({schema, source: '{ hello list }', rootValue: {hello: 'world', list: [1, 2]}});
console.log(result);
console.log(result.data, [result.data]);
console.log(parse('{ a }').loc, parse('{ a }').definitions[0].operation);`,
  'values and format strings': `console.log('%s has %d items (%i%%)', 'list', 3.5, 42.9, {a: [1, 2, {b: new Map([[1, 'x']])}]}, new Set([1]));
console.log(null, undefined, 1n, -0, Symbol('s'), 'str', ['str'], {'key with space': 1, valid_id: 2});
console.log({a: {b: {c: {d: 1}}}}, Array.from({length: 120}, (_, i) => i));
console.log([function named() {}, () => 1, class Point {}, new Date(0), /re/g]);
console.log({long: 'x'.repeat(100), nested: {one: 1, two: 'two', three: [3, 3, 3]}});
class Point {
  constructor() {
    this.x = 1;
    this.y = 2;
  }
}
console.log(new Point(), Object.create(null), {get g() { return 1; }});`,
  'graphql objects': `import {GraphQLError, GraphQLString, Kind} from 'graphql';

console.log(GraphQLString.name, GraphQLString.constructor.name, String(GraphQLString));
console.log(new GraphQLError('boom', {extensions: {code: 'X'}}).toJSON());
console.log(Object.keys(Kind).length, Kind.FIELD);`,
  'order of tasks, timers and imports': `setTimeout(() => console.log('timeout 10'), 10);
setTimeout(() => console.log('timeout 0'), 0);
queueMicrotask(() => console.log('microtask'));
Promise.resolve().then(() => console.log('then'));
console.log('sync');
await new Promise((resolve) => setTimeout(resolve, 20));
console.log('after await');
const {version} = await import('graphql');
console.log(typeof version);
const interval = setInterval(() => {
  console.log('tick');
  clearInterval(interval);
}, 5);`,
  'console methods': `console.info('info');
console.debug('debug');
console.dir({a: {b: {c: {d: 1}}}});
console.group('group');
console.log('inside\\ntwo lines');
console.groupEnd();
console.log('outside');`,
};

/** Files that fail: the exit code and the error's line must be Node.js's. */
const FAILS_LIKE_NODE: Record<string, string> = {
  'a thrown error': "throw new TypeError('boom');",
  'an unhandled rejection': "console.log('first');\nPromise.reject(new RangeError('rejected'));",
  'an error in a timer': "setTimeout(() => {\n  throw new Error('later');\n}, 0);\nconsole.log('before');",
  'an import graphql lacks': "import {nope} from 'graphql';\nconsole.log(nope);",
  'a syntax error': 'const x = ;',
  'an await that never settles': "console.log('waiting');\nawait new Promise(() => {});",
};

describe('prints as Node.js prints', () => {
  for (const version of API_VERSIONS) {
    test(`${version.label}: edited files print and fail as under Node.js`, async () => {
      const release = releaseOfPage(path.join(ROOT, version.source, 'index.md'));
      const page = await site.newPage();
      await gotoHydrated(page, site.origin() + version.tutorialsBase);
      const run = (await runButtons(page)).first();
      const block = blockOf(run);
      assert.equal(await run.getAttribute('aria-label'), 'Run hello.js');
      assert.equal(await block.code.evaluate((code) => code.textContent?.includes('import')), true);
      await block.root.getByRole('button', {name: /^Edit /}).click();
      const inPage = async (code: string) => {
        await typeInEditor(page, block.root, code);
        await runAndRead(run);
        return {text: await block.log.innerText(), status: await block.status.innerText()};
      };
      // The line under the output tells the reader how the run ended, as a terminal's exit code
      // would: a run that timed out, failed to start or was cancelled says so instead.
      const statusAfter = (node: NodeRun) =>
        node.code !== 0
          ? `Exited with code ${node.code}.`
          : node.stdout === ''
            ? 'Finished without printing anything.'
            : 'Finished.';
      for (const [name, code] of Object.entries(PRINTS_LIKE_NODE)) {
        const node = await runFileWithNode(release, 'hello.js', code);
        assert.equal(node.code, 0, `${name} under Node.js: ${node.stderr}`);
        const shown = await inPage(code);
        assert.equal(shown.text.trimEnd(), node.stdout.trimEnd(), name);
        assert.equal(shown.status, statusAfter(node), name);
      }
      for (const [name, code] of Object.entries(FAILS_LIKE_NODE)) {
        const node = await runFileWithNode(release, 'hello.js', code);
        const shown = await inPage(code);
        assert.notEqual(node.code, 0, `${name} under Node.js`);
        assert.equal(shown.status, statusAfter(node), `${name}: exit code`);
        assert.ok(shown.text.startsWith(node.stdout), `${name}: what it printed first\n${shown.text}`);
        // Node.js 20 ends an await that never settles with its code and no word (22 warns).
        if (node.stderr.trim() === '') continue;
        // The error's own line, less the place Node.js adds after " at " (a path of its machine).
        const errorLine = /^(\w*(Error|Warning)\b[^\n]*?)( at file:.*)?$/m.exec(node.stderr)?.[1];
        assert.ok(errorLine, `${name}: Node.js printed no error line:\n${node.stderr}`);
        if (release.major === '16' && name === 'an import graphql lacks') {
          // Node.js loads graphql 16 as CommonJS (its ES module build is for bundlers only) and
          // words a missing named export for CommonJS; the runner runs that ES module build.
          assert.match(shown.text, new RegExp(`^${errorLine.split(':')[0]}: .*'nope'`, 'm'), name);
        } else {
          assert.ok(shown.text.includes(errorLine), `${name}: no "${errorLine}" in\n${shown.text}`);
        }
      }
    });
  }
});

describe('keyboard', () => {
  test('Run, Edit, Mod-Enter and Reset work from the keyboard, and the focus stays put', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, site.origin() + '/');
    const run = (await runButtons(page)).first();
    const block = blockOf(run);
    await run.focus();
    await page.keyboard.press('Enter');
    await block.log.waitFor();
    await block.finished();
    assertOutputMatches('json', HELLO_OUTPUT, await block.log.innerText(), 'Run pressed with Enter');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Run hello.js',
    );

    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Edit hello.js',
    );
    await page.keyboard.press('Enter');
    const editor = block.root.getByRole('textbox', {name: /^Code of /});
    await editor.waitFor();
    assert.ok(
      await editor.evaluate((element) => element === document.activeElement),
      'the editor has the focus',
    );
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText("\nconsole.log('typed');");
    await page.keyboard.press('Control+Enter');
    await block.log.getByText('typed').waitFor();
    await block.finished();

    // Tab leaves the editor (it does not trap the keyboard) for the block's buttons.
    await page.keyboard.press('Shift+Tab');
    assert.notEqual(await editor.evaluate((element) => element === document.activeElement), true);
    await block.root.getByRole('button', {name: /^Reset /}).focus();
    await page.keyboard.press('Enter');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Edit hello.js',
    );
    assert.equal(await shownCode(block.code), HELLO_EXAMPLE);
  });
});

describe('errors, limits and safety', () => {
  /**
   * Opens the home page, replaces its example with `code` and runs it. With `holdClock`, the
   * page's timers run on a clock held still from just before the run, which the test moves on
   * with `page.clock.runFor` (the worker's own clock is not held); it returns once Run is
   * pressed, since the output waits for the clock.
   */
  async function runOnHome(code: string, {holdClock = false} = {}) {
    // A held clock is the context's: such a page gets a context of its own.
    const page = holdClock ? await (await site.newContext()).newPage() : await site.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    if (holdClock) await page.clock.install();
    await gotoHydrated(page, site.origin() + '/');
    const run = (await runButtons(page)).first();
    const block = blockOf(run);
    await page.getByRole('button', {name: /^Edit /}).click();
    await typeInEditor(page, block.root, code);
    if (holdClock) await holdPageClock(page);
    await run.click();
    // The output renders on an animation frame, which a held clock only gives with runFor.
    if (!holdClock) await block.log.waitFor();
    return {page, block, requests};
  }

  test('an endless loop is stopped after 5 seconds with a message saying so; the page stays responsive', async () => {
    const {page, block} = await runOnHome("console.log('before the loop');\nwhile (true) {}", {
      holdClock: true,
    });
    // The run's time limit starts when the worker says it has started, which comes before its
    // first output; that output shows on the next frame (16 ms on the held clock).
    const firstOutput = block.log.getByText('before the loop');
    for (let frames = 0; !(await firstOutput.isVisible()); frames += 1) {
      assert.ok(frames < 2000, 'no output after 32 s of frames');
      await page.clock.runFor(16);
    }
    // While the worker loops, the page still answers.
    assert.equal(await page.evaluate(() => 6 * 7), 42);
    const stopped = block.status.filter({hasText: /stopped after 5 seconds/i});
    await page.clock.runFor(4800);
    assert.equal(await stopped.count(), 0, 'stopped before its 5 seconds');
    await page.clock.runFor(300);
    await stopped.waitFor();
    await page.getByRole('link', {name: 'Get Started'}).click();
    await page.waitForURL(/\/docs\/tutorials\/$/);
    await page.getByRole('heading', {level: 1}).waitFor();
  });

  test("fetch is refused with the runner's message and no request leaves", async () => {
    const {page, block, requests} = await runOnHome(
      "const response = await fetch('https://example.com/');\nconsole.log(response.status);",
    );
    await block.finished();
    const printed = await block.log.innerText();
    assert.match(printed, /network requests are disabled/i);
    assert.match(printed, /fetch https:\/\/example\.com\//);
    assert.equal(await block.status.innerText(), 'Exited with code 1.');
    assert.deepEqual(
      requests.filter((url) => url.includes('example.com')),
      [],
    );
    await page.close();
  });

  test('a thrown error and a syntax error print as Node.js prints them, in the output', async () => {
    const thrown = await runOnHome("function fail() {\n  throw new Error('boom');\n}\nfail();");
    await thrown.block.finished();
    assert.equal(
      (await thrown.block.log.innerText()).trim(),
      "hello.js:2\n  throw new Error('boom');\n        ^\n\nError: boom\n    at fail (hello.js:2:9)\n    at hello.js:4:1",
    );
    const syntax = await runOnHome('const x = ;');
    await syntax.block.finished();
    assert.equal(
      (await syntax.block.log.innerText()).trim(),
      "hello.js:1\nconst x = ;\n          ^\n\nSyntaxError: Unexpected token ';'",
    );
  });
});

describe('loading', () => {
  /**
   * What each of the runner's chunks holds, and so tells it by: the build names lazily loaded
   * files by chunk id (docusaurus.config.ts, `chunkFilesById`). graphql's own error text and
   * version tell its two releases apart.
   */
  const RUN_CHUNK_CONTENT: [string, (code: string) => boolean][] = [
    ['run-panel', (code) => code.includes('Finished without printing anything.')],
    ['graphql-runner', (code) => code.includes('Network requests are disabled in the in-page runner.')],
    ['code-editor', (code) => code.includes('cm-content')],
    ...API_VERSIONS.map(({dir}): [string, (code: string) => boolean] => {
      const {version} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
      return [
        `graphql-${version.split('.')[0]}`,
        (code) => code.includes('Schema must contain uniquely named types') && code.includes(`"${version}"`),
      ];
    }),
  ];
  /** The site's JavaScript files a page requested: the runner's by their chunk name, others by file. */
  const chunkNames = (requests: Request[]) =>
    requests
      .map((request) => new URL(request.url()).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
      .map((pathname) => {
        const code = readFileSync(path.join(ROOT, 'build', pathname), 'utf8');
        return RUN_CHUNK_CONTENT.find(([, holds]) => holds(code))?.[0] ?? path.basename(pathname);
      });
  const RUN_CHUNKS = ['run-panel', 'graphql-runner', 'graphql-17', 'graphql-16', 'code-editor'];

  for (const [route, release, other] of [
    ['/docs/tutorials/basic-types', 'graphql-17', 'graphql-16'],
    ['/docs/16.x/tutorials/basic-types', 'graphql-16', 'graphql-17'],
  ] as const) {
    test(`${route}: nothing of the runner loads before Run, then only ${release}`, async () => {
      const page = await site.newPage();
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await gotoHydrated(page, site.origin() + route);
      const buttons = await runButtons(page);
      await page.waitForLoadState('networkidle');
      const before = chunkNames(requests);
      assert.deepEqual(
        before.filter((name) => RUN_CHUNKS.includes(name)),
        [],
      );
      await runAndRead(buttons.first());
      const afterRun = chunkNames(requests).slice(before.length);
      for (const name of ['run-panel', 'graphql-runner', release])
        assert.ok(afterRun.includes(name), `${name} in ${afterRun}`);
      assert.ok(!afterRun.includes(other) && !afterRun.includes('code-editor'), afterRun.join(', '));
      await blockOf(buttons.first())
        .root.getByRole('button', {name: /^Edit /})
        .click();
      await page.getByRole('textbox', {name: /^Code of /}).waitFor();
      assert.ok(chunkNames(requests).includes('code-editor'));
    });
  }
});

describe('phone and accessibility', () => {
  test('at 390 px the buttons, the editor and a long output stay within the page width', async () => {
    const page = await site.newPage({viewport: {width: 390, height: 844}});
    await gotoHydrated(page, `${site.origin()}/docs/upgrading/v16-to-v17`);
    const buttons = await runButtons(page);
    const run = buttons.first();
    await run.scrollIntoViewIfNeeded();
    await runAndRead(run);
    const block = blockOf(run);
    await block.root.getByRole('button', {name: /^Edit /}).click();
    await block.root.getByRole('textbox', {name: /^Code of /}).waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    assert.ok(
      widths.page <= widths.viewport,
      `page ${widths.page} px wide in a ${widths.viewport} px viewport`,
    );
    for (const button of await block.root.getByRole('button').all()) {
      const box = await button.boundingBox();
      assert.ok(
        box && box.x >= 0 && box.x + box.width <= widths.viewport,
        `${await button.innerText()}: ${JSON.stringify(box)}`,
      );
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const route of ['/', '/docs/tutorials/']) {
      test(`${route} in ${mode} mode: no WCAG 2.1 AA violation with output and editor showing`, async () => {
        const page = await site.newPage();
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await gotoHydrated(page, site.origin() + route);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        const buttons = await runButtons(page);
        await runAndRead(buttons.last());
        // An uncaught error too, for the colours of error text.
        const first = blockOf(buttons.first());
        await first.root.getByRole('button', {name: /^Edit /}).click();
        await typeInEditor(page, first.root, "throw new Error('shown in the output');");
        await runAndRead(buttons.first());
        assert.deepEqual(await wcagViolations(page), []);
      });
    }
  }
});
