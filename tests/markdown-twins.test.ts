/**
 * The site as Markdown, in every docs version: a twin next
 * to every docs and API page and no stray twin, an alternate link from page to twin, `llms.txt`
 * whose every URL is in the build, listing the versions in the site's order (Next first) in
 * sections headed with the version and its graphql release, `llms-full.txt` with the same twins in
 * the same sections and order, links inside twins that resolve, API twins whose links stay in their
 * version, and API twins that carry every member of their HTML page.
 *
 * Expectations come from the built HTML, not from the plugin: which pages exist and the version of
 * each (the `docs-version-*` / `api-version-*` class the docs and API plugins put on `<html>`), the
 * versions' labels and order (the navbar's version dropdown), each version's graphql release (the
 * tag in its API pages' source links), the tutorials' order (each version's sidebar) and each API
 * page's members (its member headings).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {HTMLElement} from 'node-html-parser';
import {builtFileFor, filesUnder} from './support/build-files';
import {builtDocument} from './support/links';
import {versionOfDocument, type PageVersion} from './support/page-versions';
import {BUILD_DIR} from './support/paths';

const urlPath = (file: string) => '/' + path.relative(BUILD_DIR, file).split(path.sep).join('/');

type Page = PageVersion & {route: string; html: HTMLElement};

/** Every page of the docs plugin and of the API plugin: its route (from the canonical link), the
 * plugin, the docs version it belongs to, and its parsed HTML. */
const contentPages: Page[] = filesUnder(BUILD_DIR, '.html').flatMap((file) => {
  const html = builtDocument(file);
  const pageVersion = versionOfDocument(html);
  if (!pageVersion) return [];
  const canonical = html.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  return [{route: new URL(canonical).pathname, ...pageVersion, html}];
});
const pageByRoute = new Map(contentPages.map((page) => [page.route, page]));

/** The twin a route should have: `/docs/tutorials/` -> `/docs/tutorials/index.md`. */
const twinOf = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);
const pageByTwin = new Map(contentPages.map((page) => [twinOf(page.route), page]));
const twins = filesUnder(BUILD_DIR, '.md').map(urlPath);
const read = (sitePath: string) => readFileSync(path.join(BUILD_DIR, sitePath), 'utf8');

/** Whether a site path (hash allowed) is a built page or file. */
const resolves = (sitePath: string) => builtFileFor(sitePath.split('#')[0]) !== undefined;

/** The page a site path (page or twin, hash allowed) stands for. */
const pageOf = (sitePath: string) => {
  const clean = sitePath.split('#')[0];
  return pageByTwin.get(clean) ?? pageByRoute.get(clean) ?? pageByRoute.get(clean.replace(/\/$/, ''));
};

/** A docs version as the build shows it. */
type Version = {
  name: string;
  label: string;
  release: string;
  docsPages: Page[];
  apiPages: Page[];
  /** The API reference's main page (`/api`, `/api/16.x`): the shortest API route. */
  apiIndex: Page | undefined;
};

/** The pages' versions in the order of the version dropdown, with the label it gives each. */
const versions: Version[] = (() => {
  const byName = new Map<string, Version>();
  for (const page of contentPages) {
    if (!byName.has(page.version)) {
      const pages = contentPages.filter((candidate) => candidate.version === page.version);
      const apiPages = pages.filter((candidate) => candidate.kind === 'api');
      const apiIndex = [...apiPages].sort((a, b) => a.route.length - b.route.length)[0];
      const sourceLink = apiIndex?.html
        .querySelectorAll('a[href^="https://github.com/graphql/graphql-js/blob/"]')[0]
        ?.getAttribute('href');
      byName.set(page.version, {
        name: page.version,
        // The dropdown's toggle names the version of the page it is on.
        label: page.html.querySelector('.navbar .dropdown > a.navbar__link')?.text.trim() ?? '',
        release: /\/blob\/v([^/]+)\//.exec(sourceLink ?? '')?.[1] ?? '',
        docsPages: pages.filter((candidate) => candidate.kind === 'docs'),
        apiPages,
        apiIndex,
      });
    }
  }
  const dropdownOrder = contentPages[0].html
    .querySelectorAll('.navbar .dropdown__menu a.dropdown__link')
    .map((link) => link.text.trim());
  return [...byName.values()].sort((a, b) => dropdownOrder.indexOf(a.label) - dropdownOrder.indexOf(b.label));
})();
const versionOfTwin = (twin: string) => pageByTwin.get(twin)?.version;

