/**
 * The API reference by module and category: a page per entry point of each graphql
 * release (`/api/module/execution`, `/api/16.x/module/subscription`), the modules overview that
 * leads `/api`, and the API sidebar regrouped as modules, then categories, then symbols. The
 * entry points, their exports and categories come from the package's typings, committed by
 * `npm run api:generate` (plugins/api-modules-data.ts); the symbols' pages, kinds and one-line summaries from the reflections the API plugin loaded.
 *
 * The API plugin (plugins/api) builds its route tree in `contentLoaded`; its `moduleRoutes`
 * option calls {@link createModuleRoutesOption}'s function for each version, so that
 * the module pages sit under `ApiPage` like every other API page: same layout,
 * sidebar, version and lazily loaded route subtree (plugins/lazy-routes.ts). Docusaurus would let
 * a site plugin add a second route tree for `/api/module/…` (overlapping parent routes are sorted
 * by path), but that tree would mount its own docs root and layout, remounting the sidebar on every
 * move between a module page and a symbol page.
 */
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type {SidebarItem, VersionWithSidebars} from '../src/utils/compactSidebar';
import type {ApiModule, ApiModulesData} from './api-modules-data';

/** A reflection of the API plugin's data (the part read here). */
type Reflection = {
  id: number;
  name: string;
  kind: number;
  permalink?: string;
  comment?: {
    summary?: {kind: string; text: string}[];
    blockTags?: {tag: string; content: {text: string}[]}[];
  };
  signatures?: {comment?: Reflection['comment']}[];
  children?: Reflection[];
  groups?: {title: string; children?: number[]}[];
};

/** A version as the API plugin loaded it (the part read here). */
export type LoadedApiVersion = {
  versionName: string;
  versionPath: string;
  packages: {entryPoints: {reflection: Reflection}[]}[];
};

/** One symbol as a module page lists it. */
export type ModuleItem = {
  name: string;
  /** Its page, or its section of the version's `/api` page (type aliases, variables). */
  href: string;
  /** The first sentence of its doc comment, with Markdown code spans; '' when it has none. */
  summary: string;
};

/** A group of a module page: a `@category`, or, for symbols without one, a kind (`Interfaces`). */
export type ModuleGroup = {title: string; byKind: boolean; items: ModuleItem[]};

/** The data of one module page. */
export type ModulePage = {
  slug: string;
  specifier: string;
  summary: string;
  /** Its route, `/api/module/execution`. */
  permalink: string;
  /** Categories first (by title), then kinds (by title); items by name. */
  groups: ModuleGroup[];
};

/** What the modules overview of `/api` shows of each module. */
export type ModuleOverview = Pick<ModulePage, 'specifier' | 'summary' | 'permalink'> & {categories: string[]};

/** The route segment of module pages under a version's path. */
export const MODULE_ROUTE_SEGMENT = 'module';

/** The first sentence of a reflection's doc comment, code spans kept (`` `execute` ``). */
function summaryOf(reflection: Reflection): string {
  const comment =
    reflection.comment ?? reflection.signatures?.find((signature) => signature.comment)?.comment;
  const text = (comment?.summary ?? []).map((part) => part.text).join('');
  const paragraph = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  // A sentence ends at a full stop followed by a space, outside a code span.
  let inCode = false;
  for (let index = 0; index < paragraph.length; index++) {
    if (paragraph[index] === '`') inCode = !inCode;
    if (!inCode && /[.!?]/.test(paragraph[index]) && paragraph[index + 1] === ' ') {
      return paragraph.slice(0, index + 1);
    }
  }
  return paragraph;
}

/** The `@category` tags TypeDoc kept on a reflection's own comment. */
function typedocCategories(reflection: Reflection): string[] {
  const comments = [
    reflection.comment,
    ...(reflection.signatures ?? []).map((signature) => signature.comment),
  ];
  return comments.flatMap((comment) =>
    (comment?.blockTags ?? [])
      .filter((tag) => tag.tag === '@category')
      .map((tag) =>
        tag.content
          .map((part) => part.text)
          .join('')
          .trim(),
      ),
  );
}

const byTitle = (a: {title: string}, b: {title: string}) => a.title.localeCompare(b.title);

/**
 * The module pages of one version.
 * @param modules the version's entry points (plugins/api-modules-data.ts)
 * @param entry the API plugin's reflection of the package (its children are the documented symbols)
 * @param versionPath the version's API path, `/api` or `/api/16.x`
 * @throws Error naming the symbol when a documented symbol is exported by no entry point, or when
 *   a category its doc comment names is the category of no module's exports.
 */
