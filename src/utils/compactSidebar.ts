/**
 * A compact form of the API reference's sidebar. Every API page loads its
 * version's metadata, sidebar included: 470 links in Next, each `{docId, href, label, type}` with
 * the same path twice and the label again at its end (6.3 KB gzip). Written compactly by
 * the API plugin (its `versionData` option, docusaurus.config.ts), a category whose links all have that shape keeps only their common
 * path prefix and their labels (`compactLinks`); `src/components/ExpandedApiSidebar` expands it before the
 * theme reads the sidebar, so that the theme sees the same items.
 */

/** A sidebar item as the docs theme reads it (the part this module handles). */
export type SidebarItem = {
  type: string;
  label?: string;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
  /** A category's links in compact form (paths after `prefix`); its `items` are then empty. */
  compactLinks?: {prefix: string; labels: string[]};
  [key: string]: unknown;
};

/** A docs version's metadata as the theme's `DocVersionRoot` gets it (the part read here). */
export type VersionWithSidebars = {docsSidebars: Record<string, SidebarItem[]>; [key: string]: unknown};

/**
 * The link a compact entry stands for: the key order of the API plugin's own links. An entry is
 * the link's path after the prefix, its label the entry's last segment: a category of one kind
 * (`/api/class/`) lists bare labels, one of several kinds (a module's category) the
 * kind too (`class/GraphQLError`, `#Maybe`).
 */
const link = (prefix: string, entry: string): SidebarItem => ({
  docId: prefix + entry,
  href: prefix + entry,
  label: entry.slice(Math.max(entry.lastIndexOf('/'), entry.lastIndexOf('#')) + 1),
  type: 'link',
});

const isSeparator = (character: string | undefined) => character === '/' || character === '#';

/**
 * The longest common prefix of some paths that ends at a `/` or `#` of every path: after one
 * (`/api/class/`) or before one (`/api` of `/api#Maybe` and `/api/class/Source`).
 */
function commonPathPrefix(paths: string[]): string {
  let prefix = paths[0] ?? '';
  for (const href of paths) {
    while (!href.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  while (prefix && !isSeparator(prefix.at(-1)) && !paths.every((href) => isSeparator(href[prefix.length]))) {
    prefix = prefix.slice(0, -1);
  }
  return prefix;
}

/**
 * Writes the categories whose links are all `{docId: path, href: path, label, type: 'link'}`, the
 * label the path's last segment, compactly (their common prefix, then each path after it),
 * recursively.
 * @param items sidebar items
 * @returns the items, each such category with `compactLinks` and no `items`
 */
export function compactSidebarItems(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category' || !item.items?.length) return item;
    const paths = item.items.map((child) => child.href ?? '');
    const prefix = commonPathPrefix(paths);
    const entries = paths.map((href) => href.slice(prefix.length));
    const allPlainLinks = item.items.every(
      (child, index) => JSON.stringify(child) === JSON.stringify(link(prefix, entries[index])),
    );
    if (!allPlainLinks) return {...item, items: compactSidebarItems(item.items)};
    return {...item, items: [], compactLinks: {prefix, labels: entries}};
  });
}

/**
 * The inverse of {@link compactSidebarItems}.
 * @param items sidebar items, some categories in compact form
 * @returns the items as the theme reads them
 */
export function expandSidebarItems(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    if (item.compactLinks) {
      const {compactLinks, ...category} = item;
      return {...category, items: compactLinks.labels.map((entry) => link(compactLinks.prefix, entry))};
    }
    return item.items ? {...item, items: expandSidebarItems(item.items)} : item;
  });
}

/**
 * A version's metadata with every sidebar expanded.
 * @param version the metadata the route passes to `DocVersionRoot`
 */
export function expandVersionSidebars<V extends VersionWithSidebars>(version: V): V {
  return {
    ...version,
    docsSidebars: Object.fromEntries(
      Object.entries(version.docsSidebars).map(([name, items]) => [name, expandSidebarItems(items)]),
    ),
  };
}

/**
 * A version's metadata with every sidebar in compact form ({@link compactSidebarItems}).
 * @param version the version metadata the API plugin writes for its version route
 */
export function compactVersionSidebars<V extends VersionWithSidebars>(version: V): V {
  return {
    ...version,
    docsSidebars: Object.fromEntries(
      Object.entries(version.docsSidebars).map(([name, items]) => [name, compactSidebarItems(items)]),
    ),
  };
}
