/**
 * The API plugin's data (plugins/api/data.ts): the permalinks, the sidebar with its pages' previous
 * and next links, and the pages' view of TypeDoc 0.28's output; and the kinds and order the
 * committed API data keeps (the site's TypeDoc plugin, scripts/typedoc-plugin-graphql.cjs), on
 * which the routes `/api/class/…` and `/api/function/…` rest.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {apiSidebar, loadApiPackage} from '../plugins/api/data';
import {apiDataFile} from '../plugins/docs-versions';
import {ROOT} from './support/paths';

const scratch = mkdtempSync(path.join(tmpdir(), 'api-plugin-data-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** A TypeDoc 0.28 project with a class (constructor, inherited member), an enum and a type alias. */
const PROJECT = {
  id: 0,
  name: 'graphql',
  variant: 'project',
  kind: 1,
  flags: {},
  packageVersion: '16.15.0',
  children: [
    {
      id: 1,
      name: 'Source',
      variant: 'declaration',
      kind: 128,
      flags: {},
      children: [
        {
          id: 2,
          name: 'constructor',
          variant: 'declaration',
          kind: 512,
          flags: {},
          signatures: [{id: 3, name: 'Source', variant: 'signature', kind: 16384, flags: {}}],
        },
        {id: 4, name: 'message', variant: 'declaration', kind: 1024, flags: {isInherited: true}},
      ],
    },
    {
      id: 5,
      name: 'Kind',
      variant: 'declaration',
      kind: 8,
      flags: {},
      children: [{id: 6, name: 'NAME', variant: 'declaration', kind: 16, flags: {}}],
    },
    {id: 7, name: 'Maybe', variant: 'declaration', kind: 2097152, flags: {}},
  ],
  groups: [
    {title: 'Type Aliases', children: [7]},
    {title: 'Classes', children: [1]},
    {title: 'Enumerations', children: [5]},
  ],
};

describe('the API plugin reads a version of API data', async () => {
  const file = path.join(scratch, 'api-typedoc.json');
  writeFileSync(file, JSON.stringify(PROJECT));
  const pkg = await loadApiPackage(file, '/graphql-js/api/16.x', 'API reference');
  const project = pkg.entryPoints[0]!.reflection;
  const byName = new Map((project.children ?? []).map((child) => [child.name, child]));

  test('each export gets its page or its anchor under the version path, base URL included', () => {
    assert.equal(project.permalink, '/graphql-js/api/16.x');
    assert.equal(project.name, 'API reference');
    assert.equal(pkg.packageVersion, '16.15.0');
    assert.equal(byName.get('Source')?.permalink, '/graphql-js/api/16.x/class/Source');
    assert.equal(byName.get('Kind')?.permalink, '/graphql-js/api/16.x/enum/Kind');
    assert.equal(byName.get('Maybe')?.permalink, '/graphql-js/api/16.x#Maybe');
    assert.equal(byName.get('Kind')?.children?.[0]?.permalink, '/graphql-js/api/16.x/enum/Kind#NAME');
  });

  test('constructor signatures are named `new X` and no member carries `isInherited`', () => {
    const source = byName.get('Source')!;
    const constructor = source.children!.find((child) => child.name === 'constructor')!;
    assert.equal(constructor.signatures?.[0]?.name, 'new Source');
    const message = source.children!.find((child) => child.name === 'message')!;
    assert.deepEqual(message.flags, {});
  });

  test('the sidebar lists the kind groups by title after Overview, and links each page to its neighbours', () => {
    const sidebar = apiSidebar(project);
    assert.deepEqual(
      sidebar.map((item) => item.label),
      ['Overview', 'Classes', 'Enumerations', 'Type Aliases'],
    );
    assert.equal(sidebar[0]?.type === 'link' && sidebar[0].docId, '/graphql-js/api/16.x');
    assert.equal(byName.get('Source')?.nextId, 5);
    assert.equal(byName.get('Kind')?.previousId, 1);
    assert.equal(byName.get('Kind')?.nextId, 7);
  });

  test('a missing data file names the command that writes it', async () => {
    await assert.rejects(
      loadApiPackage(path.join(scratch, 'none.json'), '/api', 'API reference'),
      /npm run api:generate/,
    );
  });
});

describe('the committed API data keeps the kinds and order of the pages', () => {
  test('current: a class exported with `export type` (graphql 17) is a class with its constructor', () => {
    const project = JSON.parse(readFileSync(path.join(ROOT, apiDataFile('current')), 'utf8')) as {
      children: {name: string; kind: number; children?: {kind: number}[]}[];
    };
    for (const name of ['GraphQLField', 'GraphQLArgument', 'GraphQLEnumValue', 'GraphQLInputField']) {
      const reflection = project.children.find((child) => child.name === name);
      assert.equal(reflection?.kind, 128, name);
      assert.ok(
        reflection?.children?.some((child) => child.kind === 512),
        `${name} has a constructor`,
      );
    }
  });

  for (const version of ['current', '16.x']) {
    const project = JSON.parse(
      readFileSync(path.join(ROOT, apiDataFile(version)), 'utf8'),
    ) as typeof PROJECT & {
      children: {id: number; name: string; kind: number; children?: {kind: number}[]}[];
    };
    const byName = new Map(project.children.map((child) => [child.name, child]));

    test(`${version}: a function-typed constant is a function`, () => {
      assert.equal(byName.get('defaultFieldResolver')?.kind, 64);
      assert.equal(byName.get('defaultTypeResolver')?.kind, 64);
    });

    test(`${version}: names within a kind are in code-point order`, () => {
      const functions = project.groups.find((group) => group.title === 'Functions')!;
      const names = functions.children.map((id) => project.children.find((child) => child.id === id)!.name);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      assert.ok(/^[A-Z]/.test(names[0]!), `the first function is ${names[0]}: capitals sort first`);
    });
  }
});
