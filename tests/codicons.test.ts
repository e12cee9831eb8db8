/**
 * The API pages' kind icons are drawn from the stylesheet that plugins/codicons.ts writes, without
 * the codicon font: every icon a built page shows has its rule, and no page loads a font.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {apiIconNames, codiconSvg, codiconsCss} from '../plugins/codicons';
import {filesUnder} from './support/build-files';
import {BUILD_DIR, ROOT} from './support/paths';

const CODICONS = path.join(ROOT, 'node_modules', '@vscode', 'codicons');

test('each reflection gets the icon of its kind, and the components their own icons', () => {
  const names = apiIconNames([
    // TypeDoc 0.25's ReflectionKind: Method 2048, Property 1024, Enum 8.
    {kind: 2048, name: 'getType'},
    {kind: 1024, name: 'description'},
    {kind: 1024, name: 'onChange'},
    {kind: 8, name: 'Kind'},
  ]);
  for (const name of ['symbol-method', 'symbol-property', 'symbol-event', 'symbol-enum']) {
    assert.ok(names.includes(name), `${name} is missing from ${names.join(', ')}`);
  }
  // The anchor and source links of every member: literal class names in the plugin's components.
  for (const name of ['symbol-numeric', 'file-code']) assert.ok(names.includes(name), name);
  assert.ok(!names.includes('symbol-class'), 'an icon no reflection has');
});

test('a name that shares its glyph draws that glyph, and a name without one stops the build', () => {
  // The font's stylesheet gives symbol-function the code point of symbol-method, which has the SVG.
  assert.equal(
    codiconSvg('symbol-function', CODICONS),
    readFileSync(path.join(CODICONS, 'src', 'icons', 'symbol-method.svg'), 'utf8'),
  );
  assert.throws(() => codiconSvg('no-such-icon', CODICONS), /no SVG for the icon "no-such-icon"/);
  const css = codiconsCss(['symbol-function', 'symbol-method'], CODICONS);
  assert.equal(css.match(/--codicon:/g)?.length, 1, 'one rule for two names of one glyph');
});

test('every icon of the built API pages has its rule, and the build ships no font', () => {
  const shown = new Set<string>();
  for (const file of filesUnder(path.join(BUILD_DIR, 'api'), '.html')) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\bcodicon-([a-z-]+)/g)) shown.add(name!);
  }
  assert.ok(shown.size >= 10, `only ${shown.size} icons on the API pages`);
  const css = filesUnder(path.join(BUILD_DIR, 'assets', 'css'), '.css')
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const drawn = [...shown].filter((name) =>
    new RegExp(`\\.codicon-${name}[,{][^}]*--codicon:url\\("data:image/svg\\+xml`).test(css),
  );
  assert.deepEqual(drawn.sort(), [...shown].sort(), 'icons without a rule');
  assert.doesNotMatch(css, /@font-face/, 'a font in the stylesheet');
  const fonts = filesUnder(BUILD_DIR, '').filter((file) => /\.(ttf|woff2?|otf|eot)$/.test(file));
  assert.deepEqual(fonts, []);
});
