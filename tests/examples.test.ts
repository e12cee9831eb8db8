/**
 * Every code block of every docs page runs against the graphql release its version documents: the
 * blocks are read from the Markdown of `docs/` (graphql 17, Node.js 22) and
 * `versioned_docs/version-16.x/` (graphql 16, Node.js 20) and run in page order by {@link
 * PageRunner}; a block marked `graphql="16"` or `graphql="17"` runs against that release in a
 * terminal of its own. `npm run test:examples` runs only this suite.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {
  assertOutputMatches,
  GRAPHQL_RELEASES,
  nodeOf,
  readCodeBlocks,
  releaseOfPage,
  runPage,
  type BlockOutcome,
} from './support/examples';
import {FIXTURES_DIR} from './support/fixture';
import {runCommand} from './support/processes';
import {API_VERSIONS} from './support/graphql-exports';
import {markdownPagesOf, ROOT} from './support/paths';
import semver from 'semver';

const VERSION_FOLDERS = API_VERSIONS.map((version) => version.source);

/** The Markdown pages of a docs version's folder, relative to the repository, sorted. */
function pagesOf(folder: string): string[] {
  return markdownPagesOf(folder).map((file) => path.join(folder, file));
}

const pages = VERSION_FOLDERS.flatMap(pagesOf);
const outcomes: BlockOutcome[] = [];

after(() => {
  const count = (kind: BlockOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
  console.log('\nCode blocks, per page (ran / parsed / fragments):');
  for (const page of pages) {
    const own = outcomes.filter((outcome) => outcome.page === page);
    const by = (kind: BlockOutcome['kind']) => own.filter((outcome) => outcome.kind === kind).length;
    console.log(`  ${page}: ${by('ran')} / ${by('parsed')} / ${by('fragment')}`);
  }
  for (const fragment of outcomes.filter((outcome) => outcome.kind === 'fragment')) {
    console.log(`  fragment ${fragment.page}:${fragment.line}: ${fragment.reason}`);
  }
  console.log(
    `examples: ${count('ran')} blocks ran, ${count('parsed')} parsed, ${count('fragment')} fragments`,
  );
});

describe('output blocks', () => {
  test('`…` in a text output stands for the varying part of one line, nothing more', () => {
    const expected = '✔ adds two numbers (…ms)\nℹ pass 1';
    assertOutputMatches('text', expected, '✔ adds two numbers (0.81ms)\nℹ pass 1\n', 'durations');
    assert.throws(() => assertOutputMatches('text', expected, '✖ adds two numbers (0.81ms)\nℹ pass 1', 'x'));
    assert.throws(() =>
      assertOutputMatches('text', expected, '✔ adds two numbers (1ms)\nextra\nℹ pass 1', 'x'),
    );
    assert.throws(() => assertOutputMatches('text', 'a (…)', 'a (1)\nb (2)', 'x'));
  });

  test('JSON output is compared as data in its key order', () => {
    assertOutputMatches('json', '{"data": {"a": 1, "b": 2}}', '{"data":{"a":1,"b":2}}', 'layout');
    assert.throws(() =>
      assertOutputMatches('json', '{"data": {"a": 1, "b": 2}}', '{"data":{"b":2,"a":1}}', 'x'),
    );
  });
});

/** A fenced block of Markdown: the info string (language and meta) and the code. */
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;

// The release that runs under this process's Node.js, the quicker to start; on a machine whose
// Node.js runs no release's examples (24), graphql 16's, under Node.js 20 from tools/node20.
const LOCAL_RELEASE =
  Object.values(GRAPHQL_RELEASES).find((release) => release.nodeBinDir === undefined) ??
  GRAPHQL_RELEASES['16'];

/**
 * Runs a page written here through the runner, as the suite runs a docs page, named
 * `fixture.md` in the runner's messages; its blocks are the given fences, a blank line apart.
 * @returns the outcomes of its blocks; rejects as {@link runPage} does.
 */
async function runFixturePage(...blocks: string[]): Promise<BlockOutcome[]> {
  await mkdir(FIXTURES_DIR, {recursive: true});
  const file = path.join(FIXTURES_DIR, `page-${randomBytes(4).toString('hex')}.md`);
  await writeFile(file, blocks.join('\n'));
  try {
    return await runPage('fixture.md', await readCodeBlocks(file), LOCAL_RELEASE.major);
  } finally {
    await rm(file, {force: true});
  }
}

/** Runs `fn` with `process.env` replaced by `environment`, which page commands inherit from. */
async function withEnvironment<T>(environment: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = {...process.env};
  const replace = (next: NodeJS.ProcessEnv) => {
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, next);
  };
  replace(environment);
  try {
    return await fn();
  } finally {
    replace(saved);
  }
}

