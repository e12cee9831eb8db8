/**
 * A route's path below the site's base URL (Docusaurus's `baseUrl`): routes, permalinks and
 * locations carry the base URL, the files of the build folder do not.
 * @param route a route path, such as `/graphql-js/docs/tutorials/`
 * @param baseUrl the site's base URL, with its final slash (`/graphql-js/`, or `/`)
 * @returns the path from the site's root, such as `/docs/tutorials/`; a route outside the base
 *   URL as it is.
 */
export function sitePath(route: string, baseUrl: string): string {
  return route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
}
