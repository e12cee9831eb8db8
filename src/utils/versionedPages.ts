/**
 * Where a page lives in each docs version. The docs
 * plugin finds the same doc in another version by its id; API pages are routes of
 * the API plugin (plugins/api), which keeps no such table, so an API page's counterpart is the
 * same path under the other version's API base, if the site has that route.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {apiVersionPath, type DocsVersion} from './apiVersions';
import {routePathsOfSiblings, routesGeneration} from './lazyRoutes';

// The path logic lives in apiVersions.ts, which build-time code imports too.
export {API_BASE_PATH, apiVersionOfPath, apiVersionPath, type DocsVersion} from './apiVersions';

type RouteNode = {path?: string | string[]; routes?: RouteNode[]};

// A path as react-router's matchPath compares it by default: not case-sensitive, and with or
// without one final slash.
const normalized = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');
const isPattern = (pathname: string) => /[:*?+()]/.test(pathname);

let pagePaths: {plain: Set<string>; patterns: boolean; generation: number} | undefined;

/**
 * Every route path of the route table, normalized, and whether any is a pattern: made again
 * once a route subtree has loaded on demand (src/utils/lazyRoutes.ts). The pages of subtrees
 * still to load that a loaded one knows of (the same API page in the other versions) count too.
 */
function routePaths(): {plain: Set<string>; patterns: boolean} {
  if (pagePaths?.generation !== routesGeneration()) {
    const plain = new Set<string>();
    let patterns = false;
    const visit = (nodes: RouteNode[]) => {
      for (const node of nodes) {
        for (const path of ([] as string[]).concat(node.path ?? [])) {
          if (path === '*') continue;
          if (isPattern(path)) patterns = true;
          else plain.add(normalized(path));
        }
        visit(node.routes ?? []);
      }
    };
    visit(routes as RouteNode[]);
    for (const path of routePathsOfSiblings()) plain.add(normalized(path));
    pagePaths = {plain, patterns, generation: routesGeneration()};
  }
  return pagePaths;
}

/**
 * Whether the site has a page at a path: a route of the route table matches it exactly (the
 * not-found route `*` does not count), or a loaded route subtree names it as a sibling's page.
 * Looked up in a set of the table's paths, made once: the version dropdown asks this for every
 * version on every API page, and matching the path against the table's 700 routes each time took
 * about 1 s of each build's pre-rendering, and as much of every API page's start-up on a slow
 * phone, relatively.
 * @param pathname a location path
 */
export function routeExists(pathname: string): boolean {
  const {plain, patterns} = routePaths();
  if (plain.has(normalized(pathname))) return true;
  if (!patterns) return false;
  const branch = matchRoutes(routes, pathname);
  const last = branch.at(-1);
  return Boolean(last?.match.isExact && last.route.path !== '*');
}

/**
 * The same API page in another version.
 * @param pathname an API page's path in `from`
 * @param from the version it belongs to
 * @param to the version wanted
 * @param baseUrl the site's base URL, with its final slash, which `pathname` and routes carry
 * @returns that page's path in `to` if the site has it, else the API reference's main page of `to`.
 */
export function samePageInVersion(
  pathname: string,
  from: Pick<DocsVersion, 'name' | 'isLast'>,
  to: Pick<DocsVersion, 'name' | 'isLast'>,
  baseUrl = '/',
): string {
  const fromBase = apiVersionPath(from, baseUrl);
  const toBase = apiVersionPath(to, baseUrl);
  const candidate = toBase + pathname.replace(/\/$/, '').slice(fromBase.length);
  return routeExists(candidate) ? candidate : toBase;
}
