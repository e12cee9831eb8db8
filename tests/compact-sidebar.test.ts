/**
 * The API reference's sidebar in compact form (src/utils/compactSidebar.ts): what the build
 * writes expands to links to every API page of the version, and back to the same data; a
 * category whose items do not all have the API plugin's link shape is left as it is.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  compactSidebarItems,
  compactVersionSidebars,
  expandSidebarItems,
  expandVersionSidebars,
  type SidebarItem,
  type VersionWithSidebars,
} from '../src/utils/compactSidebar';
import {API_PLUGIN_NAME} from '../plugins/api';
import {builtFileFor} from './support/build-files';
import {ROOT} from './support/paths';

const DATA = path.join(ROOT, '.docusaurus', API_PLUGIN_NAME, 'default');

for (const [version, base] of [
  ['current', '/api'],
  ['16.x', '/api/16.x'],
] as const) {
  test(`${version}: the written sidebar is compact and expands to a link for every API page`, () => {
    const written = JSON.parse(
      readFileSync(path.join(DATA, `version-${version}.json`), 'utf8'),
    ) as VersionWithSidebars;
    const expanded = expandVersionSidebars(written);
    const links: SidebarItem[] = [];
    const visit = (items: SidebarItem[]): void => {
      for (const item of items) {
        if (item.type === 'link') links.push(item);
        else visit(item.items ?? []);
      }
    };
    visit(expanded.docsSidebars.api!);
    assert.ok(links.length > 300, `${links.length} links`);
    for (const link of links) {
      assert.deepEqual(Object.keys(link), ['docId', 'href', 'label', 'type']);
      assert.equal(link.docId, link.href);
      assert.ok(link.href!.startsWith(base), link.href);
      const page = link.href!.split('#')[0]!;
      const file = builtFileFor(page);
      assert.ok(file !== undefined && existsSync(file), `no page for ${link.href}`);
    }
    // Module categories hold categories; every category of links is compact.
    const writtenInFull: string[] = [];
    const visitWritten = (items: SidebarItem[]): void => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        if (!item.compactLinks && !item.items?.every((child) => child.type === 'category')) {
          writtenInFull.push(item.label ?? '');
        }
        visitWritten(item.items ?? []);
      }
    };
    visitWritten(written.docsSidebars.api!);
    assert.deepEqual(writtenInFull, [], 'categories written in full');
    assert.deepEqual(compactVersionSidebars(expanded), written);
  });
}

test('a category with other items keeps them; nested categories are compacted', () => {
  const link = (href: string, label: string): SidebarItem => ({docId: href, href, label, type: 'link'});
  const items: SidebarItem[] = [
    {type: 'category', label: 'Mixed', items: [link('/a/x', 'x'), {type: 'link', href: '/a/y', label: 'y'}]},
    {
      type: 'category',
      label: 'Outer',
      items: [{type: 'category', label: 'Inner', items: [link('/b#z', 'z')]}],
    },
    link('/c', 'c'),
  ];
  const compact = compactSidebarItems(items);
  assert.deepEqual(compact[0], items[0]);
  assert.deepEqual(compact[1]!.items![0]!.compactLinks, {prefix: '/b#', labels: ['z']});
  assert.deepEqual(expandSidebarItems(compact), items);
});

test('a category of links of several kinds keeps each path after the common prefix', () => {
  const link = (href: string, label: string): SidebarItem => ({docId: href, href, label, type: 'link'});
  const items: SidebarItem[] = [
    {
      type: 'category',
      label: 'Errors',
      items: [
        link('/api/class/GraphQLError', 'GraphQLError'),
        link('/api/function/locatedError', 'locatedError'),
      ],
    },
    {
      type: 'category',
      label: 'Version',
      items: [link('/api#version', 'version'), link('/api/interface/V', 'V')],
    },
  ];
  const compact = compactSidebarItems(items);
  assert.deepEqual(compact[0]!.compactLinks, {
    prefix: '/api/',
    labels: ['class/GraphQLError', 'function/locatedError'],
  });
  assert.deepEqual(compact[1]!.compactLinks, {prefix: '/api', labels: ['#version', '/interface/V']});
  assert.deepEqual(expandSidebarItems(compact), items);
});
