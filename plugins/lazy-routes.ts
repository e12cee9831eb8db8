/**
 * Route subtrees loaded on demand. Docusaurus puts the whole route table
 * into `main`, which every page loads before it hydrates: the route config (`routes.js`), each
 * route's chunk names (`routesChunkNames.json`) and the loader of every chunk (`registry.js`).
 * Two versions of the API reference make 670 of the site's 717 routes, about 16 KB gzip of
 * `main` that no docs page or the home page uses.
 *
 * This plugin adds an Rspack loader (`lazy-routes-loader.cjs`, which calls
 * {@link transformGeneratedRouteFile}) for those three generated files. For each listed route
 * (a top-level route, or one nested in it: the site lists each API version's), it moves the
 * route's nested routes, their chunk names and the registry entries only they use into a module
 * of their own, which the route keeps as `lazyRoutes` (an `import()`); its `routes` start empty.
 * Sibling subtrees (the versions) each name the other's pages that share a page's relative path,
 * so that an API page knows its counterparts before their version's subtree loads. The client
 * loads such a subtree before it matches a path inside it (src/utils/lazyRoutes.ts, called from
 * Docusaurus's `preload` and link prefetching through patches/@docusaurus+core+3.10.2.patch). Server-side rendering goes through the same
 * `preload`, so every page renders as before.
 */
import path from 'node:path';
import {parse} from 'acorn';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Options of the plugin. */
export type LazyRoutesOptions = {
  /**
   * Routes whose nested routes load on demand, each by its chain of paths from the top level
   * joined by {@link ROUTE_CHAIN_SEPARATOR}: `/api` for a top-level route, `/api > /api/16.x`
   * for a route nested in it. The plugin puts the site's base URL in front of each path (routes
   * carry it); the loader's {@link TransformOptions} take them as routes are.
   */
  paths: string[];
};

/** Options of {@link transformGeneratedRouteFile}. */
export type TransformOptions = LazyRoutesOptions & {
  /** Whether route chunks get short names ({@link shortenChunkNames}); production builds only. */
  shortChunkNames?: boolean;
  /** Whether the registry's module paths are left empty ({@link dropModulePaths}); client bundle only. */
  dropModulePaths?: boolean;
};

/** The query that asks the loader for subtree `n` of `routes.js`. */
export const SUBTREE_QUERY = 'lazy-routes';

/** The part of an ESTree node this module reads. */
type Node = {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
};

/** One subtree moved out of `main`. */
type Subtree = {
  /** The paths of the listed route and its ancestors, from the top level. */
  chain: string[];
  /** Source of the nested routes' array, as `routes.js` wrote it. */
  routesSource: string;
  /** Range of that array in `routes.js`. */
  start: number;
  end: number;
  /** The route table's keys (`path-hash`) of every route of the subtree. */
  routeKeys: string[];
  /** The routes without nested routes whose other properties are all literals. */
  leaves: Leaf[];
};

/** A route of a subtree without nested routes: `{path, component: ComponentCreator(path, hash), …literals}`. */
type Leaf = {
  start: number;
  end: number;
  path: string;
  /** Its key in the route table's chunk names, `path-hash`. */
  key: string;
  /** Its other properties (`exact`, `sidebar`), in order. */
  attributes: Record<string, unknown>;
};

/** The generated route files, as read from `.docusaurus/`. */
export type GeneratedRouteFiles = {
  /** `routes.js` */
  routes: string;
  /** `routesChunkNames.json` */
  routesChunkNames: string;
  /** `registry.js` */
  registry: string;
};

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value)
      ? value.filter((item): item is Node => typeof item?.type === 'string')
      : typeof (value as Node | null)?.type === 'string'
        ? [value as Node]
        : [],
  );
}

function propertyOf(object: Node, name: string): Node | undefined {
  return (object.properties as Node[]).find(
    (property) =>
      property.type === 'Property' &&
      ((property.key as Node & {name?: string}).name === name ||
        (property.key as Node & {value?: unknown}).value === name),
  );
}

