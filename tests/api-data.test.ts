/**
 * The committed API data of the older docs versions is what `npm run api:generate` makes from the
 * pinned graphql releases today: the generation runs again into a throwaway copy
 * of the site and its files must equal the committed ones byte for byte. A changed pin, typings
 * or TypeDoc plugin without a rerun of the command fails here.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {generateApiData} from '../scripts/api-generate';
import {makeFixtureSite, type FixtureSite} from './support/fixture';
import {ROOT} from './support/paths';

const sites: FixtureSite[] = [];
after(async () => {
  await Promise.all(sites.map((site) => site.remove()));
});

const olderVersions = JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];

describe('API data of the older docs versions', () => {
  test('versions.json lists 16.x', () => {
    assert.ok(olderVersions.includes('16.x'), olderVersions.join(', '));
  });

  for (const version of olderVersions) {
    test(`${version}: the committed data equals a fresh generation`, async () => {
      const site = await makeFixtureSite(`api-data-${version}`);
      sites.push(site);
      generateApiData(version, site.dir);
      for (const file of ['api-typedoc.json', 'api-packages.json']) {
        const relative = path.join('versioned_docs', `version-${version}`, file);
        const fresh = readFileSync(path.join(site.dir, relative), 'utf8');
        const committed = readFileSync(path.join(ROOT, relative), 'utf8');
        assert.ok(
          fresh === committed,
          `${relative} differs from a fresh generation: run npm run api:generate`,
        );
      }
    });
  }
});
