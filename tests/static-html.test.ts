/**
 * Every built page holds its whole content where it stands, for readers without JavaScript, for
 * search and for the Markdown twins: no part of a page is left for a script to move into place.
 * React streams a component that suspended during the server render after the page, as a hidden
 * segment (`<div hidden id="S:0">`) with a pending boundary (`<!--$?-->`) where it belongs; the
 * theme components that load with the pages that show them (src/utils/lazyThemeComponent.tsx)
 * must never do that.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {filesUnder} from './support/build-files';
import {BUILD_DIR} from './support/paths';

test('no built page leaves content for a script to move into place', () => {
  const files = filesUnder(BUILD_DIR, '.html');
  assert.ok(files.length > 300, `only ${files.length} HTML files in the build`);
  const streamed = files
    .filter((file) => /<!--\$\?-->|<div hidden id="?S:\d/.test(readFileSync(file, 'utf8')))
    .map((file) => '/' + path.relative(BUILD_DIR, file));
  assert.deepEqual(streamed, [], 'pages with streamed Suspense segments');
});
