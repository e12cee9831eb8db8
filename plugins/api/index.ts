/**
 * The API reference (`/api`, `/api/<version>`): a Docusaurus plugin that reads each docs version's
 * API data (TypeDoc's JSON output, committed beside the version's docs and written by
 * `npm run api:generate`) and adds a route per page, rendered by the site's API components.
 *
 * The routes nest the way the docs plugin's do (Docusaurus `plugin-content-docs`, routes.ts):
 * `@theme/DocsRoot` > `@theme/DocVersionRoot` (the version's metadata, which the version banner,
 * badge and dropdown read) > the API layout > a page. Each page loads only the shard of the API
 * data that holds it (plugins/api-page-shards.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {CURRENT_VERSION_NAME} from '@docusaurus/plugin-content-docs/server';
import {normalizeUrl} from '@docusaurus/utils';
import {apiDataFile, apiModulesFile} from '../docs-versions';
import type {PageShardsOption, VersionMetadata as ShardVersionMetadata} from '../api-page-shards';
import type {ModuleRoutesOption} from '../api-module-pages';
import type {PackageReflectionGroup} from '../../src/utils/apiTypes';
import {apiSidebar, loadApiPackage, type ApiSidebarItem} from './data';

/** The plugin's name, the key of its content in `allContent`. */
export const API_PLUGIN_NAME = 'typedoc-api';

/** The page components: the layout of every API page, and a page (the index page's component is
 * set by the module routes, plugins/api-module-pages.ts). */
const COMPONENTS = {
  layout: '@site/src/components/ApiPage',
  item: '@site/src/components/ApiItem',
};

/** Options of {@link apiPlugin}. */
export type ApiPluginOptions = {
  /** The route of the newest version's API, below the base URL. */
  routeBasePath: string;
  /** The index page's title (also the name search shows for it). */
  title: string;
  /** Labels by version name; a version without one is labelled by its name. */
  labels: Record<string, string>;
  /**
   * The graphql release each version documents, by version name (`current` among them): the
   * version's API data is watched by `npm start`, and the current release's tag is the `gitRefName`
   * of the pages' options (source links whose data has no URL; every reflection's has one today).
   */
  releases: Record<string, string>;
  /** Whether pages show breadcrumbs. */
  breadcrumbs: boolean;
  /** Writes a version's pages' data in shards and maps each page's reflection to its shard. */
  pageShards: PageShardsOption;
  /** The version metadata that the pages load, from the metadata the plugin made. */
  versionData: (version: VersionMetadata) => unknown;
  /** The module pages and the modules overview of the index page. */
  moduleRoutes: ModuleRoutesOption;
};

/** A version's metadata as its pages read it (`useDocsVersion()`), and the API sidebar. */
export type VersionMetadata = ShardVersionMetadata & {
  badge: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  className: string;
  docs: Record<string, {id: string; title: string; description: string}>;
  docsSidebars: {api: ApiSidebarItem[]};
  isLast: boolean;
  label: string;
  noIndex: boolean;
  pluginId: string;
  version: string;
};

/** A version of the API as loaded: its names and route, and its package. */
export type LoadedApiVersion = {
  versionName: string;
  versionLabel: string;
  versionPath: string;
  versionBanner: 'unreleased' | 'unmaintained' | null;
  versionBadge: boolean;
  versionClassName: string;
  isLast: boolean;
  routePriority: number | undefined;
  packages: PackageReflectionGroup[];
  sidebars: ApiSidebarItem[];
};

/** The plugin's content: every docs version, newest first. */
export type ApiContent = {loadedVersions: LoadedApiVersion[]};

/**
 * The docs versions, newest first: `current`, then those of versions.json (the docs plugin's
 * `readVersionNames`, which this plugin shares by reading the same file).
 */
async function versionNames(context: LoadContext): Promise<string[]> {
  const {readVersionNames} = await import('@docusaurus/plugin-content-docs/server');
  return readVersionNames(context.siteDir, {
    id: 'default',
    disableVersioning: false,
    includeCurrentVersion: true,
  } as Parameters<typeof readVersionNames>[1]);
}

/**
 * The banner of a version's pages, as the docs plugin chooses it for docs versions (Docusaurus
 * `getDefaultVersionBanner`): none on the last version, "unreleased" on newer ones, "unmaintained"
 * on older ones.
 * @param names the versions, newest first
 */
function versionBanner(name: string, names: string[], lastName: string): LoadedApiVersion['versionBanner'] {
  if (name === lastName) return null;
  return names.indexOf(name) < names.indexOf(lastName) ? 'unreleased' : 'unmaintained';
}

