/**
 * The API data of a docs version as the API pages read it: TypeDoc's JSON output (written by
 * `npm run api:generate`, plugins/api/generate.ts) with a permalink on every page-level reflection,
 * its kind groups in sidebar order, and each page's previous and next page.
 */
import {normalizeUrl} from '@docusaurus/utils';
import {REFLECTION_KIND, getKindSlug} from '../../src/utils/apiKinds';
import type {
  PackageReflectionGroup,
  TSDDeclarationReflection,
  TSDLinkableReflection,
  TSDPageReflection,
} from '../../src/utils/apiTypes';
import {readApiDataJson} from '../docs-versions';

const Kind = REFLECTION_KIND;

/** The index page, its exports, and for an enum or namespace its members: each has a permalink. */
type ApiProject = TSDPageReflection & {
  groups?: {title: string; children?: number[]}[];
  children?: (TSDLinkableReflection & {children?: TSDDeclarationReflection[]})[];
};

/** A sidebar link or category of the API sidebar (Docusaurus's sidebar item shape). */
export type ApiSidebarItem =
  | {docId: string; href: string; label: string; type: 'link'}
  | {collapsed: boolean; collapsible: boolean; items: ApiSidebarItem[]; label: string; type: 'category'};

/**
 * Brings TypeDoc 0.28's output to what the pages have always shown:
 * - a constructor signature is named `new X`, as TypeDoc 0.25 named it (0.26 names it `X`);
 * - an inherited member carries no `isInherited` flag (0.26 and later): the pages show every
 *   flag as a badge, and an inherited member already says where it comes from.
 * @param node any part of the JSON, changed in place
 */
function normalize(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normalize(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as {kind?: number; name?: string; flags?: Record<string, boolean>};
  if (record.kind === Kind.ConstructorSignature && record.name && !record.name.startsWith('new ')) {
    record.name = `new ${record.name}`;
  }
  if (record.flags && 'isInherited' in record.flags) delete record.flags.isInherited;
  for (const value of Object.values(node)) {
    if (typeof value === 'object' && value !== null) normalize(value);
  }
}

/**
 * The route of an export's page (`/api/16.x/function/getVisitFn`), or its anchor on the index page
 * for the kinds without pages of their own (`/api#Maybe`).
 * @param versionPath the version's API route, normalized (`/api`, `/api/16.x`)
 * @param reflection the export: its TypeDoc kind and name
 */
export function exportPermalink(versionPath: string, reflection: {kind: number; name: string}): string {
  const slug = getKindSlug(reflection);
  return slug ? `${versionPath}/${slug}/${reflection.name}` : `${versionPath}#${reflection.name}`;
}

/**
 * Gives each export its page (`<versionPath>/<kind>/<Name>`) or its anchor on the index page
 * (`<versionPath>#<Name>`), and each member of an enum or namespace an anchor on its parent's page
 * (so that a type such as `Kind.NAME` links to its member).
 * @param project the version's TypeDoc project, changed in place
 * @param versionPath the version's API route, base URL included (`/api`, `/api/16.x`)
 * @param title the index page's title, which replaces the package name
 */
function addPermalinks(project: ApiProject, versionPath: string, title: string): void {
  const base = normalizeUrl([versionPath]);
  project.permalink = base;
  project.name = title;
  for (const child of project.children ?? []) {
    child.permalink = normalizeUrl([exportPermalink(base, child)]);
    if ((child.kind === Kind.Namespace || child.kind === Kind.Enum) && child.children) {
      for (const member of child.children) member.permalink = `${child.permalink}#${member.name}`;
    }
  }
}

/**
 * The sidebar of a version's API: an Overview link to the index page, then a category per kind
 * group (Classes, Enumerations, Functions, …) in title order, each listing its exports. Also sets
 * each export's previous and next page in that order (the pages' paginator), and sorts the
 * project's groups by title, the order the index page lists them in.
 * @param project the version's project, permalinks added; its exports get `previousId` and
 *   `nextId`, and its groups are sorted in place
 * @returns the sidebar items, Docusaurus's sidebar item shape with a `docId` on every link (the
 *   theme's breadcrumbs follow only links that name one)
 * @throws Error when a kind group names a reflection that is not an export of the project
 */
export function apiSidebar(project: TSDPageReflection): ApiSidebarItem[] {
  const byId = new Map((project.children ?? []).map((child) => [child.id, child]));
  const groups = (project.groups ?? []).sort((a, b) => a.title.localeCompare(b.title));
  const items: ApiSidebarItem[] = [];
  groups.forEach((group, groupIndex) => {
    const children = group.children ?? [];
    if (children.length === 0) return;
    const lastOf = (index: number) => groups[index]?.children?.at(-1);
    // Keys in the order the compact sidebar writes and expands them (src/utils/compactSidebar.ts).
    items.push({
      collapsed: true,
      collapsible: true,
      items: children.map((id, index) => {
        const child = byId.get(id);
        if (!child)
          throw new Error(`API data: group ${group.title} names reflection ${id}, which is not an export`);
        const previousId = index === 0 ? lastOf(groupIndex - 1) : children[index - 1];
        const nextId =
          index === children.length - 1 ? groups[groupIndex + 1]?.children?.[0] : children[index + 1];
        if (previousId) child.previousId = previousId;
        if (nextId) child.nextId = nextId;
        // The theme's breadcrumbs only follow sidebar links that name a doc id.
        return {docId: child.permalink, href: child.permalink, label: child.name, type: 'link'};
      }),
      label: group.title,
      type: 'category',
    });
  });
  return [{docId: project.permalink, href: project.permalink, label: 'Overview', type: 'link'}, ...items];
}

/**
 * Reads a version's API data and makes it the package the pages render.
 * @param file absolute path of the version's `api-typedoc.json`
 * @param versionPath the version's API route, base URL included
 * @param title the index page's title
 * @returns the version's one package (graphql), with its root as the one entry point
 * @throws Error when the file is missing or is not a TypeDoc project
 */
export async function loadApiPackage(
  file: string,
  versionPath: string,
  title: string,
): Promise<PackageReflectionGroup> {
  const project = readApiDataJson<ApiProject & {variant: string; packageVersion?: string}>(
    file,
    (data) => {
      const json = (data ?? {}) as {variant?: unknown; children?: unknown};
      return json.variant === 'project' && Array.isArray(json.children);
    },
    "TypeDoc project (TypeDoc's JSON output)",
  );
  normalize(project);
  addPermalinks(project, versionPath, title);
  return {
    entryPoints: [{index: true, label: 'Index', reflection: project, urlSlug: '.'}],
    packageName: title,
    packageVersion: project.packageVersion ?? '',
  };
}