/** A `ComponentCreator(path, hash)` call's route path and its key (`path-hash`), if it is one. */
function creatorCall(node: Node): {path: string; key: string} | undefined {
  const callee = node.callee as (Node & {name?: string}) | undefined;
  if (node.type !== 'CallExpression' || callee?.name !== 'ComponentCreator') return undefined;
  const [routePath, hash] = (node.arguments as (Node & {value?: unknown})[]).map((arg) => arg.value);
  if (typeof routePath !== 'string' || typeof hash !== 'string') return undefined;
  return {path: routePath, key: `${routePath}-${hash}`};
}

/** The `path-hash` keys of the `ComponentCreator(path, hash)` calls under a node. */
function routeKeysUnder(node: Node): string[] {
  const keys: string[] = [];
  const visit = (current: Node) => {
    const call = creatorCall(current);
    if (call) keys.push(call.key);
    children(current).forEach(visit);
  };
  visit(node);
  return keys;
}

/** The plain leaf routes under a routes array (see {@link Leaf}), nested arrays included. */
function leavesUnder(routesArray: Node): Leaf[] {
  return (routesArray.elements as Node[]).flatMap((route): Leaf[] => {
    if (route.type !== 'ObjectExpression') return [];
    const nested = propertyOf(route, 'routes')?.value as Node | undefined;
    if (nested) return nested.type === 'ArrayExpression' ? leavesUnder(nested) : [];
    const attributes: Record<string, unknown> = {};
    let path: unknown;
    let component: ReturnType<typeof creatorCall>;
    for (const property of route.properties as Node[]) {
      const name =
        property.type === 'Property' && !property.computed
          ? (property.key as Node & {name?: string}).name
          : undefined;
      const value = property.value as Node & {value?: unknown};
      const call = name === 'component' ? creatorCall(value) : undefined;
      if (call) {
        component = call;
      } else if (name !== undefined && value.type === 'Literal') {
        if (name === 'path') path = value.value;
        else attributes[name] = value.value;
      } else {
        return [];
      }
    }
    return typeof path === 'string' && component?.path === path
      ? [{start: route.start, end: route.end, path, key: component.key, attributes}]
      : [];
  });
}

/** What joins the paths of a nested route's chain in {@link LazyRoutesOptions.paths}. */
export const ROUTE_CHAIN_SEPARATOR = ' > ';

/**
 * The subtrees of `routes.js` to move: the nested routes of each listed route that has nested
 * routes, a route being listed by its chain of paths from the top level (`/api` for a top-level
 * route, `/api > /api/16.x` for one nested in it); the outermost listed route of a branch wins.
 * @throws when `routes.js` is not the array module Docusaurus generates
 */
function findSubtrees(routesSource: string, paths: string[]): Subtree[] {
  const program = parse(routesSource, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Node;
  const exported = (program.body as Node[]).find((node) => node.type === 'ExportDefaultDeclaration');
  const table = exported?.declaration as Node | undefined;
  if (table?.type !== 'ArrayExpression') {
    throw new Error('lazy-routes: routes.js does not export an array of routes');
  }
  const visit = (routes: Node, chain: string[]): Subtree[] =>
    (routes.elements as Node[]).flatMap((route) => {
      if (route.type !== 'ObjectExpression') return [];
      const routePath = (propertyOf(route, 'path')?.value as (Node & {value?: unknown}) | undefined)?.value;
      const nested = propertyOf(route, 'routes')?.value as Node | undefined;
      if (typeof routePath !== 'string' || nested?.type !== 'ArrayExpression') return [];
      const routeChain = [...chain, routePath];
      if (!paths.includes(routeChain.join(ROUTE_CHAIN_SEPARATOR))) return visit(nested, routeChain);
      return [
        {
          chain: routeChain,
          routesSource: routesSource.slice(nested.start, nested.end),
          start: nested.start,
          end: nested.end,
          routeKeys: routeKeysUnder(nested),
          leaves: leavesUnder(nested),
        },
      ];
    });
  return visit(table, []);
}

/** Every chunk name (string leaf) of a route's chunk-name tree. */
function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(chunkNamesIn);
  return [];
}

