/**
 * Build-time highlighting (plugins/code-tokens.ts), as the browser meets it: no page loads Prism,
 * since every code block comes with its tokens, and the code shows highlighted. Prism stays in the build for a block without
 * them (src/components/CodeHighlight/PrismHighlight.tsx), so the premise is that the build holds
 * it where this test would see it. `tests/code-tokens.test.ts` checks the tokens in the built HTML.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Response} from 'playwright-core';
import {PAGE_TYPES} from '../../scripts/first-load-js';
import {gotoHydrated, test} from '../support/browser';
import {builtFileFor, filesUnder} from '../support/build-files';
import {useSite} from '../support/e2e';
import {BUILD_DIR} from '../support/paths';

const site = useSite();

// Prism's own code: its language definitions and its tokenizer's hooks, which no other script has.
const PRISM = /Prism\.languages\.\w+\s*=|["']before-tokenize["']/;

test('the build holds Prism, for code blocks without tokens', () => {
  const scripts = filesUnder(path.join(BUILD_DIR, 'assets', 'js'), '.js');
  assert.ok(
    scripts.some((file) => PRISM.test(readFileSync(file, 'utf8'))),
    'no script of the build holds Prism, so the test below could not see it',
  );
});

for (const [name, pagePath] of Object.entries(PAGE_TYPES)) {
  test(`${name} (${pagePath}) shows its code highlighted without loading Prism`, async () => {
    const page = await site.newPage();
    const prism: string[] = [];
    const read: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      read.push(
        response.text().then((body) => {
          if (PRISM.test(body)) prism.push(new URL(response.url()).pathname);
        }),
      );
    };
    page.on('response', onResponse);
    await gotoHydrated(page, site.origin() + pagePath);
    // A block without tokens asks for Prism as it renders; once an idle callback queued after
    // hydration has run and the network has been quiet, that request would have been made.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    await Promise.all(read);
    // And the page shows its code highlighted all the same (a block left without tokens once
    // crashed the page before it asked for Prism).
    const built = (readFileSync(builtFileFor(pagePath) ?? '', 'utf8').match(/<pre[^>]*prism-code/g) ?? [])
      .length;
    const blocks = await page.locator('pre.prism-code').count();
    const highlighted = await page.locator('pre.prism-code span.token:not(.plain)').count();
    await page.close();
    assert.deepEqual(prism, []);
    assert.equal(blocks, built, 'code blocks shown, against the built page');
    assert.ok(blocks === 0 || highlighted > 0, `${blocks} code blocks, none highlighted`);
  });
}
