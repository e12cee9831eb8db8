/**
 * Where the Markdown twin of a content page lives: next to the HTML,
 * with `.md` appended, and `index.md` for a path that ends in a slash.
 *
 * @param pathname a page's URL path, e.g. `/docs/tutorials/basic-types`, `/docs/tutorials/`
 *   or `/api`
 * @returns the twin's URL path, e.g. `/docs/tutorials/basic-types.md`,
 *   `/docs/tutorials/index.md` or `/api.md`
 */
export function markdownTwinPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}
