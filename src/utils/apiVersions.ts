/**
 * The API reference of each docs version: where it lives and which version a path
 * belongs to. Plain path logic, free of client-only imports, so that build-time code (the search
 * index, plugins/search-index.ts) and the client (src/utils/versionedPages.ts, the search bar)
 * agree on it.
 */

/** A docs version as the docs plugin's client data describes it (`useVersions()`). */
export type DocsVersion = {name: string; label: string; isLast: boolean; path: string};

/** Route base path of the API reference (the API plugin's `routeBasePath`, spec section 2). */
export const API_BASE_PATH = '/api';

/**
 * The API reference's base path in a version: `/api` for the last version, `/api/16.x` for the
 * others (the API plugin names a version's path after the version, as the docs plugin does),
 * under the site's base URL (Docusaurus's `baseUrl`: routes and locations carry it).
 * @param version a docs version; the API plugin shares the docs plugin's versions.json
 * @param baseUrl the site's base URL, with its final slash (`/`, `/graphql-js/`)
 * @returns a path without a trailing slash, such as `/graphql-js/api/16.x`.
 */
export function apiVersionPath(version: Pick<DocsVersion, 'name' | 'isLast'>, baseUrl = '/'): string {
  const base = `${baseUrl.replace(/\/$/, '')}${API_BASE_PATH}`;
  return version.isLast ? base : `${base}/${version.name}`;
}

/**
 * The version an API page belongs to.
 * @param pathname a location path, such as `/api/16.x/class/GraphQLError` (with the base URL
 *   in front when the site has one)
 * @param versions the docs versions
 * @param baseUrl the site's base URL, with its final slash
 * @returns the version whose API base path holds `pathname`, or undefined off the API reference.
 */
export function apiVersionOfPath<V extends DocsVersion>(
  pathname: string,
  versions: readonly V[],
  baseUrl = '/',
): V | undefined {
  const holds = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  const last = versions.find((version) => version.isLast);
  return (
    versions.find((version) => !version.isLast && holds(apiVersionPath(version, baseUrl))) ??
    (last && holds(apiVersionPath(last, baseUrl)) ? last : undefined)
  );
}
