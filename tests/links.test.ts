/**
 * Every internal link of every built page resolves: the target path is a built page or file,
 * and a `#fragment` names an element id on it. Docusaurus checks the links it renders itself;
 * this also covers the anchors of the API pages, whose ids the API plugin renders.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parse, type HTMLElement} from 'node-html-parser';
import {builtFileFor, filesUnder} from './support/build-files';
import {BUILD_DIR} from './support/paths';

const documents = new Map<string, HTMLElement>();
function load(file: string): HTMLElement {
  let document = documents.get(file);
  if (!document) {
    document = parse(readFileSync(file, 'utf8'));
    documents.set(file, document);
  }
  return document;
}

test('every internal link and anchor in the build resolves', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of filesUnder(BUILD_DIR, '.html')) {
    const page = '/' + path.relative(BUILD_DIR, file).replace(/index\.html$/, '');
    for (const link of load(file).querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/') && !href.startsWith('#')) {
        continue;
      }
      const url = new URL(href, `http://site${page}`);
      const target = builtFileFor(url.pathname);
      checked += 1;
      if (!target) {
        broken.push(`${page}: ${href} (no page)`);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      if (id && target.endsWith('.html') && !load(target).getElementById(id)) {
        broken.push(`${page}: ${href} (no element with id "${id}")`);
      }
    }
  }
  assert.ok(checked > 10_000, `only ${checked} links checked`);
  assert.deepEqual(broken, []);
});