/** An `assert.rejects` check of the error's message (not its `String()`, which adds the class). */
const messageMatching = (pattern: RegExp) => (error: Error) => {
  assert.match(error.message, pattern);
  return true;
};

describe('the example runner rejects, with what the writer must change', () => {
  const WHERE = (line: number) => `fixture\\.md:${line} \\(graphql [\\d.]+, Node\\.js v[\\d.]+\\)`;

  test('a second block titled like the first without "(continued)"', async () => {
    await assert.rejects(
      runFixturePage(
        fence('js title="a.js"', "console.log('one');"),
        fence('js title="a.js"', "console.log('two');"),
      ),
      messageMatching(
        new RegExp(
          `^${WHERE(5)}: a\\.js is already written on this page; title the block "a\\.js \\(continued\\)" to append to it, or give it another name$`,
        ),
      ),
    );
  });

  test('a "(continued)" block before any block wrote its file', async () => {
    await assert.rejects(
      runFixturePage(fence('js title="a.js (continued)"', "console.log('one');")),
      messageMatching(new RegExp(`^${WHERE(1)}: a\\.js \\(continued\\) before any block wrote a\\.js$`)),
    );
  });

  test('a fragment that does not say why', async () => {
    await assert.rejects(
      runFixturePage(fence('js title="a.js"', "console.log('one');"), fence('js fragment', 'partOf(aLine);')),
      messageMatching(new RegExp(`^${WHERE(5)}: a fragment must say why, fragment="reason"$`)),
    );
  });

  test('a page whose blocks are all fragments', async () => {
    await assert.rejects(
      runFixturePage(
        fence('js fragment="a part"', 'partOf(aLine);'),
        fence('bash fragment="a sketch"', 'node a.js'),
      ),
      messageMatching(/^fixture\.md: no block ran; a page's code must not be all fragments$/),
    );
  });

  test('`npm install` of a version this project lacks, or of a package it lacks', async () => {
    await assert.rejects(
      runFixturePage(fence('bash', 'npm install graphql-http@0.0.1')),
      messageMatching(
        new RegExp(
          `^${WHERE(1)}: the commands failed\n[^]*\nnpm install graphql-http@0\\.0\\.1: this project has graphql-http@\\d`,
        ),
      ),
    );
    await assert.rejects(
      runFixturePage(fence('bash', 'npm install no-such-package-here')),
      messageMatching(
        /\nnpm install no-such-package-here: this project has no no-such-package-here; add it to its devDependencies/,
      ),
    );
  });

  test('a command that fails before a pipe', async () => {
    await assert.rejects(
      runFixturePage(
        fence(
          'js title="crash.js"',
          "console.log('printed');\nthrow new Error('crash after the last line');",
        ),
        fence('bash', 'node crash.js | tail -n 1'),
        fence('text title="Output" output', 'printed'),
      ),
      messageMatching(new RegExp(`^${WHERE(6)}: the commands failed\n[^]*Error: crash after the last line`)),
    );
  });

  test("a server's start-up line that only begins with the output block's", async () => {
    await assert.rejects(
      runFixturePage(
        fence(
          'js title="server.js"',
          [
            "const http = require('node:http');",
            'const port = process.env.PORT ?? 4000;',
            "http.createServer((request, response) => response.end('ok')).listen(port, '127.0.0.1', () => {",
            '  console.log(`listening on http://localhost:${port}/ (and more)`);',
            '});',
          ].join('\n'),
        ),
        fence('bash server', 'node server.js'),
        fence('text title="Output" output', 'listening on http://localhost:4000/'),
      ),
      messageMatching(new RegExp(`^${WHERE(13)}: output differs\\n[^]*\\(and more\\)`)),
    );
  });
});

describe('the Node.js of the examples', () => {
  test('Next runs under Node.js 22 and 16.x under Node.js 20, whatever Node.js runs the tests, each a release its graphql allows', async () => {
    // The table of the README's Versions section, for the pages of each docs version and the
    // releases their upgrade guides show beside them.
    const expected: Record<string, string> = {'17': '22', '16': '20', '15': '20', '14': '20'};
    for (const release of Object.values(GRAPHQL_RELEASES)) {
      const {code, output} = await runCommand(nodeOf(release), ['--version'], ROOT);
      assert.equal(code, 0, output);
      const version = output.trim();
      assert.equal(
        String(semver.major(version)),
        expected[release.major],
        `graphql ${release.major}: ${version}`,
      );
      const {engines} = JSON.parse(readFileSync(path.join(release.packageDir, 'package.json'), 'utf8')) as {
        engines?: {node?: string};
      };
      assert.ok(
        !engines?.node || semver.satisfies(version, engines.node),
        `graphql ${release.major}: ${version} outside its engines (${engines?.node})`,
      );
    }
  });
});

describe('the example runner, however the suite is started', () => {
  test('page commands see neither npm run --silent, nor NODE_OPTIONS, nor node --test, nor the extra CA certificates of the caller', async () => {
    // The environment `npm run --silent` gives a script, from npm itself.
    const {code, output} = await runCommand('npm', ['run', '--silent', 'env'], ROOT);
    assert.equal(code, 0, output);
    const npmEnvironment = Object.fromEntries(
      output
        .split('\n')
        .map((line) => /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line))
        .flatMap((match) => (match ? [[match[1], match[2]]] : [])),
    );
    assert.equal(npmEnvironment.npm_config_loglevel, 'silent', 'npm run --silent set no log level');
    await mkdir(FIXTURES_DIR, {recursive: true});
    const preload = path.join(FIXTURES_DIR, `preload-${randomBytes(4).toString('hex')}.cjs`);
    await writeFile(preload, "console.log('loaded through the caller\\'s NODE_OPTIONS');\n");
    const server = [
      "const http = require('node:http');",
      'const port = process.env.PORT ?? 4000;',
      "http.createServer((request, response) => response.end('ok')).listen(port, '127.0.0.1', () => {",
      '  console.log(`listening on http://localhost:${port}/`);',
      '});',
    ].join('\n');
    const page = [
      fence(
        'json title="package.json"',
        '{"name": "fixture", "version": "1.0.0", "scripts": {"hello": "node hello.js", "serve": "node server.js"}}',
      ),
      fence('js title="hello.js"', "console.log('hello');"),
      fence('js title="hello.test.js"', "const {test} = require('node:test');\ntest('passes', () => {});"),
      fence('js title="server.js"', server),
      fence('bash', 'npm run hello'),
      fence('text title="Output" output', '> fixture@1.0.0 hello\n> node hello.js\n\nhello'),
      // Node.js 20 warns at start-up, on stderr, of an extra CA file it cannot read.
      fence('bash', 'node hello.js 2>&1'),
      fence('text title="Output" output', 'hello'),
      fence('bash', 'node --test --test-reporter=spec hello.test.js'),
      fence(
        'text title="Output" output',
        '✔ passes (…ms)\nℹ tests 1\nℹ suites 0\nℹ pass 1\nℹ fail 0\nℹ cancelled 0\nℹ skipped 0\nℹ todo 0\nℹ duration_ms …',
      ),
      fence('bash server', 'npm run serve'),
      fence(
        'text title="Output" output',
        '> fixture@1.0.0 serve\n> node server.js\n\nlistening on http://localhost:4000/',
      ),
    ];
    try {
      const caller = {
        ...npmEnvironment,
        NODE_OPTIONS: `--require ${preload}`,
        NODE_TEST_CONTEXT: 'child-v8',
        NODE_EXTRA_CA_CERTS: path.join(FIXTURES_DIR, 'no-such-ca.pem'),
      };
      const outcomes = await withEnvironment(caller, () => runFixturePage(...page));
      assert.equal(outcomes.filter((outcome) => outcome.kind === 'ran').length, page.length);
    } finally {
      await rm(preload, {force: true});
    }
  });
});

