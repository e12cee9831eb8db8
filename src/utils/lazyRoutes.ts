/**
 * The client side of route subtrees loaded on demand (plugins/lazy-routes.ts), so that a page ships
 * the route table of its own docs version only. A route of the route table may hold its nested
 * routes as `lazyRoutes`, an `import()` of their module, with `routes` empty until then.
 * Docusaurus's `preload` (before the first render, on the server and in the browser, and before
 * each client-side navigation) and its link prefetching call {@link loadRoutesOf} first
 * (patches/@docusaurus+core+3.10.2.patch), so that react-router-config's `matchRoutes` and the
 * nested `renderRoutes` of the theme's route components see the full branch of the path.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {whenIdle} from './afterHydration';

/** A route whose nested routes may still be to load. */
type LazyRoute = RouteConfig & {
  lazyRoutes?: () => Promise<{default: RouteConfig[]; siblingPaths?: string[]}>;
};

const loading = new Map<LazyRoute, Promise<void>>();
let generation = 0;
const siblingPaths: string[] = [];

/**
 * Paths of pages in route subtrees that may not have loaded yet, known from those that have:
 * each subtree lists the pages of its sibling subtrees (the other versions of the API reference)
 * that have a page of its own at the same relative path (plugins/lazy-routes.ts). The version
 * dropdown and banner link an API page to its counterpart with them.
 * @returns the paths, as the route table writes them; the list grows with each subtree loaded.
 */
export function routePathsOfSiblings(): readonly string[] {
  return siblingPaths;
}

/**
 * How many subtrees have loaded so far, for the code that indexes the route table once
 * (src/utils/routeChunkNames.ts, src/utils/versionedPages.ts): an index made at an older
 * generation misses routes.
 */
export function routesGeneration(): number {
  return generation;
}

function load(route: LazyRoute): Promise<void> {
  let promise = loading.get(route);
  if (!promise) {
    promise = route.lazyRoutes!().then((module) => {
      route.routes = module.default;
      siblingPaths.push(...(module.siblingPaths ?? []));
      delete route.lazyRoutes;
      generation += 1;
    });
    // A failed load (a network error) may be retried by the next navigation.
    promise.catch(() => loading.delete(route));
    loading.set(route, promise);
  }
  return promise;
}

/**
 * Link prefetching of a path (Docusaurus's `prefetch`, patched), in idle time after hydration
 * (src/utils/afterHydration.ts): first the route subtree the path needs, if it is still to load,
 * then the route's chunks, each step a task of its own.
 * @param routes the route table
 * @param pathname the link's path
 * @param prefetchChunks Docusaurus's prefetching of the chunks of a path's routes
 * @returns a promise that settles once the chunks are prefetched
 */
export function prefetchWhenIdle(
  routes: RouteConfig[],
  pathname: string,
  prefetchChunks: (pathname: string) => Promise<unknown>,
): Promise<unknown> {
  return whenIdle(() => loadRoutesOf(routes, pathname)).then(() => whenIdle(() => prefetchChunks(pathname)));
}

/**
 * Loads the nested routes that matching a path needs: level by level, the subtree of the route
 * `matchRoutes` matches (its first match per level, as react-router's `Switch` renders), until
 * the branch holds no route with nested routes still to load.
 * @param routes the route table (`@generated/routes`); loaded subtrees are set on it in place
 * @param pathname a location path, e.g. `/api/class/GraphQLError`
 * @returns a promise that settles once the branch is complete; it rejects when a subtree's
 *   chunk fails to load
 */
export async function loadRoutesOf(routes: RouteConfig[], pathname: string): Promise<void> {
  for (;;) {
    const pending = matchRoutes(routes, pathname)
      .map(({route}) => route as LazyRoute)
      .find((route) => route.lazyRoutes);
    if (!pending) return;
    await load(pending);
  }
}
