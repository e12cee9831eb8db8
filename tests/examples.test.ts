/**
 * Every code block of every docs page runs against the graphql release its version documents
 * (tutorials and versions issues): the blocks are read from the Markdown of `docs/` (graphql 17,
 * Node.js 22) and `versioned_docs/version-16.x/` (graphql 16, Node.js 20) and run in page order by
 * {@link PageRunner}; a block marked `graphql="16"` or `graphql="17"` runs against that release in
 * a terminal of its own. `npm run test:examples` runs only this suite.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {readdirSync} from 'node:fs';
import {mkdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {
  assertOutputMatches,
  GRAPHQL_RELEASES,
  PageRunner,
  readCodeBlocks,
  releaseOfPage,
  type BlockOutcome,
  type CodeBlock,
} from './support/examples';
import {FIXTURES_DIR} from './support/fixture';
import {API_VERSIONS} from './support/graphql-exports';
import {ROOT} from './support/paths';

const VERSION_FOLDERS = API_VERSIONS.map((version) => version.source);

/** The Markdown pages of a docs version's folder, relative to the repository, sorted. */
function pagesOf(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file))
    .sort();
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

/** The blocks of a page by the release they run against, in page order within each. */
function byRelease(page: string, blocks: CodeBlock[]): Map<string, CodeBlock[]> {
  const pageRelease = releaseOfPage(path.join(ROOT, page)).major;
  const groups = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const major = typeof block.meta.graphql === 'string' ? block.meta.graphql : pageRelease;
    assert.ok(GRAPHQL_RELEASES[major], `${page}:${block.line}: graphql="${major}" names no release`);
    groups.set(major, [...(groups.get(major) ?? []), block]);
  }
  return groups;
}

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

describe('docs code blocks', () => {
  test('reads the pages of both docs versions', () => {
    for (const folder of VERSION_FOLDERS) {
      assert.ok(pagesOf(folder).includes(path.join(folder, 'tutorials', 'index.md')), folder);
    }
  });

  for (const page of pages) {
    test(page, async () => {
      const groups = byRelease(page, await readCodeBlocks(path.join(ROOT, page)));
      const ran: BlockOutcome[] = [];
      for (const [major, blocks] of groups) {
        const workDir = path.join(
          FIXTURES_DIR,
          `examples-${path.basename(page, '.md')}-${major}-${randomBytes(4).toString('hex')}`,
        );
        await mkdir(workDir, {recursive: true});
        const runner = new PageRunner(page, workDir, GRAPHQL_RELEASES[major]);
        try {
          await runner.prepare();
          await runner.run(blocks);
        } finally {
          await runner.stop();
          outcomes.push(...runner.outcomes);
          ran.push(...runner.outcomes.filter((outcome) => outcome.kind === 'ran'));
          await rm(workDir, {recursive: true, force: true});
        }
      }
      assert.ok(ran.length > 0, `${page}: no block ran; a page's code must not be all fragments`);
    });
  }
});