/**
 * The API reference plugin.
 * @param context the site's load context
 * @param options see {@link ApiPluginOptions}
 * @returns a Docusaurus plugin named {@link API_PLUGIN_NAME}
 * @throws Error, while content loads, when a version's API data is missing or is not TypeDoc's
 *   JSON output of a project
 */
export default function apiPlugin(context: LoadContext, options: ApiPluginOptions): Plugin<ApiContent> {
  const pluginId = 'default';
  return {
    name: API_PLUGIN_NAME,

    getPathsToWatch() {
      return Object.keys(options.releases).flatMap((name) =>
        [apiDataFile(name), apiModulesFile(name)].map((file) => path.join(context.siteDir, file)),
      );
    },

    async loadContent() {
      const names = await versionNames(context);
      const lastVersionName = CURRENT_VERSION_NAME;
      const loadedVersions = await Promise.all(
        names.map(async (versionName): Promise<LoadedApiVersion> => {
          const isLast = versionName === lastVersionName;
          const versionPath = normalizeUrl([
            context.siteConfig.baseUrl,
            options.routeBasePath,
            isLast ? '' : versionName,
          ]);
          const pkg = await loadApiPackage(
            path.join(context.siteDir, apiDataFile(versionName)),
            versionPath,
            options.title,
          );
          return {
            versionName,
            versionLabel: options.labels[versionName] ?? versionName,
            versionPath,
            versionBanner: versionBanner(versionName, names, lastVersionName),
            versionBadge: names.length !== 1,
            versionClassName: `api-version-${versionName}`,
            isLast,
            routePriority: isLast ? -1 : undefined,
            packages: [pkg],
            sidebars: apiSidebar(pkg.entryPoints[0]!.reflection),
          };
        }),
      );
      return {loadedVersions};
    },

    async contentLoaded({content, actions}) {
      const docs: VersionMetadata['docs'] = {};
      for (const version of content.loadedVersions) {
        if (version.versionName !== CURRENT_VERSION_NAME) {
          docs[version.versionName] = {
            id: version.versionPath,
            title: version.versionLabel,
            description: version.versionLabel,
          };
        }
      }
      const optionsData = await actions.createData(
        'options.json',
        JSON.stringify({
          banner: '',
          breadcrumbs: options.breadcrumbs,
          gitRefName: `v${options.releases[CURRENT_VERSION_NAME]}`,
          minimal: false,
          pluginId,
          scopes: [],
        }),
      );
      const versionRoutes = await Promise.all(
        content.loadedVersions.map(async (loaded): Promise<RouteConfig> => {
          const version = loaded.versionName;
          const metadata: VersionMetadata = {
            badge: loaded.versionBadge,
            banner: loaded.versionBanner,
            className: loaded.versionClassName,
            docs,
            docsSidebars: {api: loaded.sidebars},
            isLast: loaded.isLast,
            label: loaded.versionLabel,
            noIndex: false,
            pluginId,
            version,
          };
          const versionData = await actions.createData(
            `version-${version}.json`,
            JSON.stringify(options.versionData(metadata)),
          );
          const shards = await options.pageShards(
            // The shards read reflections as loose records (plugins/api-page-shards.ts).
            loaded.packages as unknown as Parameters<PageShardsOption>[0],
            (name, data) => actions.createData(`reflections-${version}-${name}.json`, data),
            metadata,
          );
          const pageRoute = (permalink: string, id: number): RouteConfig => ({
            path: permalink,
            exact: true,
            component: COMPONENTS.item,
            modules: {reflections: shards.get(id)!},
            sidebar: 'api',
          });
          const routes: RouteConfig[] = [];
          for (const pkg of loaded.packages) {
            for (const entry of pkg.entryPoints) {
              for (const child of entry.reflection.children ?? []) {
                if (!child.permalink.includes('#')) routes.push(pageRoute(child.permalink, child.id));
              }
              routes.push(pageRoute(entry.reflection.permalink, entry.reflection.id));
            }
          }
          routes.push(
            ...(await options.moduleRoutes(loaded, routes, (name, data) =>
              actions.createData(`${name}-${version}.json`, data),
            )),
          );
          return {
            path: loaded.versionPath,
            exact: false,
            component: '@theme/DocVersionRoot',
            routes: [
              {
                path: loaded.versionPath,
                exact: false,
                component: COMPONENTS.layout,
                routes,
                modules: {options: optionsData},
              },
            ],
            modules: {version: versionData},
            priority: loaded.routePriority,
          };
        }),
      );
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, options.routeBasePath]),
        exact: false,
        component: '@theme/DocsRoot',
        routes: versionRoutes,
      });
    },
  };
}