export function modulePages(modules: ApiModule[], entry: Reflection, versionPath: string): ModulePage[] {
  const symbols = new Map((entry.children ?? []).map((child) => [child.name, child]));
  const kindOf = new Map<number, string>();
  for (const group of entry.groups ?? []) for (const id of group.children ?? []) kindOf.set(id, group.title);
  const exported = new Set(modules.flatMap((module) => module.exports.map((item) => item.name)));
  const categories = new Set(modules.flatMap((module) => module.exports.map((item) => item.category)));
  for (const symbol of symbols.values()) {
    if (!exported.has(symbol.name)) {
      throw new Error(
        `api-modules: ${symbol.name} is documented in ${versionPath} but no entry point of the package exports it`,
      );
    }
    for (const category of typedocCategories(symbol)) {
      if (!categories.has(category)) {
        throw new Error(
          `api-modules: ${symbol.name} is in category "${category}", which no module of ${versionPath} has`,
        );
      }
    }
  }
  return modules.map((module) => {
    const groups = new Map<string, ModuleGroup>();
    for (const {name, category} of module.exports) {
      const symbol = symbols.get(name);
      // The plugin leaves out what TypeDoc does not document (re-exported namespaces' members).
      if (!symbol?.permalink) continue;
      const title = category ?? kindOf.get(symbol.id) ?? 'Other';
      const group = groups.get(title) ?? {title, byKind: !category, items: []};
      group.items.push({name, href: symbol.permalink, summary: summaryOf(symbol)});
      groups.set(title, group);
    }
    const sorted = [...groups.values()];
    return {
      slug: module.slug,
      specifier: module.specifier,
      summary: module.summary,
      permalink: `${versionPath}/${MODULE_ROUTE_SEGMENT}/${module.slug}`,
      groups: [
        ...sorted.filter((group) => !group.byKind).sort(byTitle),
        ...sorted.filter((group) => group.byKind).sort(byTitle),
      ],
    };
  });
}

/** What `/api` shows of each module: its purpose, its categories and its page. */
export function moduleOverviews(pages: ModulePage[]): ModuleOverview[] {
  return pages.map(({specifier, summary, permalink, groups}) => ({
    specifier,
    summary,
    permalink,
    categories: groups.filter((group) => !group.byKind).map((group) => group.title),
  }));
}

/** The committed entry points of a docs version's release, by version name (`current`, `16.x`). */
export type ModulesOf = (versionName: string) => ApiModulesData;

/**
 * The module pages of a loaded API version.
 * @throws Error when the version has other than one entry point, and as {@link modulePages} does
 */
export function modulePagesOf(version: LoadedApiVersion, modules: ApiModulesData): ModulePage[] {
  const entries = version.packages.flatMap((pkg) => pkg.entryPoints);
  if (entries.length !== 1) {
    throw new Error(
      `api-modules: expected one API entry point in ${version.versionName}, found ${entries.length}`,
    );
  }
  return modulePages(modules.modules, entries[0].reflection, version.versionPath);
}

/** Stores one data file (Docusaurus `actions.createData`) and resolves to its path. */
type WriteData = (name: string, content: string) => Promise<string>;

/** The API plugin's `moduleRoutes` option (plugins/api). */
export type ModuleRoutesOption = (
  version: LoadedApiVersion,
  routes: RouteConfig[],
  write: WriteData,
) => Promise<RouteConfig[]>;

const COMPONENTS = path.join(__dirname, '..', 'src', 'components');

/**
 * The API plugin's `moduleRoutes` option: a route per module page of the version, and the modules
 * overview given to the version's `/api` page, which `src/components/ApiIndexPage` renders above
 * the plugin's lists by kind.
 * @param modulesOf the entry points of each docs version's release
 * @throws Error (when the plugin calls it) as `modulesOf` and {@link modulePages} do.
 */
export function createModuleRoutesOption(modulesOf: ModulesOf): ModuleRoutesOption {
  return async (version, routes, write) => {
    const pages = modulePagesOf(version, modulesOf(version.versionName));
    const index = routes.find((route) => route.path === version.versionPath);
    if (!index) throw new Error(`api-modules: the API plugin made no route at ${version.versionPath}`);
    index.component = path.join(COMPONENTS, 'ApiIndexPage', 'index.tsx');
    index.modules = {
      ...(index.modules as Record<string, string>),
      modules: await write('api-modules-overview', JSON.stringify(moduleOverviews(pages))),
    };
    return Promise.all(
      pages.map(async (page) => ({
        path: page.permalink,
        exact: true,
        component: path.join(COMPONENTS, 'ApiModulePage', 'index.tsx'),
        modules: {page: await write(`api-module-${page.slug}`, JSON.stringify(page))},
        sidebar: 'api',
      })),
    );
  };
}

