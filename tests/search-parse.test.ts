/**
 * The site's reading of built pages for the search index (plugins/search-parse.ts) gives, for
 * every built docs and API page of both versions, exactly what the search plugin's own reading
 * (cheerio, `parse.js` of @easyops-cn/docusaurus-search-local) gives: title, description,
 * keywords, breadcrumb, and every section's heading, anchor and text.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parseDocsPage, type SearchParseOptions} from '../plugins/search-parse';
import config from '../docusaurus.config';
import {filesUnder} from './support/build-files';
import {BUILD_DIR, ROOT} from './support/paths';

type PluginParse = (html: string, type: string, url: string, options: SearchParseOptions) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {parse: pluginParse} = require(
  path.join(ROOT, 'node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse.js'),
) as {parse: PluginParse};

/** The search theme's options in the site's config (the ones the reading of a page uses). */
function searchOptions(): SearchParseOptions {
  const entry = config.themes?.find(
    (theme) => Array.isArray(theme) && theme[0] === '@easyops-cn/docusaurus-search-local',
  ) as [string, {ignoreCssSelectors?: string[]; forceIgnoreNoIndex?: boolean}];
  return {
    ignoreCssSelectors: entry[1].ignoreCssSelectors ?? [],
    forceIgnoreNoIndex: entry[1].forceIgnoreNoIndex ?? false,
  };
}

test('every docs and API page reads as the search plugin reads it', () => {
  const options = searchOptions();
  assert.ok(options.ignoreCssSelectors.length > 0, 'the config ignores some selectors');
  const pages = [
    ...filesUnder(path.join(BUILD_DIR, 'docs'), '.html'),
    ...filesUnder(path.join(BUILD_DIR, 'api'), '.html'),
  ];
  assert.ok(pages.length > 600, `${pages.length} pages built`);
  let sections = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const ours = parseDocsPage(html, options);
    assert.deepEqual(ours, pluginParse(html, 'docs', file, options), path.relative(BUILD_DIR, file));
    sections += ours?.sections.length ?? 0;
  }
  assert.ok(sections > 4000, `${sections} sections read`);
});
