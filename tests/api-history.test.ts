/**
 * The version history's build-time errors: without a version's API data the
 * history cannot be derived, and the build stops naming the file and the command that writes it.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {historyOptions, loadApiHistory} from '../plugins/api-history';
import {ROOT} from './support/paths';

test('a version without its API data fails with the command that generates it', () => {
  const options = historyOptions({
    siteDir: ROOT,
    newer: {name: 'current', release: '17.1.0'},
    // A docs version whose data was never generated.
    older: {name: '15.x', release: '15.11.0'},
    guide: {file: 'docs/upgrading/v16-to-v17.md', route: '/docs/upgrading/v16-to-v17'},
    apiBase: (name) => (name === 'current' ? '/api' : `/api/${name}`),
  });
  assert.throws(
    () => loadApiHistory(options),
    (error: Error) =>
      error.message.includes(path.join('versioned_docs', 'version-15.x', 'api-typedoc.json')) &&
      error.message.includes('Generate it with: npm run api:generate -- 15.x'),
  );
});
