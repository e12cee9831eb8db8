import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {ApiPluginOptions} from './plugins/api';
import type {BundleReportOptions} from './plugins/bundle-report';
import type {MarkdownTwinsOptions} from './plugins/markdown-twins';
import type {ApiVersionsCheckOptions} from './plugins/api-versions-check';
import type {InPageRunnerOptions} from './plugins/in-page-runner';
import {ROUTE_CHAIN_SEPARATOR, type LazyRoutesOptions} from './plugins/lazy-routes';
import {scriptsAfterFirstPaint} from './plugins/ssr-template';
import {rehypeCodeTokens, type CodeSnippetsOptions} from './plugins/code-tokens';
import rehypePageData, {type PageDataOptions} from './plugins/page-data';
import {createPageShards} from './plugins/api-page-shards';
import {createModuleRoutesOption, withModuleSidebar} from './plugins/api-module-pages';
import {historyOptions} from './plugins/api-history';
import {annotateSymbolPages, symbolMarkdown} from './plugins/api-symbol-pages';
import remarkRunnableBlocks, {type RunnableBlocksOptions} from './plugins/remark-runnable-blocks';
import {darkCodeTheme, lightCodeTheme} from './src/utils/prismThemes';
import {PRISM_ADDITIONAL_LANGUAGES} from './src/utils/prismLanguages';
import {storageRepairScript} from './src/utils/storageRepair';
import {API_BASE_PATH, apiVersionPath} from './src/utils/apiVersions';
import {compactVersionSidebars} from './src/utils/compactSidebar';
import {DOCS_VERSIONS, apiModulesFile, docsVersionDir} from './plugins/docs-versions';
import {loadApiModules} from './plugins/api-modules-data';

const GRAPHQL_VERSION = DOCS_VERSIONS.current.graphql;
// The entry points of each docs version's graphql release, committed by `npm run api:generate`:
// the API's module pages, sidebar and import lines.
const apiModulesOf = (versionName: string) =>
  loadApiModules(path.join(__dirname, apiModulesFile(versionName)));
const GITHUB_REPO = 'https://github.com/graphql/graphql-js';

// The older docs versions, newest first (versions.json, written by `docusaurus docs:version`).
const OLDER_VERSIONS = JSON.parse(readFileSync(path.join(__dirname, 'versions.json'), 'utf8')) as string[];
for (const version of OLDER_VERSIONS) {
  if (!(version in DOCS_VERSIONS)) {
    throw new Error(
      `Docs version ${version} is in versions.json but not in DOCS_VERSIONS of plugins/docs-versions.ts.`,
    );
  }
}

/**
 * The version history of the API pages: the older docs version compared with Next,
 * each from the API data its pages render, and the upgrade guide between their releases, whose
 * sections the pages link to (plugins/api-history.ts).
 */
const API_HISTORY = historyOptions({
  siteDir: __dirname,
  newer: {name: 'current', release: DOCS_VERSIONS.current.graphql},
  older: {name: '16.x', release: DOCS_VERSIONS['16.x'].graphql},
  guide: {file: 'docs/upgrading/v16-to-v17.md', route: '/docs/upgrading/v16-to-v17'},
  apiBase: (name) => apiVersionPath({name, isLast: name === 'current'}),
});

/**
 * The path the site is served under: `/` at a domain's root, `/<repo>/` for a GitHub Pages project
 * site or a preview deployment (`BASE_URL=/graphql-js/ npm run build`), as the docusaurus.io
 * website reads it.
 * @throws when it does not start and end with `/`
 */
function baseUrlFromEnvironment(value = process.env.BASE_URL): string {
  if (value === undefined || value === '') return '/';
  if (!/^\/(?:.*\/)?$/.test(value)) throw new Error(`BASE_URL must start and end with "/": ${value}`);
  return value;
}
const BASE_URL = baseUrlFromEnvironment();
// The tutorials' route base path (the API pages' docs links resolve against it too).
const DOCS_ROUTE_BASE_PATH = 'docs';

// Bump the suffix whenever the text changes: readers who dismissed the old bar see the new one
// (the theme stores the dismissal per id).
const ANNOUNCEMENT_BAR_ID = 'v17-released-announcement-1';
const UPGRADE_GUIDE = API_HISTORY.guide.route;

// A broken link, anchor, Markdown link or duplicate route must fail CI, not reach readers.
const BROKEN_LINK_SEVERITY = 'throw';