/**
 * One entry of `registry.js`: a line `  "name": [loader, path, id],`, the last one followed by the
 * object's closing `};` on the same line.
 */
const REGISTRY_ENTRY = /^ {2}"([^"]+)": (\[.*\]),(\};)?$/;

/** `registry.js`'s entries by chunk name. */
function registryEntries(registrySource: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of registrySource.split('\n')) {
    const match = REGISTRY_ENTRY.exec(line);
    if (match) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

/**
 * Route chunks renamed to the shortest prefix of their name, at least 3 characters, that no
 * other route chunk's name starts with, after an `r`: `r5e9f`. Docusaurus names each route chunk
 * by an 8-digit hash, and the names are in every page's first-load JavaScript, in the route table
 * and in the map from names to chunk ids that link prefetching reads (`__webpack_require__.gca`,
 * in the runtime): about 0.8 KB gzip of 171 names. The `r` keeps a name from reading as a chunk
 * id, which that lookup takes an unknown name for.
 * @param files the generated route files
 * @returns the same files with the registry's names and `webpackChunkName`s and the chunk names
 *   of the route table's entries renamed
 */
export function shortenChunkNames(files: GeneratedRouteFiles): GeneratedRouteFiles {
  const names = [...registryEntries(files.registry).keys()].sort();
  const short = new Map<string, string>();
  for (const name of names) {
    let length = 3;
    while (
      length < name.length &&
      names.some((other) => other !== name && other.startsWith(name.slice(0, length)))
    ) {
      length += 1;
    }
    short.set(name, `r${name.slice(0, length)}`);
  }
  const rename = (tree: unknown): unknown =>
    typeof tree === 'string'
      ? (short.get(tree) ?? tree)
      : tree && typeof tree === 'object'
        ? Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, rename(value)]))
        : tree;
  return {
    routes: files.routes,
    routesChunkNames: JSON.stringify(rename(JSON.parse(files.routesChunkNames))),
    registry: files.registry
      .split('\n')
      .map((line) => {
        const match = REGISTRY_ENTRY.exec(line);
        if (!match) return line;
        const name = match[1]!;
        return line
          .replace(`"${name}": `, `"${short.get(name)}": `)
          .replace(`webpackChunkName: "${name}"`, `webpackChunkName: "${short.get(name)}"`);
      })
      .join('\n'),
  };
}

/** A registry entry's module path: the string between its loader and its `require.resolveWeak`. */
const REGISTRY_MODULE_PATH =
  /^( {2}"[^"]+": \[\(\) => import\(.*\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/;

/**
 * The registry with every entry's module path left empty (`""`). The path is what server
 * rendering reports for each component a page renders, so that the page's HTML names the chunks
 * it needs (react-loadable's `modules`); the browser never reads it. Docusaurus writes each path
 * in full, and the API pages' are absolute paths of the build machine: about 0.5 KB gzip of each
 * API page's route subtree and of `main`.
 * @param files the generated route files
 * @returns the same files with the registry's module paths empty
 * @throws when an entry of the registry has no module path where Docusaurus writes it
 */
export function dropModulePaths(files: GeneratedRouteFiles): GeneratedRouteFiles {
  return {
    ...files,
    registry: files.registry
      .split('\n')
      .map((line) => {
        if (!REGISTRY_ENTRY.test(line)) return line;
        if (!REGISTRY_MODULE_PATH.test(line)) {
          throw new Error(`lazy-routes: a registry entry without a module path: ${line}`);
        }
        return line.replace(REGISTRY_MODULE_PATH, '$1""$2');
      })
      .join('\n'),
  };
}

/** Every route path of a subtree, from its route keys (`path-hash`), once each. */
const routePathsOf = (subtree: Subtree): string[] => [
  ...new Set(subtree.routeKeys.map((key) => key.replace(/-[^-]*$/, ''))),
];

/**
 * The other subtrees listed under the same parent route (the versions of a versioned section,
 * `/api > /api/16.x` and `/api > /api`), each as its root path and the paths, relative to that
 * root, of its plain leaves.
 */
