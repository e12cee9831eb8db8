/**
 * Route subtrees loaded on demand (plugins/lazy-routes.ts): the rewritten route files give, once
 * the subtree module has run, the route table, chunk names and registry Docusaurus generated,
 * for the built site's own files and for a route config run through Docusaurus's own code
 * generation; what stays in `main` has no route, chunk name or loader only the subtree uses.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  chainUnderBaseUrl,
  dropModulePaths,
  transformGeneratedRouteFile,
  type GeneratedRouteFiles,
  type TransformOptions,
} from '../plugins/lazy-routes';
import {ROOT} from './support/paths';

type Route = {
  path: string;
  component: string;
  routes?: Route[];
  lazyRoutes?: unknown;
  [key: string]: unknown;
};

type Registry = Record<string, unknown[]>;

/**
 * Runs a generated module (routes.js, registry.js or a subtree module) with its imports bound
 * to the given values. `ComponentCreator(path, hash)` stands for what Docusaurus's reads when it
 * is called: the route's chunk names, `routesChunkNames[path-hash]`, each given as the module the
 * registry loads for it (its `require.resolveWeak` request, which stays when the entry's module
 * path is dropped), so that tables compare whatever their chunks are named.
 */
function run(
  source: string,
  imports: {routesChunkNames?: Record<string, unknown>; registry?: Registry} = {},
): unknown {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export const /gm, 'const ')
    .replace(/^export default /m, 'return ');
  const evaluate = new Function('ComponentCreator', 'routesChunkNames', 'registry', 'require', body) as (
    ...args: unknown[]
  ) => unknown;
  const modules = (tree: unknown): unknown =>
    typeof tree === 'string'
      ? (imports.registry?.[tree]?.[2] ?? `no loader for ${tree}`)
      : Object.fromEntries(Object.entries(tree as object).map(([key, value]) => [key, modules(value)]));
  return evaluate(
    (routePath: string, hash: string) => {
      // The not-found route has no chunk names: Docusaurus loads its page by name.
      if (routePath === '*') return 'not found';
      const chunkNames = imports.routesChunkNames?.[`${routePath}-${hash}`];
      assert.ok(chunkNames, `no chunk names for ${routePath}-${hash} when its route is made`);
      return modules(chunkNames);
    },
    imports.routesChunkNames,
    imports.registry,
    {resolveWeak: (request: string) => request},
  );
}

/** A subtree module's `siblingPaths` export, once the module has run. */
function siblingPathsOf(source: string, imports: Parameters<typeof run>[1]): string[] {
  return run(
    `${source.replace(/^export default /m, 'const routes = ')}\nexport default siblingPaths;`,
    imports,
  ) as string[];
}

/** The route table after the client has loaded every subtree (as src/utils/lazyRoutes.ts does). */
function assemble(files: GeneratedRouteFiles, options: TransformOptions) {
  const routesChunkNames = JSON.parse(
    transformGeneratedRouteFile('routesChunkNames.json', files, options),
  ) as Record<string, unknown>;
  const registry = run(transformGeneratedRouteFile('registry.js', files, options)) as Registry;
  const mainChunkNames = {...routesChunkNames};
  const mainRegistry = {...registry};
  const routes = run(transformGeneratedRouteFile('routes.js', files, options), {
    routesChunkNames,
    registry,
  }) as Route[];
  const withoutLazy = (table: Route[]): Route[] =>
    table.map(({lazyRoutes, routes: nested, ...route}) => ({
      ...route,
      lazy: !!lazyRoutes,
      ...(nested ? {routes: withoutLazy(nested)} : {}),
    }));
  const mainRoutes = structuredClone(withoutLazy(routes));
  let subtree = 0;
  // Depth first, in the order of routes.js: the order in which the loader numbers the subtrees.
  const load = (table: Route[]) => {
    for (const route of table) {
      if (route.lazyRoutes) {
        assert.deepEqual(route.routes, [], `${route.path} keeps no nested route in main`);
        assert.match(String(route.lazyRoutes), new RegExp(`routes\\.js\\?lazy-routes=${subtree}`));
        route.routes = run(transformGeneratedRouteFile('routes.js', files, options, subtree), {
          routesChunkNames,
          registry,
        }) as Route[];
        delete route.lazyRoutes;
        subtree += 1;
      } else if (route.routes) {
        load(route.routes);
      }
    }
  };
  load(routes);
  return {routes, routesChunkNames, registry, mainRoutes, mainChunkNames, mainRegistry, subtrees: subtree};
}