// React's server output is already compact: minifying each page's HTML (Docusaurus's swc step) cut
// 3–4 % of its gzip bytes and cost 5.4 CPU-s of a build, 40 % of its static rendering.
const MINIFY_HTML = false;
if (!MINIFY_HTML) {
  // Docusaurus's switch for it, read when @docusaurus/bundler's minifyHtml.js loads: in the
  // rendering worker threads, which start after this file loads. A render on one thread (one CPU,
  // or DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1) loaded it earlier and still minifies; the search
  // index reads both forms.
  process.env.SKIP_HTML_MINIFICATION ??= 'true';
}

/**
 * The pages of each docs version and the graphql release their examples run against in the page
 * (plugins/remark-runnable-blocks.ts).
 */
const RUNNABLE_BLOCKS: RunnableBlocksOptions = {
  versions: Object.entries(DOCS_VERSIONS).map(([name, {graphql}]) => ({
    dir: docsVersionDir(name),
    graphql,
  })),
};

/**
 * Rspack's persistent cache treats node_modules as immutable per package version, so after a
 * change to `patches/` it would keep bundling the unpatched code. Declaring the patch files as
 * build dependencies makes any change to them invalidate the cache
 * (https://rspack.rs/config/cache, `buildDependencies`).
 * @returns a Docusaurus plugin that only adds to the bundler config.
 */
function patchesInvalidateBundlerCache(): Plugin {
  const patchesDir = path.join(__dirname, 'patches');
  return {
    name: 'patches-invalidate-bundler-cache',
    configureWebpack() {
      if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) {
        return {};
      }
      const patches = readdirSync(patchesDir).map((file) => path.join(patchesDir, file));
      return {experiments: {cache: {buildDependencies: patches}}} as object;
    },
  };
}

/**
 * Names the client's lazily loaded chunks by their id, not by Docusaurus's chunk name: the
 * Rspack runtime, which every page loads, then maps chunk ids to their file hashes only, instead
 * of also to their names. Entry files (main, runtime) keep their names. (A function template that
 * kept some names would make the runtime list every chunk's file name, and an unknown chunk's URL
 * would no longer contain `undefined`, which Docusaurus's link prefetching relies on to skip it.)
 * @returns a Docusaurus plugin that only adds to the client's bundler config.
 */
function chunkFilesById(): Plugin {
  return {
    name: 'chunk-files-by-id',
    configureWebpack(bundlerConfig, isServer) {
      return isServer || bundlerConfig.mode !== 'production'
        ? {}
        : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}

/**
 * Keeps the plugins', presets' and themes' options out of the site config that every page's
 * `main` carries (plugins/client-site-config-loader.cjs).
 * @returns a Docusaurus plugin that only adds a loader to the client's bundler config.
 */
function clientSiteConfig(): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(_bundlerConfig, isServer) {
      return isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
                  use: [path.join(__dirname, 'plugins', 'client-site-config-loader.cjs')],
                },
              ],
            },
          };
    },
  };
}