function siblingsOf(subtree: Subtree, subtrees: Subtree[]): {root: string; relativePaths: Set<string>}[] {
  const parent = subtree.chain.slice(0, -1).join(ROUTE_CHAIN_SEPARATOR);
  return subtrees
    .filter((other) => other !== subtree && other.chain.slice(0, -1).join(ROUTE_CHAIN_SEPARATOR) === parent)
    .map((other) => {
      const root = other.chain.at(-1)!;
      return {root, relativePaths: new Set(routePathsOf(other).map((page) => page.slice(root.length)))};
    });
}

/** Which route keys and chunk names stay in `main`, and which go with each subtree. */
function plan(files: GeneratedRouteFiles, paths: string[]) {
  const subtrees = findSubtrees(files.routes, paths);
  const chunkNames = JSON.parse(files.routesChunkNames) as Record<string, unknown>;
  const registry = registryEntries(files.registry);
  const movedKeys = new Set(subtrees.flatMap((subtree) => subtree.routeKeys));
  const mainChunks = new Set(
    Object.entries(chunkNames)
      .filter(([key]) => !movedKeys.has(key))
      .flatMap(([, tree]) => chunkNamesIn(tree)),
  );
  const parts = subtrees.map((subtree) => {
    const ownChunkNames = Object.fromEntries(subtree.routeKeys.map((key) => [key, chunkNames[key]]));
    const ownRegistry = [...new Set(chunkNamesIn(ownChunkNames))]
      .filter((name) => !mainChunks.has(name) && registry.has(name))
      .sort();
    const seenPaths = new Set<string>();
    const compact = subtree.leaves.filter((leaf) => {
      const tree = chunkNames[leaf.key];
      const flat =
        tree !== null &&
        typeof tree === 'object' &&
        Object.values(tree).every((name) => typeof name === 'string');
      // One compact key per path (`path-lazy`): a second route of the same path stays as it is.
      if (!flat || seenPaths.has(leaf.path)) return false;
      seenPaths.add(leaf.path);
      return true;
    });
    for (const leaf of compact) delete ownChunkNames[leaf.key];
    return {subtree, ownChunkNames, ownRegistry, compact, siblings: siblingsOf(subtree, subtrees)};
  });
  return {chunkNames, registry, movedKeys, parts};
}

type PreparedPlan = ReturnType<typeof plan> & {files: GeneratedRouteFiles};

/** The latest plan of each bundle (client and server ask with different options, in turns). */
const latestPlans: {inputs: string[]; value: PreparedPlan}[] = [];

/**
 * The files (renamed and without module paths if asked) and {@link plan} for one set of
 * generated files. The loader asks for each of the three files and each subtree, in both
 * bundles, from the same files: they are parsed and planned once per bundle.
 */
function preparedPlan(
  generated: GeneratedRouteFiles,
  paths: string[],
  shortChunkNames: boolean,
  withoutModulePaths: boolean,
): PreparedPlan {
  const inputs = [
    generated.routes,
    generated.routesChunkNames,
    generated.registry,
    String(shortChunkNames),
    String(withoutModulePaths),
    ...paths,
  ];
  const known = latestPlans.find(
    (latest) =>
      latest.inputs.length === inputs.length && latest.inputs.every((input, i) => input === inputs[i]),
  );
  if (known) return known.value;
  const renamed = shortChunkNames ? shortenChunkNames(generated) : generated;
  const files = withoutModulePaths ? dropModulePaths(renamed) : renamed;
  const value = {files, ...plan(files, paths)};
  latestPlans.unshift({inputs, value});
  latestPlans.length = Math.min(latestPlans.length, 2);
  return value;
}

/** The suffix of a compact leaf's key in the route table's chunk names; Docusaurus's are hex. */
const COMPACT_KEY_SUFFIX = 'lazy';

