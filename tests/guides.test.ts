/**
 * The guides as readers meet them: after the tutorials, a "Guides" category of the tutorial sidebar
 * whose titled sections each have a generated index at `/docs/guides/<section>` listing their pages
 * with descriptions; `/docs/guides` lists the sections. Each guide has sections, a description, a
 * link to the API page of every graphql export its code imports and a link to a related guide or
 * tutorial; every guide has 900 words of prose or more. The sections and their pages are read from
 * `sidebars.ts`; the sections' names and order, the thirteen URLs the first guides were published
 * at, and the guides every version must have are listed here. Their code blocks run in
 * `examples.test.ts`.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {HTMLElement, parse} from 'node-html-parser';
import sidebars from '../sidebars';
import {graphqlImportsOf, unlinkedExports} from './support/examples';
import {proseWordCount} from './support/prose';
import {BUILD_DIR, ROOT} from './support/paths';

// The sections of the guides, in sidebar order.
const SECTION_LABELS = [
  'Core concepts',
  'Advanced',
  'Production and security',
  'graphql 17 runtime',
  'Experimental features',
  'Testing',
  'Upgrading',
];

// The first guides: their URLs keep answering wherever the sections put them.
const FIRST_GUIDES = [
  'resolver-anatomy',
  'nullability',
  'abstract-types',
  'custom-scalars',
  'oneof-input-objects',
  'errors',
  'subscriptions',
  'dataloader',
  'pagination',
  'schema-evolution',
  'directives',
  'testing',
  'cancellation',
];

// The guides added later: 900 words of prose or more, as the first ones.
const NEW_GUIDES = [
  'operation-limits',
  'authorization',
  'caching',
  'trusted-documents',
  'tracing',
  'performance',
  'scaling-schemas',
  'file-uploads',
  'input-coercion',
  'schema-coordinates',
  'execution-pipeline',
  'execution-hooks',
  'experimental-features',
  'error-propagation',
  'fragment-arguments',
  'directives-on-directives',
  'validation-rules',
  'introspection',
  'sdl-first',
  'typescript',
  'servers',
];

type SidebarItem =
  | string
  | {type: string; label?: string; items?: readonly SidebarItem[]; link?: {type: string; slug?: string}};

type Section = {label: string; index: string; docs: string[]};

const INDEX = '/docs/guides';
const routeOfDoc = (id: string) => `/docs/${id}`;
const htmlAt = (route: string) => parse(readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8'));

const tutorialSidebar = sidebars.tutorialSidebar as readonly SidebarItem[];
const guidesCategory = tutorialSidebar.find(
  (item): item is Exclude<SidebarItem, string> => typeof item !== 'string' && item.label === 'Guides',
);

/** The sections of the Guides category as `sidebars.ts` declares them. */
function sectionsOfSidebar(): Section[] {
  assert.ok(guidesCategory?.items, 'sidebars.ts has no Guides category');
  return guidesCategory.items.map((item) => {
    assert.ok(
      typeof item !== 'string' && item.type === 'category',
      `a Guides item is no section: ${String(item)}`,
    );
    assert.equal(item.link?.type, 'generated-index', `${item.label}: no generated index`);
    const docs = (item.items ?? []).map((doc) => {
      assert.equal(typeof doc, 'string', `${item.label}: a nested item`);
      return doc as string;
    });
    return {label: item.label ?? '', index: `/docs${item.link?.slug ?? ''}`, docs};
  });
}

/** The doc ids of the tutorial sidebar in reading order, categories flattened. */
function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (typeof item === 'string' ? [item] : docIdsOf(item.items ?? [])));
}

/** The sidebar category labelled `label` within `scope` (a sidebar or a category). */
function categoryOf(scope: HTMLElement, label: string): HTMLElement {
  const category = scope
    .querySelectorAll('.menu__list-item')
    .find((item) => item.querySelector('.menu__list-item-collapsible')?.text.trim() === label);
  assert.ok(category, `no "${label}" category in the sidebar`);
  return category;
}

/** The links of the sidebar category labelled `label` within `scope`, in order. */
function categoryLinks(scope: HTMLElement, label: string): string[] {
  return categoryOf(scope, label)
    .querySelectorAll('a.menu__link')
    .map((a) => a.getAttribute('href') ?? '');
}

/** The Guides category of a sidebar (the tutorials have a category labelled Advanced too). */
const categoryOfGuides = (sidebar: HTMLElement) => categoryOf(sidebar, 'Guides');

/** The cards of a generated index: each link's target and its description. */
function cardsOf(route: string): {href: string; description: string}[] {
  return htmlAt(route)
    .querySelectorAll('article a.card')
    .map((card) => ({
      href: card.getAttribute('href') ?? '',
      description: card.querySelector('p')?.text.trim() ?? '',
    }));
}

/**
 * Checks one built guide page: an h1, a description of more than 30 characters, three h2
 * sections or more, a link to the API page of its version for every graphql export its code
 * imports, a link to another guide or tutorial of its version, and `minWords` words of prose.
 * @param page the page's route, its Markdown file, and its version's docs and API base paths
 * @throws AssertionError naming what the page lacks.
 */
