/**
 * Where a page lives in each docs version (versions issue, "Moving between versions"). The docs
 * plugin finds the same doc in another version by its id; API pages are routes of
 * docusaurus-plugin-typedoc-api, which keeps no such table, so an API page's counterpart is the
 * same path under the other version's API base, if the site has that route.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/** A docs version as the docs plugin's client data describes it (`useVersions()`). */
export type DocsVersion = {name: string; label: string; isLast: boolean; path: string};

/** Route base path of the API reference (the API plugin's `routeBasePath`, spec section 2). */
export const API_BASE_PATH = '/api';

/**
 * The API reference's base path in a version: `/api` for the last version, `/api/16.x` for the
 * others (the API plugin names a version's path after the version, as the docs plugin does).
 * @param version a docs version; the API plugin shares the docs plugin's versions.json
 * @returns a path without a trailing slash.
 */
export function apiVersionPath(version: Pick<DocsVersion, 'name' | 'isLast'>): string {
  return version.isLast ? API_BASE_PATH : `${API_BASE_PATH}/${version.name}`;
}

/**
 * The version an API page belongs to.
 * @param pathname a location path, such as `/api/16.x/class/GraphQLError`
 * @param versions the docs versions
 * @returns the version whose API base path holds `pathname`, or undefined off the API reference.
 */
export function apiVersionOfPath<V extends DocsVersion>(
  pathname: string,
  versions: readonly V[],
): V | undefined {
  const holds = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return (
    versions.find((version) => !version.isLast && holds(apiVersionPath(version))) ??
    (holds(API_BASE_PATH) ? versions.find((version) => version.isLast) : undefined)
  );
}

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