/**
 * The subtree's routes, its plain leaves written compactly: most API pages are a path and the
 * same component, attributes and chunk-name keys, so each becomes `L(path, template, …chunks)`
 * with its chunk names as indexes into one list. Written out, each route's path stood three times
 * and its chunk names in full (about 18 KB gzip for 670 routes, 7 KB this way). `L` makes the same
 * route object and chunk-name entry, under the key `path-lazy`.
 *
 * The module also exports `siblingPaths`: the paths of the sibling subtrees' pages that have a
 * page of this subtree at the same relative path (`/api/16.x/class/GraphQLError` for
 * `/api/class/GraphQLError`). The template of each leaf names those siblings, so that a page knows
 * its counterparts in the other versions before their subtrees load, on the server and in the
 * browser alike, for a few bytes.
 */
function compactLeaves(
  subtree: Subtree,
  leaves: Leaf[],
  chunkNames: Record<string, unknown>,
  siblings: {root: string; relativePaths: Set<string>}[],
): string[] {
  const chunkList: string[] = [];
  const chunkIndex = new Map<string, number>();
  const templates: string[] = [];
  const root = subtree.chain.at(-1)!;
  const counterpartsOf = (page: string) =>
    siblings
      .filter((sibling) => sibling.relativePaths.has(page.slice(root.length)))
      .map((sibling) => sibling.root);
  // The routes not written by `L` (nested or not plain) name their counterparts in a list.
  const compactPaths = new Set(leaves.map((leaf) => leaf.path));
  const otherCounterparts = routePathsOf(subtree)
    .filter((page) => !compactPaths.has(page))
    .flatMap((page) => counterpartsOf(page).map((sibling) => sibling + page.slice(root.length)));
  let source = subtree.routesSource;
  for (const leaf of [...leaves].reverse()) {
    const tree = chunkNames[leaf.key] as Record<string, string>;
    const counterparts = counterpartsOf(leaf.path);
    const template = JSON.stringify([leaf.attributes, Object.keys(tree), counterparts]);
    if (!templates.includes(template)) templates.push(template);
    const chunks = Object.values(tree).map((name) => {
      if (!chunkIndex.has(name)) chunkIndex.set(name, chunkList.push(name) - 1);
      return chunkIndex.get(name)!;
    });
    const call = `L(${[JSON.stringify(leaf.path), templates.indexOf(template), ...chunks].join(',')})`;
    source = source.slice(0, leaf.start - subtree.start) + call + source.slice(leaf.end - subtree.start);
  }
  if (leaves.length === 0) {
    return [`export const siblingPaths = ${JSON.stringify(otherCounterparts)};`, `export default ${source};`];
  }
  return [
    `const C = ${JSON.stringify(chunkList)};`,
    `const T = [${templates.join(',')}];`,
    `const S = ${JSON.stringify(otherCounterparts)};`,
    'function L(path, template, ...chunks) {',
    '  const [attributes, keys, counterparts] = T[template];',
    `  routesChunkNames[path + '-${COMPACT_KEY_SUFFIX}'] = Object.fromEntries(keys.map((key, i) => [key, C[chunks[i]]]));`,
    `  for (const root of counterparts) S.push(root + path.slice(${root.length}));`,
    // The route's component is made when first read (matched or rendered): an API page does not
    // pay for the loadable components of the 670 routes it does not show.
    '  let component;',
    '  return {',
    '    path,',
    `    get component() { return (component ??= ComponentCreator(path, '${COMPACT_KEY_SUFFIX}')); },`,
    '    ...attributes,',
    '  };',
    '}',
    'export const siblingPaths = S;',
    `export default ${source};`,
  ];
}

/**
 * Rewrites one generated route file for the client and server bundles.
 * @param file which file: `routes.js`, `routesChunkNames.json` or `registry.js`
 * @param generated the three files as Docusaurus generated them
 * @param options the routes whose nested routes load on demand, whether route chunks get short
 *   names, and whether the registry's module paths are left empty (the client bundle)
 * @param subtree with `routes.js`, the subtree module wanted (the `lazy-routes=n` query), if any
 * @returns the rewritten source: `routes.js` with each listed route's `routes` replaced by `[]`
 *   and a `lazyRoutes` import of its subtree module; the other two files without the entries that
 *   moved; or the subtree module, which adds its chunk names and registry entries to the shared
 *   objects before it exports its routes
 * @throws when `routes.js` cannot be parsed as Docusaurus generates it, or `subtree` is unknown
 */