/** The route files Docusaurus generated for the built site (`.docusaurus/`). */
function builtRouteFiles(): GeneratedRouteFiles {
  const read = (file: string) => readFileSync(path.join(ROOT, '.docusaurus', file), 'utf8');
  return {
    routes: read('routes.js'),
    routesChunkNames: read('routesChunkNames.json'),
    registry: read('registry.js'),
  };
}

/** Every route path of a route table, nested ones included. */
const pathsOf = (routes: Route[]): string[] =>
  routes.flatMap((route) => [route.path, ...pathsOf(route.routes ?? [])]);

/** The modules a registry loads (each entry's `require.resolveWeak` request). */
const modulesOf = (registry: Registry) =>
  Object.values(registry)
    .map((entry) => String(entry[2]))
    .sort();

function assertReassembles(files: GeneratedRouteFiles, options: TransformOptions) {
  const assembled = assemble(files, options);
  const registry = run(files.registry) as Registry;
  const original = {
    routesChunkNames: JSON.parse(files.routesChunkNames) as Record<string, unknown>,
    registry,
  };
  assert.deepEqual(
    assembled.routes,
    run(files.routes, original),
    'the route table, with the modules of each route',
  );
  assert.deepEqual(modulesOf(assembled.registry), modulesOf(registry), 'the modules of the registry');
  return assembled;
}

