/**
 * The home page's example prints, under Node.js with the graphql the current docs version
 * documents, what the home page shows as its output (the example used to claim that
 * `console.log(result.data)` prints `{ hello: 'Hello, world!' }`; graphql 17's results are
 * null-prototype objects, which Node.js prints otherwise). tests/e2e/run-in-page.test.ts runs
 * it in the page.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {HELLO_EXAMPLE, HELLO_FILE, HELLO_OUTPUT} from '../src/components/HomeExample/example';
import {assertOutputMatches, releaseOfPage, runFileWithNode} from './support/examples';
import {API_VERSIONS} from './support/graphql-exports';
import {ROOT} from './support/paths';

test('the home page example prints its output block under Node.js', async () => {
  const release = releaseOfPage(path.join(ROOT, API_VERSIONS[0].source, 'index.md'));
  const run = await runFileWithNode(release, HELLO_FILE, HELLO_EXAMPLE);
  assert.equal(run.code, 0, run.stderr);
  assertOutputMatches('json', HELLO_OUTPUT, run.stdout, 'home page example under Node.js');
});