async function checkGuidePage(page: {
  route: string;
  file: string;
  docsBase: string;
  apiBase: string;
  minWords: number;
}): Promise<void> {
  const {route, file, docsBase, apiBase, minWords} = page;
  const html = htmlAt(route);
  assert.ok(html.querySelector('h1')?.text.trim(), 'no h1');
  const description = html.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  assert.ok(description.length > 30, `description "${description}"`);
  const prose = html.querySelector('.theme-doc-markdown');
  assert.ok(prose, 'no Markdown content');
  assert.ok(prose.querySelectorAll('h2').length >= 3, 'fewer than three h2 sections');
  const hrefs = prose.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');
  const imports = await graphqlImportsOf(file);
  assert.ok(imports.length > 0, 'the page imports nothing from graphql');
  assert.deepEqual(
    unlinkedExports(imports, hrefs, apiBase),
    [],
    `graphql exports used in the code but not linked to their ${apiBase} page`,
  );
  const related = hrefs.filter(
    (href) =>
      (href.startsWith(`${docsBase}/guides/`) || href.startsWith(`${docsBase}/tutorials/`)) &&
      !href.startsWith(route),
  );
  assert.ok(related.length > 0, `no link to a related guide or tutorial under ${docsBase}`);
  const words = proseWordCount(readFileSync(file, 'utf8'));
  assert.ok(words >= minWords, `${words} words of prose, fewer than ${minWords}`);
}

const sections = sectionsOfSidebar();
const guideIds = sections.flatMap((section) => section.docs).filter((id) => id.startsWith('guides/'));

describe('guides', () => {
  test('the sections are these, in this order, each with pages', () => {
    assert.deepEqual(
      sections.map((section) => section.label),
      SECTION_LABELS,
    );
    for (const section of sections) assert.ok(section.docs.length > 0, `${section.label} is empty`);
  });

  test('every listed guide is in a section, and every first guide URL answers', () => {
    const slugs = guideIds.map((id) => id.slice('guides/'.length));
    for (const guide of [...FIRST_GUIDES, ...NEW_GUIDES]) {
      assert.ok(slugs.includes(guide), `${guide} is in no section`);
      assert.ok(existsSync(path.join(BUILD_DIR, 'docs', 'guides', guide, 'index.html')), `${INDEX}/${guide}`);
    }
  });

  test('the sidebar shows Guides after the last tutorial, its sections in order, each with its pages', () => {
    const ids = docIdsOf(tutorialSidebar);
    const lastTutorial = routeOfDoc(ids.filter((id) => id.startsWith('tutorials/')).at(-1) ?? '');
    for (const section of sections) {
      const html = htmlAt(routeOfDoc(section.docs[0]));
      const sidebar = html.querySelector('nav.menu');
      assert.ok(sidebar, 'no sidebar');
      const guides = categoryLinks(sidebar, 'Guides');
      assert.deepEqual(
        guides.filter((href) => sections.some((other) => other.index === href)),
        sections.map((other) => other.index),
        `${section.label}: the Guides category's sections`,
      );
      assert.deepEqual(categoryLinks(categoryOfGuides(sidebar), section.label), [
        section.index,
        ...section.docs.map(routeOfDoc),
      ]);
      const all = html.querySelectorAll('nav.menu a.menu__link').map((a) => a.getAttribute('href') ?? '');
      assert.ok(all.indexOf(lastTutorial) >= 0, `${lastTutorial} is not in the sidebar`);
      assert.ok(all.indexOf(INDEX) > all.indexOf(lastTutorial), 'Guides come after the last tutorial');
    }
  });

  test(`${INDEX} lists the sections with their descriptions`, () => {
    const cards = cardsOf(INDEX);
    assert.deepEqual(
      cards.map((card) => card.href),
      sections.map((section) => section.index),
    );
    for (const card of cards) assert.ok(card.description.length > 20, `${card.href}: no description`);
  });

  for (const section of sections) {
    test(`${section.index} lists the pages of "${section.label}" with their descriptions`, () => {
      const html = htmlAt(section.index);
      assert.equal(html.querySelector('h1')?.text.trim(), section.label);
      const cards = cardsOf(section.index);
      assert.deepEqual(
        cards.map((card) => card.href),
        section.docs.map(routeOfDoc),
      );
      for (const card of cards) assert.ok(card.description.length > 20, `${card.href}: no description`);
    });
  }

  test('the home page and the tutorials index lead to the guides', () => {
    for (const route of ['/', '/docs/tutorials/']) {
      const hrefs = htmlAt(route)
        .querySelectorAll('main a')
        .map((a) => a.getAttribute('href'));
      assert.ok(hrefs.includes(INDEX), `${route} has no link to ${INDEX}`);
    }
  });

  for (const id of guideIds) {
    const guide = id.slice('guides/'.length);
    test(`${guide}: title, description, sections, API links and related pages`, () =>
      checkGuidePage({
        route: routeOfDoc(id),
        file: path.join(ROOT, 'docs', `${id}.md`),
        docsBase: '/docs',
        apiBase: '/api',
        minWords: NEW_GUIDES.includes(guide) ? 900 : 0,
      }));
  }
});

