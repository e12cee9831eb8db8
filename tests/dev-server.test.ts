/**
 * Authors' loop: `npm start` serves the tutorials on a loopback port,
 * and an edit to a tutorial shows in the open page without restarting the server.
 * Runs on a copy of the site, so the real docs are never touched.
 */
import assert from 'node:assert/strict';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, test} from 'node:test';
import type {Browser} from 'playwright-core';
import {launchChromium} from './support/browser';
import {assertOutputMatches, readCodeBlocks} from './support/examples';
import {makeFixtureSite, type FixtureSite} from './support/fixture';
import {DOCUSAURUS_BIN, ROOT} from './support/paths';
import {freePort, startProcess, type RunningProcess} from './support/processes';

let site: FixtureSite | undefined;
let server: RunningProcess | undefined;
let browser: Browser | undefined;
after(async () => {
  await browser?.close();
  await server?.stop();
  await site?.remove();
});

// The sum of the waits below (start-up, Run, live edit) and Playwright's 30 s ones, so that a hang
// fails this test instead of holding the whole run.
const DEV_SERVER_TEST_TIMEOUT_MS = 8 * 60_000;

test(
  'npm start serves the tutorials, runs their examples in the page and shows an edit live',
  {timeout: DEV_SERVER_TEST_TIMEOUT_MS},
  async () => {
    site = await makeFixtureSite('dev-server');
    const port = await freePort();
    server = startProcess(
      process.execPath,
      [DOCUSAURUS_BIN, 'start', site.dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      ROOT,
      {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    );
    // "website is running" is printed before the server listens; the bundler's status comes after.
    await server.waitForOutput(/client \(Rspack [^)]*\) compiled successfully/, 180_000);
    const serverPid = server.child.pid;

    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/tutorials/`);
    const heading = page.locator('article h1');
    await heading.waitFor();
    assert.match(await heading.innerText(), /Getting started/);

    // The in-page runner works in development too: its worker and graphql come from the
    // dev server, and the page's last example prints what the page's last output block shows.
    const file = path.join(site.dir, 'docs', 'tutorials', 'index.md');
    const expected = (await readCodeBlocks(file)).filter((block) => block.meta.output).at(-1);
    const run = page.getByRole('button', {name: /^Run /}).last();
    await run.click();
    const log = run.locator('xpath=../..').locator('[role="log"][aria-busy="false"]');
    await log.waitFor({timeout: 60_000});
    assert.ok(expected);
    assertOutputMatches(
      expected.lang,
      expected.code,
      await log.innerText(),
      'last example, run in the dev server',
    );

    const token = `Edited live ${Date.now()}`;
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace(/^# .*$/m, `# ${token}`));

    await page.getByRole('heading', {level: 1, name: token}).waitFor({timeout: 120_000});
    assert.equal(server.child.exitCode, null, 'the dev server stopped');
    assert.equal(server.child.pid, serverPid);
  },
);