const config: Config = {
  title: 'graphql-js',
  tagline: 'A reference implementation of GraphQL for JavaScript',
  favicon: 'img/favicon.svg',

  url: 'https://graphql-js.org',
  baseUrl: BASE_URL,
  // Docusaurus's page template, with the app scripts run once the page has painted.
  ssrTemplate: scriptsAfterFirstPaint(),
  organizationName: 'graphql',
  projectName: 'graphql-js',
  trailingSlash: undefined,

  // Rspack and SWC (`@docusaurus/faster`): the supported fast path of Docusaurus 3.
  future: {
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // No page shows its last update (author or date), so the build has no use for Git history;
      // eagerly reading it (the faster preset's default) cost every build about 1 s.
      gitEagerVcs: false,
      ssgWorkerThreads: true,
      // The dev server restarts from Rspack's persistent cache. A production build does not write
      // it: CI builds from scratch and never reads it back, and writing it made a cold build
      // about 20 % slower and its peak memory about 300 MB larger.
      // `docusaurus build` sets NODE_ENV before it reads this file.
      rspackPersistentCache: process.env.NODE_ENV !== 'production',
    },
    v4: {
      // Required by `faster.ssgWorkerThreads`.
      removeLegacyPostBuildHeadAttribute: true,
      // Spec section 4 stores the colour mode under the bare key `theme`; namespacing would
      // rename every stored key.
      siteStorageNamespacing: false,
    },
  },

  clientModules: ['./src/clientModules/htmlPathRewrite.ts'],

  // The release the home page's example runs against (src/components/HomeExample).
  customFields: {graphqlVersion: GRAPHQL_VERSION},

  // Runs before the theme's own pre-render script; see storageRepairScript for the why.
  headTags: [{tagName: 'script', attributes: {}, innerHTML: storageRepairScript(ANNOUNCEMENT_BAR_ID)}],

  onBrokenLinks: BROKEN_LINK_SEVERITY,
  onBrokenAnchors: BROKEN_LINK_SEVERITY,
  onDuplicateRoutes: BROKEN_LINK_SEVERITY,
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: BROKEN_LINK_SEVERITY,
      onBrokenMarkdownImages: BROKEN_LINK_SEVERITY,
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', calendar: 'gregory', htmlLang: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: DOCS_ROUTE_BASE_PATH,
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {
            current: {label: DOCS_VERSIONS.current.label},
            // The 16 line is maintained: the banner says it is an older line, not unmaintained
            // (its wording: i18n/en/code.json).
            ...Object.fromEntries(
              OLDER_VERSIONS.map((name) => [name, {label: name, banner: 'unmaintained'}]),
            ),
          },
          breadcrumbs: true,
          remarkPlugins: [[remarkRunnableBlocks, RUNNABLE_BLOCKS]],
          // Code blocks carry their syntax-highlighting tokens, made here, not in the browser; their
          // code and tokens then leave the page's module for a data chunk of the page, and so does
          // its static prose.
          rehypePlugins: [
            rehypeCodeTokens,
            [
              rehypePageData,
              {dir: path.join(__dirname, '.docusaurus', 'page-data')} satisfies PageDataOptions,
            ],
          ],
        },
        blog: false,
        pages: {rehypePlugins: [rehypeCodeTokens]},
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    patchesInvalidateBundlerCache,
    // PostCSS set up once per build, not per stylesheet.
    path.join(__dirname, 'plugins', 'postcss-options.ts'),
    chunkFilesById,
    clientSiteConfig,
    // The docs' descriptions, for the generated index pages' cards only.
    path.join(__dirname, 'plugins', 'doc-descriptions.ts'),
    // The API pages' kind icons as SVG masks, in place of the codicon font and its stylesheet.
    path.join(__dirname, 'plugins', 'codicons.ts'),
    [
      // The API reference's 670 routes leave `main`: an API page loads those of its version only.
      // So do the older docs versions' pages (tutorials, guides, upgrade guides): a page of the
      // current docs, or the home page, does not ship the route table of 16.x's.
      path.join(__dirname, 'plugins', 'lazy-routes.ts'),
      {
        paths: [
          ...[...OLDER_VERSIONS.map((name) => apiVersionPath({name, isLast: false})), API_BASE_PATH].map(
            (versionPath) => [API_BASE_PATH, versionPath].join(ROUTE_CHAIN_SEPARATOR),
          ),
          ...OLDER_VERSIONS.map((name) =>
            [`/${DOCS_ROUTE_BASE_PATH}`, `/${DOCS_ROUTE_BASE_PATH}/${name}`].join(ROUTE_CHAIN_SEPARATOR),
          ),
        ],
      } satisfies LazyRoutesOptions,
    ],
    [
      // The in-page runner's graphql: the build Node.js loads, left unmangled.
      path.join(__dirname, 'plugins', 'in-page-runner.ts'),
      {graphqlPackage: path.join(__dirname, DOCS_VERSIONS.current.package)} satisfies InPageRunnerOptions,
    ],
    [
      // Before the API plugin: a version without its API data stops the build with what to run.
      path.join(__dirname, 'plugins', 'api-versions-check.ts'),
      {generateCommand: 'npm run api:generate --'} satisfies ApiVersionsCheckOptions,
    ],
    [
      path.join(__dirname, 'plugins', 'bundle-report.ts'),
      {outFile: 'bench/bundle-report.json'} satisfies BundleReportOptions,
    ],
    [
      // Absolute, so that configs importing this one from elsewhere (test fixtures) find it.
      path.join(__dirname, 'plugins', 'markdown-twins.ts'),
      {
        summary:
          'graphql-js is the reference implementation of the GraphQL specification in JavaScript: ' +
          'it parses, validates and executes GraphQL documents against a schema. The tutorials go ' +
          'from installing graphql to a served, authenticated API; the guides take one concept each ' +
          `(errors, subscriptions, batching, pagination…); the API reference documents every ` +
          `export of graphql ${GRAPHQL_VERSION} (and, under 16.x, of graphql ${DOCS_VERSIONS['16.x'].graphql}). ` +
          'Each link below is the Markdown version of a page.',
        sidebarId: 'tutorialSidebar',
        releases: Object.fromEntries(
          Object.entries(DOCS_VERSIONS).map(([name, {graphql}]) => [name, graphql]),
        ),
        modulesOf: apiModulesOf,
        // What each API page shows besides its reflection: import lines, version history.
        symbolMarkdown: (versionName, symbol) =>
          symbolMarkdown(API_HISTORY, versionName, apiModulesOf(versionName), symbol),
      } satisfies MarkdownTwinsOptions,
    ],
    [
      // Tokens of the code blocks that React pages render (plugins/code-tokens.ts).
      path.join(__dirname, 'plugins', 'code-tokens.ts'),
      {
        snippets: {
          'home-hello': {
            module: 'src/components/HomeExample/example.ts',
            export: 'HELLO_EXAMPLE',
            language: 'js',
          },
          'home-hello-output': {
            module: 'src/components/HomeExample/example.ts',
            export: 'HELLO_OUTPUT',
            language: 'json',
          },
        },
      } satisfies CodeSnippetsOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        // `/docs` has no doc of its own: a doc with slug `/` would become the version's main
        // doc, which spec section 3 fixes as `tutorials/index`.
        redirects: [{from: '/docs', to: '/docs/tutorials/'}],
      } satisfies ClientRedirectsOptions,
    ],
    [
      path.join(__dirname, 'plugins', 'api', 'index.ts'),
      {
        routeBasePath: API_BASE_PATH,
        // Titles /api "API reference" instead of the package name "graphql", which is also the
        // name of a function: search ranks an exact title first, and `graphql` must find the
        // function's page.
        title: 'API reference',
        labels: {current: DOCS_VERSIONS.current.label},
        releases: Object.fromEntries(
          Object.entries(DOCS_VERSIONS).map(([name, {graphql}]) => [name, graphql]),
        ),
        breadcrumbs: true,
        // Each API page loads a shard of the API data holding its page. `docsPath` is what the API
        // pages' `useDocsData(pluginId).path` returns: the path of the docs plugin of the same id
        // (this one's is `default`), `/docs` in every version; comments resolve `{@doclink}` tags
        // against it.
        pageShards: (packages, write, version) =>
          createPageShards(
            packages,
            write,
            {version, docsPath: `${BASE_URL}${DOCS_ROUTE_BASE_PATH}`},
            // Each symbol page's version history and import line go in its own shard.
            annotateSymbolPages(API_HISTORY, version.version, apiModulesOf(version.version)),
          ),
        // The version metadata every API page loads, its sidebar written compactly
        // (src/components/ExpandedApiSidebar expands it), by module, then category
        // (plugins/api-module-pages.ts).
        versionData: (version) => compactVersionSidebars(withModuleSidebar(apiModulesOf)(version)),
        // A page per entry point (`/api/module/execution`), and the modules overview that leads `/api`.
        moduleRoutes: createModuleRoutesOption(apiModulesOf),
      } satisfies ApiPluginOptions,
    ],
    // Search (a chunked static index): one Pagefind bundle per docs version, the
    // API pages included, searched by src/theme/SearchBar and the /search page.
    path.join(__dirname, 'plugins', 'search-index.ts'),
    // Last: it rewrites the bundler config the plugins above add to, for Rspack 2.
    path.join(__dirname, 'plugins', 'rspack-v2.ts'),
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Spec section 4: light unless the reader toggles; the OS preference does not decide.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_BAR_ID,
      content: `graphql <b>17</b> is out: these docs cover graphql-js <b>${GRAPHQL_VERSION}</b>. <a href="${UPGRADE_GUIDE}">Upgrading from 16? Read the upgrade guide</a>.`,
      // White on the primary magenta: 5.6:1, legible in both colour modes.
      backgroundColor: '#c4007f',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'graphql-js',
      logo: {
        alt: 'GraphQL logo',
        src: 'img/logo.svg',
      },
      // `position: 'right'` is spelled out: the config validation defaults a missing position to
      // left, before the navbar's own fallback (right, spec section 9) is ever reached.
      items: [
        {type: 'doc', docId: 'tutorials/index', label: 'Tutorial', position: 'left'},
        {type: 'custom-api', label: 'API', position: 'left'},
        {href: GITHUB_REPO, label: 'GitHub', position: 'right'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // With one version the theme renders a plain button; the releases link makes it a
          // real dropdown, where choosing "Next" stores the preferred version.
          dropdownItemsAfter: [{href: `${GITHUB_REPO}/releases`, label: 'All releases'}],
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Tutorial', to: '/docs/tutorials/'},
            {label: 'API reference', to: '/api'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: 'https://discord.graphql.org'},
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/graphql-js'},
            {label: 'GitHub Discussions', href: `${GITHUB_REPO}/discussions`},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: GITHUB_REPO},
            {label: 'GraphQL specification', href: 'https://spec.graphql.org/'},
            {label: 'graphql.org', href: 'https://graphql.org/'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} The GraphQL Foundation. All rights reserved.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Highlighted at build time with these (plugins/code-tokens.ts); the browser loads them
      // only for a block without build-time tokens (src/components/CodeHighlight).
      additionalLanguages: PRISM_ADDITIONAL_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
