/**
 * A shortcut for react-router's `matchPath` (to keep pages light enough for a phone). `matchPath`
 * compiles each route's path with path-to-regexp the first time it meets it, and
 * react-router-config's `matchRoutes` tries the routes of a level in order until one matches: the
 * first render of an API page compiled the paths of the 300-odd routes of its version listed
 * before it (40 ms in one task in Lighthouse's mobile profile). A plain path, as every docs and API
 * route is, is known not to match by comparing strings, and `matchPath` then returns `null`
 * without compiling it (patches/react-router+5.3.4.patch).
 */

/** Characters that path-to-regexp 1.x reads as parameters, groups, modifiers or escapes. */
const PATTERN_CHARACTER = /[:*?+()\\]/;

/** Printable ASCII only: beyond it, the regexp's case-insensitive match and `toLowerCase` differ. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Whether `pathname` certainly does not match a route path, as react-router 5's `matchPath` would
 * decide with path-to-regexp 1.x (not case-sensitive and not strict, Docusaurus's and
 * react-router's defaults).
 * @param pathname the location path, e.g. `/api/class/GraphQLSchema`
 * @param path the route's path, e.g. `/api/function/graphql` (path-to-regexp also takes a RegExp,
 *   which is left to `matchPath`)
 * @param options `end`: whether the route is exact; `strict` and `sensitive` as the route sets them
 * @returns true when `path` is plain (printable ASCII, no parameter, group, modifier or escape, no
 *   final slash, not `/`) and `pathname` is neither `path`, nor `path/`, nor, for a route that is
 *   not exact, a path below it; false otherwise, when `matchPath` must compile and run the path.
 */
export function cannotMatchPlainPath(
  pathname: string,
  path: unknown,
  {end, strict, sensitive}: {end: boolean; strict: boolean; sensitive: boolean},
): boolean {
  if (
    typeof path !== 'string' ||
    strict ||
    sensitive ||
    path.length < 2 ||
    !path.startsWith('/') ||
    path.endsWith('/') ||
    PATTERN_CHARACTER.test(path) ||
    !PRINTABLE_ASCII.test(path) ||
    !PRINTABLE_ASCII.test(pathname)
  ) {
    return false;
  }
  const route = path.toLowerCase();
  const location = pathname.toLowerCase();
  if (location === route || location === `${route}/`) return false;
  return end || !location.startsWith(`${route}/`);
}