/** The sections of llms.txt: heading and the site paths it lists. */
function llmsSections(): {heading: string; urls: string[]}[] {
  const [, ...sections] = read('/llms.txt').split(/^## /m);
  return sections.map((section) => {
    const [heading] = section.split('\n', 1);
    const urls = [...section.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    return {heading, urls};
  });
}

/** The names of the members an API page documents, from its member headings and title. */
function memberNames(page: Page, isIndex: boolean): string[] {
  const names = page.html
    .querySelectorAll('.tsd-member .tsd-panel-header .tsd-anchor-id')
    .map((anchor) => anchor.id);
  const heading = page.html.querySelector('h1 .tsd-header-flags')?.nextSibling?.text.trim();
  if (heading && !isIndex) names.push(heading);
  return names;
}

describe('Markdown twins', () => {
  test('the build has two docs versions, each with docs and API pages, labels and a graphql release', () => {
    assert.ok(versions.length >= 2, `only ${versions.length} docs version(s) in the build`);
    for (const version of versions) {
      assert.ok(version.label, `no label for docs version ${version.name}`);
      assert.match(version.release, /^\d+\.\d+\.\d+/, `no graphql release for docs version ${version.name}`);
      assert.ok(
        version.docsPages.length >= 10,
        `${version.name}: only ${version.docsPages.length} docs pages`,
      );
      assert.ok(version.apiPages.length > 250, `${version.name}: only ${version.apiPages.length} API pages`);
    }
    // "Next" is the version at the unversioned paths (`/api`, `/docs/tutorials/`).
    assert.equal(versions[0].name, pageByRoute.get('/api')?.version);
    assert.equal(versions[0].name, pageByRoute.get('/docs/tutorials/')?.version);
  });

  test('every docs and API page of every version has a twin, and every twin a page', () => {
    for (const version of versions) {
      const pages = [...version.docsPages, ...version.apiPages];
      assert.deepEqual(
        pages.map((page) => twinOf(page.route)).filter((twin) => !twins.includes(twin)),
        [],
        `pages of ${version.label} without a twin`,
      );
    }
    assert.deepEqual(
      twins.filter((twin) => !pageByTwin.has(twin)),
      [],
      'twins without a page',
    );
  });

  test('every page of every version announces its twin with an alternate link', () => {
    const missing = contentPages.filter(({route, html}) => {
      const link = html.querySelector('link[rel="alternate"][type="text/markdown"]');
      return link?.getAttribute('href') !== twinOf(route);
    });
    assert.deepEqual(
      missing.map((page) => page.route),
      [],
    );
  });

  test('every URL in llms.txt is in the build, and it lists every twin once', () => {
    const llms = read('/llms.txt');
    assert.match(llms, /^# graphql-js\n\n> /);
    const urls = llmsSections().flatMap((section) => section.urls);
    assert.deepEqual(
      urls.filter((url) => !resolves(url)),
      [],
    );
    assert.deepEqual([...urls].sort(), [...twins].sort());
  });

  test('llms.txt lists the versions in the site order, Next first, each in sections headed with its label and release', () => {
    const sections = llmsSections().map((section) => {
      const sectionVersions = [...new Set(section.urls.map(versionOfTwin))];
      assert.equal(
        sectionVersions.length,
        1,
        `section "${section.heading}" mixes versions ${sectionVersions.join(', ')}`,
      );
      const version = versions.find((candidate) => candidate.name === sectionVersions[0]);
      assert.ok(version, `section "${section.heading}" lists no page of a known version`);
      assert.ok(
        section.heading.startsWith(version.label) && section.heading.includes(version.release),
        `section "${section.heading}" does not name ${version.label} and graphql ${version.release}`,
      );
      return {...section, version};
    });
    const order = sections.map((section) => section.version.name);
    assert.deepEqual(
      [...new Set(order)],
      versions.map((version) => version.name),
    );
    // Each version's sections are together: the order changes version only once per version.
    assert.equal(order.filter((name, index) => name !== order[index - 1]).length, versions.length);
    for (const version of versions) {
      const ofVersion = sections.filter((section) => section.version === version);
      // Docs sections (Tutorials, Guides, …) come first, then the API reference.
      const docsSections = ofVersion.filter((section) =>
        section.urls.every((url) => pageOf(url)?.kind === 'docs'),
      );
      const apiSection = ofVersion.find((section) =>
        section.urls.every((url) => pageOf(url)?.kind === 'api'),
      );
      assert.ok(docsSections.length > 0 && apiSection, `${version.label} lacks a docs or an API section`);
      assert.deepEqual(ofVersion.slice(0, docsSections.length), docsSections, 'docs sections after the API');
      // The docs in the order of the version's sidebar, as its docs pages render it.
      const sidebar = version.docsPages[0].html
        .querySelectorAll('nav.menu a.menu__link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => pageByRoute.get(href)?.version === version.name)
        .map(twinOf);
      assert.ok(sidebar.length >= 10, `${version.label}: only ${sidebar.length} sidebar links`);
      // Collapsed categories render without their items (the guides' sections): the links a page
      // shows are twins, in the same order.
      const docsUrls = docsSections.flatMap((section) => section.urls);
      const shown = new Set(sidebar);
      assert.deepEqual(
        docsUrls.filter((url) => shown.has(url)),
        sidebar,
      );
    }
  });

  test('llms-full.txt holds the twins of llms.txt, in its sections and order', () => {
    const full = read('/llms-full.txt');
    const sections = llmsSections();
    const starts = sections.map((section) => full.indexOf(`# ${section.heading}\n`));
    assert.ok(
      starts.every((start, index) => start >= 0 && (index === 0 || start > starts[index - 1])),
      `section headings missing or out of order: ${sections.map((section) => section.heading).join(' | ')}`,
    );
    sections.forEach((section, index) => {
      const text = full.slice(starts[index], starts[index + 1] ?? full.length);
      let position = 0;
      for (const url of section.urls) {
        const found = text.indexOf(read(url).trimEnd(), position);
        assert.ok(found >= position, `${url} is missing from, or out of order in, "${section.heading}"`);
        position = found + 1;
      }
    });
  });

  test('links inside twins resolve, and those of API twins stay in the twin’s version', () => {
    const broken: string[] = [];
    const crossing: string[] = [];
    let checked = 0;
    for (const twin of twins) {
      const from = pageByTwin.get(twin);
      // An API twin's version history links the other release's page and the upgrade
      // guide on purpose, as its page does.
      const history = /^## Version history\n[\s\S]*?(?=^## |(?![\s\S]))/m.exec(read(twin))?.[0] ?? '';
      // Code is not Markdown: `policies[rule](...args)` in a fenced block is no link.
      const prose = read(twin).replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
      for (const [link, href] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(href) || href.startsWith('#')) continue;
        checked += 1;
        if (!href.startsWith('/') || !resolves(href)) {
          broken.push(`${twin}: ${href}`);
          continue;
        }
        // An API twin is rendered from one version's API data, so its links stay in that version.
        // Docs twins keep their authors' links, which may cross on purpose (a 16.x tutorial to its
        // graphql 17 page, the upgrade guide to the 16.x API).
        const to = pageOf(href);
        if (to && from?.kind === 'api' && to.version !== from.version && !history.includes(link)) {
          crossing.push(`${twin} (${from.version}): ${href} (${to.version})`);
        }
      }
    }
    assert.ok(checked > 3000, `only ${checked} links checked`);
    assert.deepEqual(broken, []);
    assert.deepEqual(crossing, []);
  });

  for (const version of versions) {
    test(`every API twin of ${version.label} carries every member of its page`, () => {
      const lacking: string[] = [];
      let checked = 0;
      for (const page of version.apiPages) {
        const names = memberNames(page, page === version.apiIndex);
        checked += names.length;
        // Markdown escapes `_` and `[`; TypeDoc's Markdown titles a constructor "Constructors".
        const markdown = read(twinOf(page.route))
          .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
          .toLowerCase();
        const missing = names.filter((name) => !markdown.includes(name.toLowerCase()));
        if (missing.length > 0) lacking.push(`${page.route}: ${missing.join(', ')}`);
      }
      assert.ok(checked > 1000, `only ${checked} member names found in ${version.label}'s API pages`);
      assert.deepEqual(lacking, []);
    });
  }
});
