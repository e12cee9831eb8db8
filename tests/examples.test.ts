/**
 * Every code block of the tutorials runs against the pinned graphql (tutorials issue): the
 * blocks are read from `docs/tutorials/*.md` and run in page order by {@link PageRunner}.
 * `npm run test:examples` runs only this suite.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {readdirSync} from 'node:fs';
import {mkdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {PageRunner, readCodeBlocks, type BlockOutcome} from './support/examples';
import {FIXTURES_DIR} from './support/fixture';
import {ROOT} from './support/paths';

const TUTORIALS_DIR = path.join(ROOT, 'docs', 'tutorials');
const pages = readdirSync(TUTORIALS_DIR)
  .filter((file) => file.endsWith('.md'))
  .sort();
const outcomes: BlockOutcome[] = [];

after(() => {
  const count = (kind: BlockOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
  console.log('\nTutorial code blocks, per page (ran / parsed / fragments):');
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

describe('tutorial code blocks', () => {
  test('reads the tutorial pages', () => {
    assert.ok(pages.includes('index.md'), pages.join(', '));
  });

  for (const page of pages) {
    test(page, async () => {
      const workDir = path.join(
        FIXTURES_DIR,
        `examples-${path.basename(page, '.md')}-${randomBytes(4).toString('hex')}`,
      );
      await mkdir(workDir, {recursive: true});
      const runner = new PageRunner(page, workDir);
      try {
        await runner.prepare();
        await runner.run(await readCodeBlocks(path.join(TUTORIALS_DIR, page)));
      } finally {
        await runner.stop();
        outcomes.push(...runner.outcomes);
        await rm(workDir, {recursive: true, force: true});
      }
      const ran = runner.outcomes.filter((outcome) => outcome.kind === 'ran').length;
      assert.ok(ran > 0, `${page}: no block ran; a page's code must not be all fragments`);
    });
  }
});
