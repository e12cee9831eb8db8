/**
 * `npm run build` must stop, naming the culprit, on every authoring mistake that the spec
 * names or a first-class docs site catches: broken link, broken anchor, broken Markdown link,
 * duplicate route, unknown sidebar doc id, unknown navbar item type; and a docs version without
 * its API data. Each case builds a copy of the real site with its mistake in it, with
 * `--no-minify`: what is checked is the build's verdict, and minifying the bundles is a large part
 * of a build's time. Broken links, anchors and Markdown links are errors of the real config (the
 * first test); only a whole build reaches the anchor check, so the one whole build of a copy of the
 * site, tests/e2e/base-url.test.ts, reports the three of them.
 */
import assert from 'node:assert/strict';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import config from '../docusaurus.config';
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

// Two builds at a time: one after another, the builds kept one core busy on average.
describe('the build fails on authoring mistakes', {concurrency: 2}, () => {
  test('the site stops its build on a broken link, anchor, Markdown link or duplicate route', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.onDuplicateRoutes, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
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

  // The three files `npm run api:generate` writes: TypeDoc's JSON, the entry points, the Markdown.
  for (const file of ['api-typedoc.json', 'api-modules.json', 'api-markdown.json']) {
    test(`a docs version without its ${file} names the version and the command that generates it`, async () => {
      const site = await makeFixtureSite(`missing-${file.replace('.json', '')}`);
      sites.push(site);
      const data = path.join('versioned_docs', 'version-16.x', file);
      await rm(path.join(site.dir, data));
      const {code, output} = await site.docusaurus('build', '--no-minify');
      assert.notEqual(code, 0, output);
      assert.match(output, /Docs version 16\.x has no API data/);
      assert.ok(output.includes(data), output);
      assert.match(output, /npm run api:generate -- 16\.x/);
    });
  }
});
