/**
 * The chunk lookup of link prefetching (src/utils/routeChunkNames.ts, called by the patched
 * `@docusaurus/core` `lib/client/docusaurus.js`) returns, for every route path of the built site,
 * what Docusaurus 3.10's own scan of the route table returned.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {chunkNamesByPath, newChunksOnly} from '../src/utils/routeChunkNames';
import {ROOT} from './support/paths';

type RouteChunks = Record<string, unknown>;

/** Docusaurus 3.10.2's `flat` (lib/client/flat.js). */
function flat(target: RouteChunks): Record<string, unknown> {
  const isTree = (x: unknown) => typeof x === 'object' && !!x && Object.keys(x).length > 0;
  const output: Record<string, unknown> = {};
  const dfs = (object: RouteChunks, prefix?: string) => {
    for (const [key, value] of Object.entries(object)) {
      const newKey = prefix ? `${prefix}.${key}` : key;
      if (isTree(value)) dfs(value as RouteChunks, newKey);
      else output[newKey] = value;
    }
  };
  dfs(target);
  return output;
}

/** Docusaurus 3.10.2's `getChunkNamesToLoad` (lib/client/docusaurus.js), as upstream wrote it. */
const upstream = (routesChunkNames: Record<string, RouteChunks>, routePath: string) =>
  Object.entries(routesChunkNames)
    .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));

test('every route path of the build gets the chunks the upstream scan gives', () => {
  const routesChunkNames = JSON.parse(
    readFileSync(path.join(ROOT, '.docusaurus', 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, RouteChunks>;
  const lookup = chunkNamesByPath(routesChunkNames, flat);
  const paths = new Set(Object.keys(routesChunkNames).map((name) => name.replace(/-[^-]+$/, '')));
  assert.ok(paths.size > 600, `${paths.size} route paths`);
  for (const routePath of [...paths, '/no/such/page']) {
    assert.deepEqual(lookup(routePath), upstream(routesChunkNames, routePath), routePath);
  }
});

test('paths with dashes, nested chunk trees and paths shared by several routes', () => {
  const table: Record<string, RouteChunks> = {
    '/api-306': {__comp: 'a', __context: {plugin: 'b'}},
    '/api/16.x-f3d': {__comp: 'c', version: 'd'},
    '/api/16.x-207': {__comp: 'e', options: 'f'},
    '/docs/my-page-abc': {__comp: 'g', content: 'h', empty: {}},
  };
  const lookup = chunkNamesByPath(table, flat);
  for (const routePath of ['/api', '/api/16.x', '/docs/my-page', '/docs/my', '/nothing']) {
    assert.deepEqual(lookup(routePath), upstream(table, routePath), routePath);
  }
  assert.deepEqual(lookup('/api/16.x'), ['c', 'd', 'e', 'f']);
});

test('prefetching every route of the build asks for each of their chunks once', () => {
  const routesChunkNames = JSON.parse(
    readFileSync(path.join(ROOT, '.docusaurus', 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, RouteChunks>;
  const paths = [...new Set(Object.keys(routesChunkNames).map((name) => name.replace(/-[^-]+$/, '')))];
  const notPrefetched = newChunksOnly();
  const prefetched = paths.flatMap((routePath) => notPrefetched(upstream(routesChunkNames, routePath)));
  const needed = new Set(paths.flatMap((routePath) => upstream(routesChunkNames, routePath)));
  assert.ok(prefetched.length < paths.flatMap((routePath) => upstream(routesChunkNames, routePath)).length);
  assert.equal(prefetched.length, new Set(prefetched).size, 'a chunk was prefetched twice');
  assert.deepEqual(new Set(prefetched), needed);
});