describe('route subtrees loaded on demand', () => {
  test("the built site's route files: main keeps no API page, and the subtree restores them", () => {
    const files = builtRouteFiles();
    const assembled = assertReassembles(files, {paths: ['/api']});
    assert.equal(assembled.subtrees, 1);
    const mainPaths = pathsOf(assembled.mainRoutes as Route[]);
    assert.ok(mainPaths.includes('/docs/tutorials/object-types'), 'docs routes stay in main');
    assert.deepEqual(
      mainPaths.filter((routePath) => routePath.startsWith('/api')),
      ['/api'],
      'only the API root stays in main',
    );
    const apiPages = pathsOf(assembled.routes).filter((routePath) => routePath.startsWith('/api/'));
    assert.ok(apiPages.length > 600, `${apiPages.length} API routes`);
    assert.ok(
      Object.keys(assembled.mainChunkNames).every((key) => !key.startsWith('/api/')),
      'no API page chunk names in main',
    );
    assert.ok(
      Object.values(assembled.mainRegistry).every((entry) => !String(entry[2]).includes('reflections-')),
      'no API page data loader in main',
    );
  });

  test("a route config through Docusaurus's code generation, with a component both parts use", async () => {
    const {generateRoutesCode} = (await import(
      // Docusaurus's own generator, so that the fixture is in the format the loader sees.
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js'
    )) as {
      generateRoutesCode: (routes: object[]) => {
        routesConfig: string;
        routesChunkNames: object;
        registry: Record<string, string>;
      };
    };
    const page = (routePath: string, data: string) => ({
      path: routePath,
      exact: true,
      component: '@theme/Page',
      modules: {data: `@generated/${data}.json`},
    });
    const generated = generateRoutesCode([
      {path: '/', exact: true, component: '@site/src/pages/index.tsx'},
      {
        path: '/api',
        component: '@theme/Root',
        routes: [
          {
            path: '/api/16.x',
            component: '@theme/Version',
            routes: [page('/api/16.x', 'old-index'), page('/api/16.x/class/A', 'shared')],
          },
          {path: '/api', component: '@theme/Version', routes: [page("/api/it's", 'api-only')]},
        ],
      },
      {path: '/docs', component: '@theme/Root', routes: [page('/docs/intro', 'shared')]},
    ]);
    const files: GeneratedRouteFiles = {
      routes: generated.routesConfig,
      routesChunkNames: JSON.stringify(generated.routesChunkNames, null, 2),
      registry: `export default {\n${Object.entries(generated.registry)
        .map(
          ([name, modulePath]) =>
            `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`,
        )
        .join('\n')}};\n`,
    };
    const assembled = assertReassembles(files, {paths: ['/api']});
    const mainModules = Object.values(assembled.mainRegistry).map((entry) => entry[2]);
    // Used by /docs too: stays. Used by API routes only: moves. The API root's own component stays.
    assert.ok(mainModules.includes('@generated/shared.json'));
    assert.ok(mainModules.includes('@theme/Root'));
    assert.ok(!mainModules.includes('@generated/api-only.json'));
    assert.ok(!mainModules.includes('@theme/Version'));
    assert.ok(pathsOf(assembled.routes).includes("/api/it's"), 'a quote in a path survives');
    // A path not listed keeps its routes in main.
    const untouched = assemble(files, {paths: ['/nowhere']});
    assert.equal(untouched.subtrees, 0);
    assert.deepEqual(
      untouched.routes,
      run(files.routes, {
        routesChunkNames: JSON.parse(files.routesChunkNames) as Record<string, unknown>,
        registry: run(files.registry) as Registry,
      }),
    );
  });

  test("short chunk names: the built site's route files load the same modules under names of 4 to 9 characters", () => {
    const files = builtRouteFiles();
    const assembled = assertReassembles(files, {paths: ['/api'], shortChunkNames: true});
    const names = Object.keys(assembled.registry);
    const before = Object.keys(run(files.registry) as Registry);
    assert.equal(names.length, before.length, 'one name per chunk');
    assert.ok(
      names.every((name) => /^r[0-9a-f]{3,8}$/.test(name)),
      names.filter((name) => !/^r[0-9a-f]{3,8}$/.test(name)).join(', '),
    );
    const length = (list: string[]) => list.join('').length;
    assert.ok(
      length(names) < length(before) * 0.6,
      `${length(names)} characters of names, ${length(before)} before`,
    );
    // The subtree module's registry and the names it adds use the short names too.
    const subtree = transformGeneratedRouteFile(
      'routes.js',
      files,
      {paths: ['/api'], shortChunkNames: true},
      0,
    );
    assert.ok(!before.some((name) => subtree.includes(`"${name}"`)), 'a long name is left in the subtree');
  });
  test("the built site's route files as the site splits them: one subtree per API version, without module paths", () => {
    const files = builtRouteFiles();
    const options: TransformOptions = {
      paths: ['/api > /api/16.x', '/api > /api'],
      shortChunkNames: true,
      dropModulePaths: true,
    };
    const assembled = assertReassembles(files, options);
    assert.equal(assembled.subtrees, 2);
    const imports = {routesChunkNames: assembled.routesChunkNames, registry: assembled.registry};
    const subtreeSource = (subtree: number) =>
      transformGeneratedRouteFile('routes.js', files, options, subtree);
    const [older, next] = [0, 1].map((subtree) => pathsOf(run(subtreeSource(subtree), imports) as Route[]));
    assert.ok(older!.length > 250 && older!.every((page) => page.startsWith('/api/16.x')), '16.x pages only');
    assert.ok(
      next!.length > 300 && !next!.some((page) => page.startsWith('/api/16.x')),
      'no 16.x page in Next',
    );
    assert.deepEqual(
      pathsOf(assembled.mainRoutes as Route[]).filter((page) => page.startsWith('/api')),
      ['/api', '/api/16.x', '/api'],
      "main keeps the API root and each version's root",
    );
    assert.deepEqual(
      Object.values(assembled.registry).filter((entry) => entry[1] !== ''),
      [],
      'a module path is left in a registry of the client',
    );
    // Each version's subtree names the pages of the other version that have a counterpart in it.
    const relative = (pages: string[], root: string) => new Set(pages.map((page) => page.slice(root.length)));
    const [olderPages, nextPages] = [older!, next!];
    const known = (subtree: number) => new Set(siblingPathsOf(subtreeSource(subtree), imports));
    assert.deepEqual(
      known(1),
      new Set(olderPages.filter((page) => relative(nextPages, '/api').has(page.slice('/api/16.x'.length)))),
      '16.x pages known from the Next subtree',
    );
    assert.deepEqual(
      known(0),
      new Set(nextPages.filter((page) => relative(olderPages, '/api/16.x').has(page.slice('/api'.length)))),
      'Next pages known from the 16.x subtree',
    );
    assert.ok(
      known(1).has('/api/16.x/class/GraphQLError') &&
        !known(1).has('/api/16.x/class/AbortedGraphQLExecutionError'),
    );
  });

  test('under a base URL, the listed chains name the routes as the site has them', () => {
    assert.equal(
      chainUnderBaseUrl('/api > /api/16.x', '/graphql-js/'),
      '/graphql-js/api > /graphql-js/api/16.x',
    );
    assert.equal(chainUnderBaseUrl('/api', '/'), '/api');
  });

  test('dropping module paths: an entry not written as Docusaurus writes it stops the build', () => {
    const entry = (modulePath: string) =>
      `  "a": [() => import(/* webpackChunkName: "a" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
    const files = {
      routes: '',
      routesChunkNames: '{}',
      registry: `export default {\n${entry('@site/a "quoted".md'.replace(/"/g, '\\"'))}\n};\n`,
    };
    assert.match(dropModulePaths(files).registry, /import\(.*\), "", require\.resolveWeak\(/);
    assert.throws(
      () =>
        dropModulePaths({
          ...files,
          registry:
            'export default {\n  "a": [() => import("@site/a.md"), require.resolveWeak("@site/a.md")],\n};\n',
        }),
      /a registry entry without a module path/,
    );
  });
});