export function transformGeneratedRouteFile(
  file: 'routes.js' | 'routesChunkNames.json' | 'registry.js',
  generated: GeneratedRouteFiles,
  {paths, shortChunkNames = false, dropModulePaths: withoutModulePaths = false}: TransformOptions,
  subtree?: number,
): string {
  const {files, chunkNames, movedKeys, registry, parts} = preparedPlan(
    generated,
    paths,
    shortChunkNames,
    withoutModulePaths,
  );
  if (file === 'routesChunkNames.json') {
    return JSON.stringify(
      Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !movedKeys.has(key))),
    );
  }
  if (file === 'registry.js') {
    const moved = new Set(parts.flatMap((part) => part.ownRegistry));
    return files.registry
      .split('\n')
      .flatMap((line) => {
        const match = REGISTRY_ENTRY.exec(line);
        if (!match || !moved.has(match[1]!)) return [line];
        return match[3] ? [match[3]] : [];
      })
      .join('\n');
  }
  if (subtree !== undefined) {
    const part = parts[subtree];
    if (!part) throw new Error(`lazy-routes: routes.js has no subtree ${subtree}`);
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      "import routesChunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      // Before the routes below: ComponentCreator reads both when it is called.
      `Object.assign(routesChunkNames, ${JSON.stringify(part.ownChunkNames)});`,
      'Object.assign(registry, {',
      ...part.ownRegistry.map((name) => `  "${name}": ${registry.get(name)},`),
      '});',
      ...compactLeaves(part.subtree, part.compact, chunkNames, part.siblings),
      '',
    ].join('\n');
  }
  let source = files.routes;
  [...parts].reverse().forEach(({subtree: {start, end}}, reversedIndex) => {
    const index = parts.length - 1 - reversedIndex;
    const request = JSON.stringify(`./routes.js?${SUBTREE_QUERY}=${index}`);
    source =
      source.slice(0, start) +
      `[],\n    lazyRoutes: () => import(/* webpackChunkName: "routes-${index}" */ ${request})` +
      source.slice(end);
  });
  return source;
}

/**
 * A chain of route paths ({@link LazyRoutesOptions.paths}) as the routes of a site with a base URL
 * have them.
 * @param chain such as `/api > /api/16.x`
 * @param baseUrl the site's base URL, with its final slash (`/graphql-js/`)
 * @returns such as `/graphql-js/api > /graphql-js/api/16.x`; the chain itself for the base URL `/`.
 */
export function chainUnderBaseUrl(chain: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return chain
    .split(ROUTE_CHAIN_SEPARATOR)
    .map((routePath) => base + routePath)
    .join(ROUTE_CHAIN_SEPARATOR);
}

/** The generated files the loader rewrites, by their absolute paths. */
export function generatedRouteFiles(generatedFilesDir: string): Record<string, string> {
  return Object.fromEntries(
    ['routes.js', 'routesChunkNames.json', 'registry.js'].map((name) => [
      path.join(generatedFilesDir, name),
      name,
    ]),
  );
}

/**
 * Docusaurus plugin: runs the loader on the generated route files of both bundles.
 * @param context the load context (its `generatedFilesDir` holds the route files)
 * @param options the routes to load on demand
 * @returns the plugin
 */
export default function lazyRoutesPlugin(context: LoadContext, options: LazyRoutesOptions): Plugin {
  const files = generatedRouteFiles(context.generatedFilesDir);
  const paths = options.paths.map((chain) => chainUnderBaseUrl(chain, context.siteConfig.baseUrl));
  return {
    name: 'lazy-routes',
    configureWebpack(config, isServer) {
      return {
        module: {
          rules: [
            {
              test: (resource: string) => resource in files,
              use: [
                {
                  loader: path.join(__dirname, 'lazy-routes-loader.cjs'),
                  options: {
                    paths,
                    shortChunkNames: config.mode === 'production',
                    dropModulePaths: !isServer,
                  } satisfies TransformOptions,
                },
              ],
            },
          ],
        },
      };
    },
  };
}
