/**
 * A page names only what its version exports ("Every API that a
 * page names exists in 17.1.0's typings"): in the pages of each docs version, every export of any
 * graphql release (15.11.0, 16.15.0, 17.1.0, read from their typings) that the page names in
 * inline code, links to in the API reference or imports from `graphql` in a block that runs against
 * the page's release must be an export of that release. A `:::note[graphql 16]` (or 15, 17) and
 * the upgrade guides name other releases on purpose and are left out, and so is a paragraph (or
 * table) that speaks of another release (`graphql 17`) or of a package built on graphql whose
 * options share names with graphql's exports (graphql-http's `formatError`); a link into the other
 * version's API reference is such a deliberate reference only there.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {graphqlImportsIn} from './support/examples';
import {graphqlExports, API_VERSIONS} from './support/graphql-exports';
import {markdownPagesOf, ROOT} from './support/paths';

const RELEASE_DIRS = ['graphql-15', 'graphql-16', 'graphql'].map((name) =>
  path.join(ROOT, 'node_modules', name),
);
const ANY_RELEASE = new Set(RELEASE_DIRS.flatMap((dir) => graphqlExports(dir).map((entry) => entry.name)));

// Packages whose options or exports can bear the name of a graphql export of another release.
const WRAPPERS = /graphql-http|graphql-ws|express-graphql|@graphql-tools|@graphql-codegen/;

/** What one page names that could be an export, with the line it is on. */
type Named = {name: string; line: number; how: 'inline code' | 'API link' | 'import'};

/**
 * The names a page's Markdown gives outside notes about other releases: identifiers in inline code
 * (`execute`, `execute()`), targets of API links (`/api/function/execute`, `/api#Name`), and names
 * imported from `graphql` in code blocks without a `graphql="…"` of their own.
 * @param markdown the page's source
 * @param apiBase the API reference of the page's version (`/api` or `/api/16.x`)
 * @returns the names, and the links that lead into another version's API reference.
 */
function namesOf(
  markdown: string,
  apiBase: string,
  ownMajor: string,
): {named: Named[]; otherVersionLinks: Named[]} {
  const named: Named[] = [];
  const otherVersionLinks: Named[] = [];
  let inOtherReleaseNote = false;
  let fence: {marker: string; ownRelease: boolean} | undefined;
  const lines = markdown.split('\n');
  const otherRelease = new RegExp(`graphql[ @-](?!${ownMajor}\\b)1\\d\\b`);
  // The paragraph (lines up to a blank line) of each line speaks of another release or a wrapper.
  const aside: boolean[] = [];
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end < lines.length && lines[end].trim() !== '') end++;
    const paragraph = lines.slice(start, end).join('\n');
    const deliberate = otherRelease.test(paragraph) || WRAPPERS.test(paragraph);
    for (let index = start; index <= end; index++) aside[index] = deliberate;
    start = end + 1;
  }
  lines.forEach((text, index) => {
    const line = index + 1;
    const opening = /^(`{3,}|~{3,})(.*)$/.exec(text);
    if (fence) {
      if (text.startsWith(fence.marker) && text.trim() === fence.marker) fence = undefined;
      else if (fence.ownRelease && !inOtherReleaseNote) {
        for (const name of graphqlImportsIn(text)) named.push({name, line, how: 'import'});
      }
      return;
    }
    if (opening) {
      fence = {marker: opening[1], ownRelease: !/graphql="/.test(opening[2])};
      return;
    }
    if (/^:::\w+\[graphql 1\d/.test(text)) inOtherReleaseNote = true;
    else if (/^:::\s*$/.test(text)) inOtherReleaseNote = false;
    if (inOtherReleaseNote || aside[index]) return;
    for (const match of text.matchAll(/`([A-Za-z_$][\w$]*)(?:\(\))?`/g)) {
      named.push({name: match[1], line, how: 'inline code'});
    }
    for (const match of text.matchAll(
      /\]\((\/api(?:\/16\.x)?)(?:\/(?:function|class|interface|enum)\/|#)([\w$]+)/g,
    )) {
      const link = {name: match[2], line, how: 'API link' as const};
      if (match[1] === apiBase) named.push(link);
      else otherVersionLinks.push(link);
    }
  });
  return {named, otherVersionLinks};
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as {version: string};

describe('pages name only what their version exports', () => {
  test('the releases are read: each exports names the others lack', () => {
    const [v15, v16, v17] = RELEASE_DIRS.map(
      (dir) => new Set(graphqlExports(dir).map((entry) => entry.name)),
    );
    assert.ok(v17.has('GraphQLDeferDirective') && !v16.has('GraphQLDeferDirective'));
    assert.ok(v16.has('getOperationRootType') && !v17.has('getOperationRootType'));
    assert.ok(v16.has('GraphQLSchemaElement') || v16.size > v15.size);
  });

  test('a 16-only name is caught outside a note or paragraph about graphql 16, not inside', () => {
    const page = [
      'Use `getOperationRootType` here.',
      '',
      ':::note[graphql 16]',
      'graphql 16 has `getOperationRootType`.',
      ':::',
      '',
      'In graphql 16, `getOperationRootType` too.',
      '',
      '```js title="a.js"',
      "import { getOperationRootType } from 'graphql';",
      '```',
    ].join('\n');
    const {named} = namesOf(page, '/api', '17');
    assert.deepEqual(
      named.filter(({name}) => name === 'getOperationRootType').map(({line, how}) => [line, how]),
      [
        [1, 'inline code'],
        [10, 'import'],
      ],
    );
  });

  for (const version of API_VERSIONS) {
    const own = new Set(graphqlExports(version.dir).map((entry) => entry.name));
    for (const page of markdownPagesOf(version.source)) {
      // The upgrade guides compare releases throughout.
      if (page.startsWith('upgrading' + path.sep)) continue;
      test(`${version.label}: ${page}`, () => {
        const markdown = readFileSync(path.join(ROOT, version.source, page), 'utf8');
        const major = /^(\d+)/.exec(readJson(path.join(version.dir, 'package.json')).version)?.[1] ?? '';
        const {named, otherVersionLinks} = namesOf(markdown, version.apiBase, major);
        const foreign = named.filter(({name}) => ANY_RELEASE.has(name) && !own.has(name));
        assert.deepEqual(
          foreign.map(({name, line, how}) => `${page}:${line}: ${how} ${name}`),
          [],
          `names that graphql ${version.label} does not export, outside a note about another release`,
        );
        assert.deepEqual(
          otherVersionLinks.map(({name, line}) => `${page}:${line}: ${name}`),
          [],
          "links into the other version's API reference outside a note about another release",
        );
      });
    }
  }
});
