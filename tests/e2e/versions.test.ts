/**
 * Moving between the two docs versions in the production build (spec sections 1
 * and 4): the navbar's version dropdown opens the same page in the chosen version where it exists,
 * else that version's main page, and stores the choice as the preferred docs version; the navbar's
 * Tutorial and API links then lead into the preferred version; a 16.x page shows a banner naming
 * its version, linking to the same page in Next.
 *
 * Which pages exist in one version only is read from the two graphql packages' typings and the
 * docs folders, not assumed.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe} from 'node:test';
import type {Page} from 'playwright-core';
import {gotoHydrated, test} from '../support/browser';
import {useSite} from '../support/e2e';
import {API_VERSIONS, publicExportNames} from '../support/graphql-exports';
import {ROOT} from '../support/paths';

const site = useSite();
const [NEXT, V16] = API_VERSIONS;
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** An API page of one version that the other lacks, as `kind/Name` (a class if any, else a function). */
function pageOnlyIn(version: (typeof API_VERSIONS)[number]): string {
  const other = API_VERSIONS.find((candidate) => candidate !== version)!;
  for (const kind of ['class', 'function'] as const) {
    const otherNames = publicExportNames(kind, other.dir);
    const only = publicExportNames(kind, version.dir).find((name) => !otherNames.includes(name));
    if (only) return `${kind}/${only}`;
  }
  assert.fail(`no API page of ${version.label} is missing from ${other.label}`);
}

/** Chooses a version in the navbar's version dropdown (the one whose button shows `current`). */
async function chooseVersion(page: Page, current: string, wanted: string): Promise<void> {
  const dropdown = page
    .locator('.navbar__item.dropdown')
    .filter({has: page.locator('.navbar__link', {hasText: new RegExp(`^${current.replace('.', '\\.')}$`)})});
  await dropdown.hover();
  await dropdown.locator('.dropdown__link', {hasText: new RegExp(`^${wanted.replace('.', '\\.')}$`)}).click();
}

const preferred = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY);

/** The href of a navbar link, by its text. */
const navbarHref = (page: Page, text: string) =>
  page
    .locator('nav.navbar .navbar__items a.navbar__link', {hasText: new RegExp(`^${text}$`)})
    .first()
    .getAttribute('href');

describe('version dropdown', () => {
  test('lists Next and 16.x, then the releases link', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    const dropdown = page
      .locator('.navbar__item.dropdown')
      .filter({has: page.locator('.navbar__link', {hasText: /^Next$/})});
    const items = (await dropdown.locator('.dropdown__link').allTextContents()).map((item) => item.trim());
    assert.deepEqual(items.slice(0, 2), ['Next', '16.x']);
    assert.match(items[2], /All releases/);
  });

  test('on a tutorial, opens the same tutorial in the other version and stores the choice', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    await chooseVersion(page, 'Next', '16.x');
    await page.waitForURL(`${site.origin()}/docs/16.x/tutorials/basic-types`);
    assert.equal(await preferred(page), '16.x');
    await page.locator('.theme-doc-version-banner').waitFor();
    await chooseVersion(page, '16.x', 'Next');
    await page.waitForURL(`${site.origin()}/docs/tutorials/basic-types`);
    assert.equal(await preferred(page), 'current');
  });

  test('on a page of Next only, leads to the main doc of 16.x', async () => {
    const upgradeGuide = path.join(ROOT, 'docs', 'upgrading', 'v16-to-v17.md');
    assert.ok(existsSync(upgradeGuide));
    assert.ok(!existsSync(path.join(ROOT, 'versioned_docs', 'version-16.x', 'upgrading', 'v16-to-v17.md')));
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/upgrading/v16-to-v17`);
    await chooseVersion(page, 'Next', '16.x');
    await page.waitForURL(`${site.origin()}/docs/16.x/tutorials/`);
  });

  test('on an API page, opens the same API page in the other version and stores the choice', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}${NEXT.apiBase}/class/GraphQLError`);
    await chooseVersion(page, 'Next', '16.x');
    await page.waitForURL(`${site.origin()}${V16.apiBase}/class/GraphQLError`);
    assert.equal(await preferred(page), '16.x');
    await chooseVersion(page, '16.x', 'Next');
    await page.waitForURL(`${site.origin()}${NEXT.apiBase}/class/GraphQLError`);
    assert.equal(await preferred(page), 'current');
  });

  test('on an API page of one version only, leads to the other version’s API index', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}${NEXT.apiBase}/${pageOnlyIn(NEXT)}`);
    await chooseVersion(page, 'Next', '16.x');
    await page.waitForURL(`${site.origin()}${V16.apiBase}`);
  });
});

describe('navbar links follow the preferred version', () => {
  test('after choosing 16.x, Tutorial and API lead into 16.x on every page', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/`);
    assert.equal(await navbarHref(page, 'Tutorial'), '/docs/tutorials/');
    assert.equal(await navbarHref(page, 'API'), NEXT.apiBase);
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await chooseVersion(page, 'Next', '16.x');
    await page.waitForURL(`${site.origin()}/docs/16.x/tutorials/`);
    // A page of no docs version: the stored preference decides.
    await gotoHydrated(page, `${site.origin()}/`);
    assert.equal(await navbarHref(page, 'Tutorial'), '/docs/16.x/tutorials/');
    assert.equal(await navbarHref(page, 'API'), V16.apiBase);
    await page.locator('nav.navbar .navbar__items a.navbar__link', {hasText: /^API$/}).click();
    await page.waitForURL(`${site.origin()}${V16.apiBase}`);
  });
});

describe('version banner', () => {
  for (const [route, same] of [
    ['/docs/16.x/tutorials/basic-types', '/docs/tutorials/basic-types'],
    [`${V16.apiBase}/class/GraphQLError`, `${NEXT.apiBase}/class/GraphQLError`],
  ] as const) {
    test(`${route} names its version and links to the same page in Next`, async () => {
      const page = await site.newPage();
      await gotoHydrated(page, `${site.origin()}${route}`);
      const banner = page.locator('.theme-doc-version-banner');
      assert.match(await banner.innerText(), /16\.x/);
      const link = banner.locator('a');
      assert.equal(await link.getAttribute('href'), same);
      await link.click();
      await page.waitForURL(`${site.origin()}${same}`);
      // Next pages have no banner: the one of the 16.x page goes once the new page renders.
      await page.locator('.theme-doc-version-banner').waitFor({state: 'detached'});
      assert.match(await page.locator('article h1, main h1').first().innerText(), /\S/);
      assert.equal(await preferred(page), 'current');
    });
  }

  test('an API page of 16.x only links to the Next API index', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}${V16.apiBase}/${pageOnlyIn(V16)}`);
    assert.equal(await page.locator('.theme-doc-version-banner a').getAttribute('href'), NEXT.apiBase);
  });
});

describe('announcement bar', () => {
  test('says graphql 17 is out and links to the upgrade guide, which opens', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/`);
    const bar = page.locator('.theme-announcement-bar');
    assert.match(await bar.innerText(), /graphql 17 is out/);
    await bar.locator('a[href="/docs/upgrading/v16-to-v17"]').click();
    await page.waitForURL(`${site.origin()}/docs/upgrading/v16-to-v17`);
    assert.match(await page.locator('article h1').innerText(), /Upgrading from graphql 16 to 17/);
  });
});
