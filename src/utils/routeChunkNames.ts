/**
 * The chunks of a route path, for Docusaurus's link prefetching. When a
 * link scrolls into view, Docusaurus prefetches the chunks of the routes it leads to, looking them
 * up by scanning every entry of the route table's chunk names (`routesChunkNames`) with a regular
 * expression, once per level of the matched route branch: with about 700 routes in two docs
 * versions, an API page's visible links cost about 0.1 s of main thread right after hydration
 * (0.4 s on a phone-speed CPU), which Lighthouse counts as blocking time. The patch
 * (patches/@docusaurus+core+3.10.2.patch, `lib/client/docusaurus.js`) takes its lookup from
 * {@link chunkNamesByPath}, which indexes the table once, for the same result (and again after a
 * route subtree loads on demand, src/utils/lazyRoutes.ts).
 */
import {routesGeneration} from './lazyRoutes';

/** A route's chunk names as `routesChunkNames` holds them: a tree whose leaves are chunk names. */
type RouteChunks = Record<string, unknown>;

/**
 * Makes the lookup of the chunk names of a route path.
 * @param routesChunkNames Docusaurus's `@generated/routesChunkNames`: each route's chunks, keyed by
 *   its path and a hash (`/api/class/GraphQLError-540`)
 * @param flatten Docusaurus's own `flat`, which turns a route's chunk tree into `{path: leaf}`
 * @returns for a route path, the chunk names of every entry of that path, in the table's order,
 *   as Docusaurus's `getChunkNamesToLoad` returned them (an empty list for an unknown path)
 */
export function chunkNamesByPath(
  routesChunkNames: Record<string, RouteChunks>,
  flatten: (tree: RouteChunks) => Record<string, unknown>,
): (path: string) => unknown[] {
  let index: Map<string, unknown[]> | undefined;
  let indexGeneration = -1;
  return (path) => {
    if (!index || indexGeneration !== routesGeneration()) {
      index = new Map();
      indexGeneration = routesGeneration();
      for (const [nameWithHash, chunks] of Object.entries(routesChunkNames)) {
        // As Docusaurus strips the hash: the last `-…` part of the name.
        const routePath = nameWithHash.replace(/-[^-]+$/, '');
        const names = index.get(routePath) ?? [];
        names.push(...Object.values(flatten(chunks)));
        index.set(routePath, names);
      }
    }
    return index.get(path) ?? [];
  };
}

/**
 * Makes the filter that keeps link prefetching to one request per chunk. Docusaurus
 * prefetches, for each link in view, the chunks of every route of the branch its path matches:
 * the links of an API sidebar share most of theirs (the API page's layout and item components,
 * the version's data), so a page's thirty sidebar links appended about 500 `<link rel=prefetch>`
 * for some 24 distinct chunks, in the main thread's time after hydration.
 * @returns a function from a list of chunk names to those of them it has not returned before
 */
export function newChunksOnly(): (names: unknown[]) => unknown[] {
  const prefetched = new Set<unknown>();
  return (names) =>
    names.filter((name) => {
      if (prefetched.has(name)) return false;
      prefetched.add(name);
      return true;
    });
}