/**
 * The API sidebar by module: the plugin's overview link, then a category per module
 * that links to its page and holds its categories, each open, with their symbols; symbols without
 * a category sit in a category named by their kind. Each symbol appears once, under the first
 * entry point other than the root that exports it (under `graphql` when only the root does),
 * so that the sidebar stays the size it was and the theme's breadcrumbs follow one path.
 * A reader reaches any symbol in two clicks: the module (which opens it), then the symbol.
 * @param items the plugin's sidebar: an overview link, then a category per kind
 * @param modules the version's entry points, root first
 * @param versionPath the version's API path (`/api/16.x`)
 * @throws Error naming a symbol of the sidebar that no module exports.
 */
export function moduleSidebar(
  items: SidebarItem[],
  modules: ApiModule[],
  versionPath: string,
): SidebarItem[] {
  const [overview, ...kinds] = items;
  const homeOf = new Map<string, {module: ApiModule; category?: string}>();
  for (const module of [...modules.slice(1), modules[0]]) {
    for (const {name, category} of module.exports)
      if (!homeOf.has(name)) homeOf.set(name, {module, category});
  }
  const grouped = new Map<ApiModule, Map<string, {byKind: boolean; links: SidebarItem[]}>>();
  for (const kind of kinds) {
    for (const link of kind.items ?? []) {
      const home = homeOf.get(link.label ?? '');
      if (!home)
        throw new Error(
          `api-modules: ${link.label} is in the API sidebar of ${versionPath} but no entry point exports it`,
        );
      const groups = grouped.get(home.module) ?? new Map();
      grouped.set(home.module, groups);
      const title = home.category ?? kind.label ?? '';
      const group = groups.get(title) ?? {byKind: !home.category, links: []};
      group.links.push(link);
      groups.set(title, group);
    }
  }
  const moduleItems = modules
    .filter((module) => grouped.has(module))
    .map((module): SidebarItem => {
      const groups = [...grouped.get(module)!].sort(
        ([a, first], [b, second]) => Number(first.byKind) - Number(second.byKind) || a.localeCompare(b),
      );
      return {
        type: 'category',
        label: module.specifier,
        href: `${versionPath}/${MODULE_ROUTE_SEGMENT}/${module.slug}`,
        collapsed: true,
        collapsible: true,
        items: groups.map(([title, {links}]) => ({
          type: 'category',
          label: title,
          collapsed: false,
          collapsible: true,
          items: [...links].sort((a, b) => (a.label ?? '').localeCompare(b.label ?? '')),
        })),
      };
    });
  return [overview, ...moduleItems];
}

/**
 * The version metadata every API page loads, its sidebar by module ({@link moduleSidebar}); the
 * API plugin's `versionData` option (patches/) applies it before writing the metadata.
 * @param modulesOf the entry points of each docs version's release
 */
export function withModuleSidebar(
  modulesOf: ModulesOf,
): <V extends VersionWithSidebars & {version: string}>(version: V) => V {
  return (version) => {
    const items = version.docsSidebars.api ?? [];
    const versionPath = items[0]?.href ?? '';
    return {
      ...version,
      docsSidebars: {
        ...version.docsSidebars,
        api: moduleSidebar(items, modulesOf(version.version).modules, versionPath),
      },
    };
  };
}

/**
 * The Markdown twin of a module page (plugins/markdown-twins.ts): its purpose, then each group
 * as a section listing its symbols, each linking to its own twin.
 * @param page the module page
 * @param twinOf the twin URL of a symbol's page (`/api/function/execute` → `/api/function/execute.md`)
 */
export function modulePageMarkdown(page: ModulePage, twinOf: (href: string) => string): string {
  return [
    `# ${page.specifier}`,
    page.summary,
    `Import its exports with \`import { … } from '${page.specifier}'\`.`,
    ...page.groups.flatMap((group) => [
      `## ${group.title}`,
      group.items
        .map((item) => `- [\`${item.name}\`](${twinOf(item.href)})${item.summary ? `: ${item.summary}` : ''}`)
        .join('\n'),
    ]),
  ].join('\n\n');
}
