/**
 * The matchPath shortcut (src/utils/plainPathMatch.ts): whenever it says a path cannot match,
 * react-router's own matchPath (its CommonJS build, which the patch leaves as it is) finds no
 * match either, for exact and non-exact routes, plain paths and patterns.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {matchPath} from 'react-router';
import {cannotMatchPlainPath} from '../src/utils/plainPathMatch';

const ROUTE_PATHS = [
  '/',
  '/api',
  '/api/16.x',
  '/api/class/GraphQLSchema',
  '/api/function/graphql',
  '/docs/tutorials/',
  '/docs/tutorials/basic-types',
  "/api/it's",
  '/docs/:version/intro',
  '/docs/*',
  '/search',
  '/é',
];
const LOCATIONS = [
  '/',
  '/api',
  '/api/',
  '/API',
  '/apix',
  '/api/16.x',
  '/api/16.x/class/GraphQLSchema',
  '/api/class/GraphQLSchema',
  '/api/class/graphqlschema/',
  '/api/class/GraphQLSchema/extra',
  '/api/class/GraphQLSchemaX',
  '/api/function/graphql',
  '/docs/tutorials',
  '/docs/tutorials/',
  '/docs/tutorials/basic-types',
  '/docs/16.x/intro',
  "/api/it's",
  '/search',
  '/search/',
  '/é',
  '/%C3%A9',
];

describe('plain path shortcut for matchPath', () => {
  test("never says 'cannot match' where react-router's matchPath matches, and shortcuts the plain paths", () => {
    let shortcuts = 0;
    for (const path of ROUTE_PATHS) {
      for (const exact of [true, false]) {
        for (const pathname of LOCATIONS) {
          const skipped = cannotMatchPlainPath(pathname, path, {end: exact, strict: false, sensitive: false});
          const match = matchPath(pathname, {path, exact});
          if (skipped) {
            shortcuts += 1;
            assert.equal(match, null, `${pathname} matches ${path} (exact: ${exact})`);
          }
        }
      }
    }
    // Most pairs of a plain path and another location are decided without a regexp.
    assert.ok(shortcuts > 150, `${shortcuts} shortcuts`);
  });

  test('leaves patterns, RegExps, the root, strict and case-sensitive routes to matchPath', () => {
    const options = {end: true, strict: false, sensitive: false};
    assert.equal(cannotMatchPlainPath('/docs/x', '/docs/:version/intro', options), false);
    assert.equal(cannotMatchPlainPath('/x', '/', options), false);
    assert.equal(cannotMatchPlainPath('/x', '/api', {...options, strict: true}), false);
    assert.equal(cannotMatchPlainPath('/x', '/api', {...options, sensitive: true}), false);
    assert.equal(cannotMatchPlainPath('/x', /^\/api/, options), false, 'a RegExp path');
    assert.equal(cannotMatchPlainPath('/x', '/api', options), true);
  });
});