// The topics only graphql 17 has (the execution pipeline and hooks, abort signals, error
// propagation control, fragment arguments, the features behind 17.1's flags): no 16.x page, but a
// line under "New in graphql 17" on the 16.x guides index.
const ONLY_IN_17 = [
  'execution-pipeline',
  'execution-hooks',
  'cancellation',
  'error-propagation',
  'fragment-arguments',
  'experimental-features',
];

const INDEX_16 = '/docs/16.x/guides';
const sidebar16 = (
  JSON.parse(readFileSync(path.join(ROOT, 'versioned_sidebars', 'version-16.x-sidebars.json'), 'utf8')) as {
    tutorialSidebar: SidebarItem[];
  }
).tutorialSidebar;
const guides16 = sidebar16.find(
  (item): item is Exclude<SidebarItem, string> => typeof item !== 'string' && item.label === 'Guides',
);
const sections16: Section[] = (guides16?.items ?? []).map((item) => {
  assert.ok(typeof item !== 'string' && item.type === 'category', `a 16.x Guides item is no section`);
  return {
    label: item.label ?? '',
    index: `/docs/16.x${item.link?.slug ?? ''}`,
    docs: (item.items ?? []).map(String),
  };
});
const guide16Ids = sections16.flatMap((section) => section.docs);

describe('the 16.x guides', () => {
  test('every current guide has a 16.x page at its slug, unless its topic is only in graphql 17', () => {
    assert.ok(guides16, 'the 16.x sidebar has no Guides category');
    const current = guideIds.map((id) => id.slice('guides/'.length));
    const own = guide16Ids.map((id) => id.slice('guides/'.length));
    assert.deepEqual(
      current.filter((guide) => !own.includes(guide) && !ONLY_IN_17.includes(guide)),
      [],
      'current guides with neither a 16.x page nor a line under "New in graphql 17"',
    );
    assert.deepEqual(
      own.filter((guide) => !current.includes(guide) || ONLY_IN_17.includes(guide)),
      [],
      '16.x guides without a current page of the same slug, or on a topic only in 17',
    );
  });

  test('the sidebar shows Guides after the last 16.x tutorial, with its sections', () => {
    for (const section of sections16) {
      // A section is expanded on its own pages.
      const html = htmlAt(routeOfDoc(`16.x/${section.docs[0]}`));
      const sidebar = html.querySelector('nav.menu');
      assert.ok(sidebar, 'no sidebar');
      assert.equal(categoryLinks(sidebar, 'Guides')[0], `${INDEX_16}/`);
      assert.deepEqual(categoryLinks(categoryOfGuides(sidebar), section.label), [
        section.index,
        ...section.docs.map((id) => routeOfDoc(`16.x/${id}`)),
      ]);
      const all = sidebar.querySelectorAll('a.menu__link').map((a) => a.getAttribute('href') ?? '');
      const tutorials = all.filter((href) => href.startsWith('/docs/16.x/tutorials/'));
      assert.ok(
        all.indexOf(`${INDEX_16}/`) > all.indexOf(tutorials.at(-1) ?? ''),
        'Guides come after the tutorials',
      );
    }
  });

  test(`${INDEX_16} lists the sections, and the topics new in graphql 17 with their current guides`, () => {
    const html = htmlAt(INDEX_16);
    const cards = html
      .querySelectorAll('article a.card, .card a, a.card')
      .map((card) => card.getAttribute('href'));
    for (const section of sections16)
      assert.ok(cards.includes(section.index), `no card for ${section.index}`);
    const markdown = html.querySelector('.theme-doc-markdown');
    assert.ok(markdown, 'no Markdown content');
    const children = markdown.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
    const heading = children.findIndex(
      (node) => node.tagName === 'H2' && node.text.includes('New in graphql 17'),
    );
    assert.ok(heading >= 0, 'no "New in graphql 17" section');
    const hrefs = children
      .slice(heading + 1)
      .flatMap((node) => node.querySelectorAll('li a').map((a) => a.getAttribute('href')));
    for (const guide of ONLY_IN_17)
      assert.ok(hrefs.includes(`/docs/guides/${guide}`), `${guide} is not listed`);
  });

  for (const section of sections16) {
    test(`${section.index} lists the pages of "${section.label}" with their descriptions`, () => {
      const cards = cardsOf(section.index);
      assert.deepEqual(
        cards.map((card) => card.href),
        section.docs.map((id) => routeOfDoc(`16.x/${id}`)),
      );
      for (const card of cards) assert.ok(card.description.length > 20, `${card.href}: no description`);
    });
  }

  for (const id of guide16Ids) {
    test(`16.x ${id}: title, description, sections, 16.x API links, related pages, 900 words`, () =>
      checkGuidePage({
        route: routeOfDoc(`16.x/${id}`),
        file: path.join(ROOT, 'versioned_docs', 'version-16.x', `${id}.md`),
        docsBase: '/docs/16.x',
        apiBase: '/api/16.x',
        minWords: 900,
      }));
  }
});
