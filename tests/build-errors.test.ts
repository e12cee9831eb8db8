/**
 * `npm run build` must stop, naming the culprit, on every authoring mistake that the spec
 * names or a first-class docs site catches: broken link, broken anchor, broken Markdown link,
 * duplicate route, unknown sidebar doc id, unknown navbar item type; and a docs version without
 * its API data. Each case builds a copy of the real site with exactly one mistake in it, with
 * `--no-minify`: what is checked is the build's verdict, and minifying the bundles is a large
 * part of a build's time.
 */
import assert from 'node:assert/strict';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {makeFixtureSite, type FixtureSite} from './support/fixture';

const sites: FixtureSite[] = [];
after(async () => {
  await Promise.all(sites.map((site) => site.remove()));
});

async function buildWith(name: string, files: Record<string, string>, configBody?: string) {
  const site = await makeFixtureSite(name, configBody);
  sites.push(site);
  for (const [file, content] of Object.entries(files)) {
    await site.write(file, content);
  }
  return site.docusaurus('build', '--no-minify');
}

// Two builds at a time: one after another, the seven builds kept one core busy on average (221 s of
// CPU in 228 s), and this suite is among the longest of `npm test`.
describe('the build fails on authoring mistakes', {concurrency: 2}, () => {
  test('a broken link names the page it is on and its target', async () => {
    const {code, output} = await buildWith('broken-link', {
      'docs/tutorials/fixture-page.md': '# Fixture\n\nRead [the next step](/docs/tutorials/no-such-page).\n',
    });
    assert.notEqual(code, 0, output);
    assert.match(output, /found broken links/i);
    assert.match(
      output,
      /source page path = \/docs\/tutorials\/fixture-page:\s*\n\s*-> linking to \/docs\/tutorials\/no-such-page/,
    );
  });

  test('a broken anchor names the page it is on and its target', async () => {
    const {code, output} = await buildWith('broken-anchor', {
      'docs/tutorials/fixture-page.md':
        '# Fixture\n\nRead [this section](/docs/tutorials/#no-such-section).\n',
    });
    assert.notEqual(code, 0, output);
    assert.match(output, /found broken anchors/i);
    assert.match(
      output,
      /source page path = \/docs\/tutorials\/fixture-page:\s*\n\s*-> linking to \/docs\/tutorials\/#no-such-section/,
    );
  });

  test('a broken Markdown link names the file and the link', async () => {
    const {code, output} = await buildWith('broken-md-link', {
      'docs/tutorials/fixture-page.md': '# Fixture\n\nRead [the missing page](./missing-page.md).\n',
    });
    assert.notEqual(code, 0, output);
    assert.match(
      output,
      /Markdown link with URL `\.\/missing-page\.md` in source file "[^"]*docs\/tutorials\/fixture-page\.md"/,
    );
  });

  test('a duplicate route names the route', async () => {
    // The API plugin already owns /api.
    const {code, output} = await buildWith('duplicate-route', {
      'src/pages/api.tsx': 'export default function Api() {\n  return null;\n}\n',
    });
    assert.notEqual(code, 0, output);
    assert.match(output, /Duplicate routes found/);
    assert.match(output, /create page at \/api, but a page already exists/);
  });

  test('an unknown doc id in a sidebar lists the ids that exist', async () => {
    const {code, output} = await buildWith('unknown-doc-id', {
      'sidebars.ts': "export default {tutorialSidebar: ['tutorials/index', 'tutorials/no-such-doc']};\n",
    });
    assert.notEqual(code, 0, output);
    assert.match(output, /These sidebar document ids do not exist:\s*\n\s*- tutorials\/no-such-doc/);
    assert.match(output, /Available document ids are:[\s\S]*- tutorials\/index/);
  });

  test('a navbar item of an unknown type names the type', async () => {
    const {code, output} = await buildWith(
      'unknown-navbar-type',
      {},
      `const {navbar} = config.themeConfig as {navbar: {items: unknown[]}};
export default {
  ...config,
  themeConfig: {...config.themeConfig, navbar: {...navbar, items: [...navbar.items, {type: 'no-such-item-type', label: 'Oops'}]}},
};`,
    );
    assert.notEqual(code, 0, output);
    assert.match(output, /Bad navbar item type no-such-item-type/);
  });

  test('a docs version without its API data names the version and the command that generates it', async () => {
    const site = await makeFixtureSite('missing-api-data');
    sites.push(site);
    const data = path.join('versioned_docs', 'version-16.x', 'api-typedoc.json');
    await rm(path.join(site.dir, data));
    const {code, output} = await site.docusaurus('build', '--no-minify');
    assert.notEqual(code, 0, output);
    assert.match(output, /Docs version 16\.x has no API data/);
    assert.ok(output.includes(data), output);
    assert.match(output, /npm run api:generate -- 16\.x/);
  });
});
