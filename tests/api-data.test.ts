/**
 * The committed API data of every docs version is what `npm run api:generate` makes from the
 * pinned graphql releases today: TypeDoc runs again into a temporary file and its output must
 * equal the committed file byte for byte, and so must the entry points read from the typings and
 * the Markdown rendered from the committed data.
 * A changed pin, typings, TypeDoc options or TypeDoc plugin without a rerun of the command fails
 * here.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {apiModulesJson, renderApiMarkdown, runTypedoc} from '../plugins/api/generate';
import {apiDataFile, apiMarkdownFile, apiModulesFile, type DocsVersionName} from '../plugins/docs-versions';
import {ROOT} from './support/paths';

const scratch = mkdtempSync(path.join(tmpdir(), 'api-data-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

const olderVersions = JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];

describe('API data of the docs versions', () => {
  test('versions.json lists 16.x', () => {
    assert.ok(olderVersions.includes('16.x'), olderVersions.join(', '));
  });

  for (const version of ['current', ...olderVersions] as DocsVersionName[]) {
    test(`${version}: the committed data equals a fresh generation`, () => {
      const fresh = path.join(scratch, `${version}.json`);
      runTypedoc(version, ROOT, fresh);
      const committed = apiDataFile(version);
      assert.ok(
        readFileSync(fresh, 'utf8') === readFileSync(path.join(ROOT, committed), 'utf8'),
        `${committed} differs from a fresh generation: run npm run api:generate`,
      );
    });

    test(`${version}: the committed entry points equal those of the typings`, () => {
      const committed = apiModulesFile(version);
      assert.ok(
        apiModulesJson(version, ROOT) === readFileSync(path.join(ROOT, committed), 'utf8'),
        `${committed} differs from a fresh generation: run npm run api:generate`,
      );
    });

    test(`${version}: the committed Markdown is a fresh rendering of the committed data`, () => {
      const fresh = path.join(scratch, `${version}-markdown.json`);
      const warnings = renderApiMarkdown(path.join(ROOT, apiDataFile(version)), fresh);
      assert.equal(warnings, '', `typedoc-plugin-markdown warned: ${warnings}`);
      const committed = apiMarkdownFile(version);
      assert.ok(
        readFileSync(fresh, 'utf8') === readFileSync(path.join(ROOT, committed), 'utf8'),
        `${committed} differs from a fresh rendering: run npm run api:generate`,
      );
    });
  }
});
