/**
 * Every internal link of every built page resolves: the target path is a built page or file,
 * and a `#fragment` names an element id on it. Docusaurus checks the links it renders itself;
 * this also covers the anchors of the API pages, whose ids the API plugin renders.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parse, type HTMLElement} from 'node-html-parser';
import {BUILD_DIR} from './support/paths';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return htmlFiles(full);
    }
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The built file that answers a URL path, as `docusaurus serve` and static hosts resolve it. */
function fileForPath(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, '');
  const candidates = [
    path.join(BUILD_DIR, clean, 'index.html'),
    path.join(BUILD_DIR, `${clean}.html`),
    path.join(BUILD_DIR, clean),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

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
  for (const file of htmlFiles(BUILD_DIR)) {
    const page = '/' + path.relative(BUILD_DIR, file).replace(/index\.html$/, '');
    for (const link of load(file).querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/') && !href.startsWith('#')) {
        continue;
      }
      const url = new URL(href, `http://site${page}`);
      const target = fileForPath(url.pathname);
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