describe("the pages' npx tsc", () => {
  test('prints and exits as the tsc the page installed prints and exits, run as a process of its own', async () => {
    // Both ways, each followed by the files it wrote (in `dist`), then what they printed (and
    // exited with) if it is the same.
    const check = (args: string) =>
      [
        'rm -rf dist',
        `npx tsc ${args} > served.txt || echo "exit code $?" >> served.txt`,
        'ls dist >> served.txt 2> /dev/null && rm -r dist || true',
        `node "$PAGE_NODE_MODULES/.bin/tsc" ${args} > own.txt || echo "exit code $?" >> own.txt`,
        'ls dist >> own.txt 2> /dev/null || true',
        'diff own.txt served.txt && cat served.txt',
      ].join('\n');
    const tsconfig = '{"compilerOptions": {"strict": true, "outDir": "dist"}, "include": ["src"]}';
    const outcomes = await runFixturePage(
      fence('ts title="wrong.ts"', "export const count: number = 'three';"),
      fence('ts title="src/right.ts"', 'export const count: number = 3;'),
      fence('json title="tsconfig.json"', tsconfig),
      fence('bash', 'npm install --save-dev typescript@5'),
      // The compiler process answers the page's tsc (tsc-server.cjs).
      fence('bash', 'test -S "$TSC_SERVER" && echo "a compiler process listens"'),
      fence('text output', 'a compiler process listens'),
      fence('bash', check('--noEmit --strict wrong.ts')),
      fence(
        'text output',
        "wrong.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.\nexit code 2",
      ),
      // The project of the working folder (its tsconfig.json).
      fence('bash', check('')),
      fence('text output', 'right.js'),
      // Then of another folder: the compiler process works in each command's own.
      fence('bash', 'mkdir other\ncd other'),
      fence('json title="tsconfig.json"', tsconfig),
      fence('ts title="src/late.ts"', 'export const late: string = 4;'),
      fence('bash', check('')),
      fence(
        'text output',
        "src/late.ts(1,14): error TS2322: Type 'number' is not assignable to type 'string'.\nexit code 2\nlate.js",
      ),
      fence('bash', check('--version')),
      fence('text output', 'Version …'),
    );
    assert.equal(outcomes.filter((outcome) => outcome.kind === 'ran').length, 17);
  });
});

