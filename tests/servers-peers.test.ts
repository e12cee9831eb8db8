/**
 * The servers guide (`guides/servers`, in both docs versions) tells readers which graphql releases
 * graphql-http, GraphQL Yoga, Apollo Server and Mercurius accept, in a table of the section
 * "Which graphql each accepts": the installed version of each server, its
 * `peerDependencies.graphql`, and whether that range accepts graphql 16.15.0 and 17.1.0. This test
 * holds both pages' tables against the installed packages (their `package.json`), so that an
 * upgrade of a server, or of graphql, fails here until the pages catch up. It also checks that the
 * graphql 17 page runs no server whose range leaves graphql 17 out: none of its code blocks
 * imports one.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import semver from 'semver';
import {readCodeBlocks} from './support/examples';
import {ROOT} from './support/paths';

/** The servers of the page, by package name. */
const SERVERS = ['graphql-http', 'graphql-yoga', '@apollo/server', 'mercurius'];

/** The pages, each with the graphql package its code runs against. */
const PAGES = [
  {file: 'docs/guides/servers.md', graphql: 'graphql'},
  {file: 'versioned_docs/version-16.x/guides/servers.md', graphql: 'graphql-16'},
];

type Manifest = {version: string; peerDependencies?: Record<string, string>};

const manifestOf = (name: string): Manifest =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as Manifest;

/** The releases the table's last columns name: the two graphql packages the docs versions document. */
const RELEASES = [manifestOf('graphql-16').version, manifestOf('graphql').version];

/** One row of a page's table, its cells as the reader sees them (code spans unwrapped). */
type Row = Record<string, string>;

/** The cells of one Markdown table line: split on `|` that is not escaped, `\|` read as `|`. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) =>
      cell
        .trim()
        .replaceAll('\\|', '|')
        .replace(/^`(.*)`$/, '$1'),
    );
}

/**
 * The table of the section "Which graphql each accepts": its rows keyed by header.
 * @param markdown the page's Markdown
 * @throws AssertionError when the section or its table is missing.
 */
function tableOf(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Which graphql each accepts'));
  assert.ok(section, 'no section "Which graphql each accepts"');
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  assert.ok(lines.length >= 3, 'no table in "Which graphql each accepts"');
  const [header, separator, ...body] = lines.map(cellsOf);
  assert.ok(
    separator.every((cell) => /^:?-+:?$/.test(cell)),
    'the second line of the table is not a separator',
  );
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

const yesNo = (accepted: boolean) => (accepted ? 'yes' : 'no');

describe('servers guide: the peer dependency table', () => {
  for (const page of PAGES) {
    const markdown = readFileSync(path.join(ROOT, page.file), 'utf8');

    test(`${page.file}: the table has a row for each server, with its installed version`, () => {
      const rows = tableOf(markdown);
      assert.deepEqual(
        rows.map((row) => row.package),
        SERVERS,
      );
      for (const row of rows) {
        assert.equal(row.version, manifestOf(row.package).version, `${row.package}: version`);
      }
    });

    test(`${page.file}: each range is the installed peerDependencies.graphql`, () => {
      for (const row of tableOf(markdown)) {
        const range = manifestOf(row.package).peerDependencies?.graphql;
        assert.ok(range, `${row.package} has no graphql peer dependency`);
        assert.equal(row['peerDependencies.graphql'], range, row.package);
      }
    });

    test(`${page.file}: the columns ${RELEASES.join(' and ')} say whether each range accepts them`, () => {
      for (const row of tableOf(markdown)) {
        const range = manifestOf(row.package).peerDependencies?.graphql ?? '';
        for (const release of RELEASES) {
          assert.ok(release in row, `no column ${release}`);
          assert.equal(
            row[release],
            yesNo(semver.satisfies(release, range)),
            `${row.package}, graphql ${release}`,
          );
        }
      }
    });
  }

  test('the graphql 17 page imports no server whose range leaves out its graphql', async () => {
    const [current] = PAGES;
    const release = manifestOf(current.graphql).version;
    const refused = SERVERS.filter(
      (name) => !semver.satisfies(release, manifestOf(name).peerDependencies?.graphql ?? ''),
    );
    assert.ok(refused.length > 0, 'every server accepts graphql 17: the page should run them all');
    const code = (await readCodeBlocks(path.join(ROOT, current.file)))
      .filter((block) => block.lang === 'js' || block.lang === 'bash')
      .map((block) => block.code)
      .join('\n');
    for (const name of refused) {
      assert.doesNotMatch(code, new RegExp(`from '${name}(/[^']*)?'|npm install[^\\n]* ${name}\\b`), name);
    }
  });

  test('the graphql 16 page runs every server whose range accepts its graphql', async () => {
    const page = PAGES[1];
    const release = manifestOf(page.graphql).version;
    const code = (await readCodeBlocks(path.join(ROOT, page.file))).map((block) => block.code).join('\n');
    for (const name of SERVERS.filter((server) =>
      semver.satisfies(release, manifestOf(server).peerDependencies?.graphql ?? ''),
    )) {
      assert.match(code, new RegExp(`from '${name}(/[^']*)?'`), `${name} is not imported`);
    }
  });
});
