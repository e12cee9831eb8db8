/**
 * Where a page lives in each docs version (versions issue, "Moving between versions"). The docs
 * plugin finds the same doc in another version by its id; API pages are routes of
 * docusaurus-plugin-typedoc-api, which keeps no such table, so an API page's counterpart is the
 * same path under the other version's API base, if the site has that route.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {apiVersionPath, type DocsVersion} from './apiVersions';

// The path logic lives in apiVersions.ts, which build-time code imports too.
export {API_BASE_PATH, apiVersionOfPath, apiVersionPath, type DocsVersion} from './apiVersions';

/**
 * Whether the site has a page at a path: a route of the route table matches it exactly (the
 * not-found route `*` does not count).
 * @param pathname a location path
 */
export function routeExists(pathname: string): boolean {
  const branch = matchRoutes(routes, pathname);
  const last = branch.at(-1);
  return Boolean(last?.match.isExact && last.route.path !== '*');
}

/**
 * The same API page in another version.
 * @param pathname an API page's path in `from`
 * @param from the version it belongs to
 * @param to the version wanted
 * @returns that page's path in `to` if the site has it, else the API reference's main page of `to`.
 */
export function samePageInVersion(
  pathname: string,
  from: Pick<DocsVersion, 'name' | 'isLast'>,
  to: Pick<DocsVersion, 'name' | 'isLast'>,
): string {
  const fromBase = apiVersionPath(from);
  const toBase = apiVersionPath(to);
  const candidate = toBase + pathname.replace(/\/$/, '').slice(fromBase.length);
  return routeExists(candidate) ? candidate : toBase;
}