/**
 * The pages, those whose commands cost the most first, so that the longest (the upgrade guides,
 * each several minutes) do not start last and run on alone: the cost of a page is one for each
 * line that starts Node.js or npm, five for each `tsc` run (in the warm compiler process of
 * tsc-server.cjs, about the CPU of five `node` runs).
 */
function longestFirst(pagePaths: string[]): string[] {
  const cost = (page: string) =>
    readFileSync(path.join(ROOT, page), 'utf8')
      .split('\n')
      .reduce(
        (sum, line) => sum + (/^\s*(npx )?tsc\b/.test(line) ? 5 : /^\s*(node|npm|npx) /.test(line) ? 1 : 0),
        0,
      );
  const costs = new Map(pagePaths.map((page) => [page, cost(page)]));
  return [...pagePaths].sort((a, b) => costs.get(b)! - costs.get(a)!);
}

// Pages run two at a time: a page's time goes mostly to starting Node.js and npm, not to the CPU.
describe('docs code blocks', {concurrency: 2}, () => {
  test('reads the pages of both docs versions', () => {
    for (const folder of VERSION_FOLDERS) {
      assert.ok(pagesOf(folder).includes(path.join(folder, 'tutorials', 'index.md')), folder);
    }
  });

  for (const page of longestFirst(pages)) {
    test(page, async () => {
      const file = path.join(ROOT, page);
      await runPage(page, await readCodeBlocks(file), releaseOfPage(file).major, outcomes);
    });
  }
});
