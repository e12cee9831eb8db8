/**
 * Page furniture of spec sections 1, 2, 4 and 9 in the production build: TOC levels,
 * breadcrumbs, sidebars, collapsible categories and their animation, the 996 px breakpoint and
 * the mobile sidebar.
 */
import assert from 'node:assert/strict';
import {describe} from 'node:test';
import type {Page} from 'playwright-core';
import {gotoHydrated, test} from '../support/browser';
import {useSite} from '../support/e2e';

const site = useSite();

describe('table of contents', () => {
  test('lists h2 and h3 headings and no h4', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/defer-stream`);
    const headings = await page.locator('article .markdown').evaluate((root) => ({
      h2: [...root.querySelectorAll('h2')].map((h) => h.id),
      h3: [...root.querySelectorAll('h3')].map((h) => h.id),
      h4: [...root.querySelectorAll('h4')].map((h) => h.id),
    }));
    assert.ok(headings.h4.length > 0, 'the page has no h4 to leave out');
    const toc = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.slice(1)));
    assert.deepEqual([...toc].sort(), [...headings.h2, ...headings.h3].sort());
  });

  // The API plugin's page option beside the TOC did nothing on pages with nothing inherited.
  test('an API page offers "Hide Inherited" only when it lists inherited members, and it hides them', async () => {
    const page = await site.newPage();
    const option = page.locator('.tsd-api-options').getByRole('checkbox', {name: 'Hide Inherited'});
    const member = (name: string) => page.locator(`section.tsd-member:has(#${name})`);
    for (const route of [
      '/api/module/execution',
      '/api/function/execute',
      '/api/enum/Kind',
      '/api/class/GraphQLSchema',
    ]) {
      await gotoHydrated(page, site.origin() + route);
      assert.equal(await page.getByText('Hide Inherited').count(), 0, route);
    }
    // ValidationContext extends ASTValidationContext, whose getDocument() it inherits.
    await gotoHydrated(page, `${site.origin()}/api/class/ValidationContext`);
    await member('getDocument').waitFor();
    await option.check();
    await member('getDocument').waitFor({state: 'detached'});
    assert.equal(await member('getSchema').count(), 1, 'an own member stays');
    assert.equal(
      await page.locator('.table-of-contents a[href="#getDocument"]').count(),
      0,
      'left out of the TOC',
    );
  });
});

describe('breadcrumbs', () => {
  for (const [route, expected] of [
    ['/docs/tutorials/constructing-types', ['Advanced', 'Constructing types']],
    // Module, category (type/schema.d.ts opens with `/** @category Schema */`), name.
    ['/api/class/GraphQLSchema', ['graphql/type', 'Schema', 'GraphQLSchema']],
  ] as const) {
    test(`${route} shows ${expected.join(' › ')}`, async () => {
      const page = await site.newPage();
      await gotoHydrated(page, site.origin() + route);
      const crumbs = await page.locator('nav[aria-label="Breadcrumbs"] .breadcrumbs__item').allTextContents();
      assert.deepEqual(crumbs.map((crumb) => crumb.trim()).filter(Boolean), expected);
    });
  }
});

describe('sidebars', () => {
  const sidebarLinks = (page: Page) =>
    page.locator('aside.theme-doc-sidebar-container .menu__link').allTextContents();

  test('a tutorial shows tutorialSidebar and an API page the api sidebar', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    const tutorial = await sidebarLinks(page);
    assert.ok(
      tutorial.includes('Getting started') && !tutorial.includes('graphql/type'),
      tutorial.join(', '),
    );
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
    const api = await sidebarLinks(page);
    assert.ok(
      api.includes('Overview') && api.includes('graphql/type') && !api.includes('Getting started'),
      api.join(', '),
    );
  });

  /** Expands a collapsed category and returns the transition styles its list went through. */
  async function expand(page: Page, label: string): Promise<string[]> {
    const item = page.locator('aside li.menu__list-item', {
      has: page.locator(':scope > .menu__list-item-collapsible', {hasText: new RegExp(`^${label}$`)}),
    });
    await item.evaluate((li) => {
      const seen: string[] = [];
      (window as unknown as {transitions: string[]}).transitions = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const style = (record.target as HTMLElement).style?.transition;
          if (record.target instanceof HTMLUListElement && style) seen.push(style);
        }
      }).observe(li, {attributes: true, attributeFilter: ['style'], subtree: true, childList: true});
    });
    // A category that links to a page (an API module) opens with its caret button.
    const collapsible = item.locator(':scope > .menu__list-item-collapsible');
    await (
      (await collapsible.locator('.menu__caret').count())
        ? collapsible.locator('.menu__caret')
        : collapsible.locator('.menu__link')
    ).click();
    // The category is open once the theme has removed the collapsed class and the list has
    // finished its animation (the theme sets the inline height back to auto at the end).
    await page.waitForFunction(
      (li) => {
        const list = li!.querySelector(':scope > ul') as HTMLElement | null;
        return (
          !li!.classList.contains('menu__list-item--collapsed') &&
          list !== null &&
          ['', 'auto'].includes(list.style.height)
        );
      },
      await item.elementHandle(),
    );
    return page.evaluate(() => (window as unknown as {transitions: string[]}).transitions);
  }

  const durationMs = (transitions: string[]) => {
    const match = transitions.join(' ').match(/height ([\d.]+)ms/);
    assert.ok(match, `no height transition in ${JSON.stringify(transitions)}`);
    return Number(match[1]);
  };

  test('categories expand and collapse, and the animation takes longer for taller content', async () => {
    const page = await site.newPage();
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
    const error = durationMs(await expand(page, 'graphql/error'));
    const language = durationMs(await expand(page, 'graphql/language'));
    assert.ok(
      language > error,
      `graphql/language (107 exports) took ${language} ms, graphql/error (7 exports) ${error} ms`,
    );
    const toggle = page
      .locator('aside .menu__list-item-collapsible', {hasText: /^graphql\/error$/})
      .locator('.menu__caret');
    await toggle.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('aside .menu__list-item-collapsible')].some(
        (el) =>
          el.textContent === 'graphql/error' &&
          el.parentElement?.classList.contains('menu__list-item--collapsed'),
      ),
    );
  });

  test('under reduced motion the animation takes 1 ms', async () => {
    const page = await site.newPage({reducedMotion: 'reduce'});
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
    assert.equal(durationMs(await expand(page, 'graphql/language')), 1);
  });
});

describe('the 996 px breakpoint', () => {
  const toggle = (page: Page) => page.locator('.navbar__toggle');
  const desktopItem = (page: Page) => page.locator('.navbar__items a.navbar__link', {hasText: 'Tutorial'});

  test('at 996 px the navbar collapses into the mobile sidebar', async () => {
    const page = await site.newPage({viewport: {width: 996, height: 800}});
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    assert.ok(await toggle(page).isVisible(), 'no menu button');
    assert.equal(await desktopItem(page).isVisible(), false);
    // The layout code agrees with the CSS: the desktop docs sidebar's menu is not rendered.
    assert.equal(await page.locator('aside.theme-doc-sidebar-container .menu').count(), 0);
    await toggle(page).click();
    await page.locator('.navbar-sidebar').waitFor();
    assert.ok(await page.locator('.navbar-sidebar .menu__link', {hasText: 'Getting started'}).isVisible());
  });

  test('at 997 px the desktop navbar and sidebar show', async () => {
    const page = await site.newPage({viewport: {width: 997, height: 800}});
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    assert.equal(await toggle(page).isVisible(), false);
    assert.ok(await desktopItem(page).isVisible());
    assert.ok(await page.locator('aside.theme-doc-sidebar-container .menu').isVisible());
  });

  // The closed drawer, with the page's whole sidebar, was rendered as soon as a phone
  // hydrated the page; it now renders when the reader reaches for the menu button.
  test('the drawer renders when the reader reaches for the menu button, and opens by pointer or key', async () => {
    const drawerLink = (page: Page) =>
      page.locator('.navbar-sidebar .menu__link', {hasText: 'GraphQLSchema'});
    const page = await site.newPage({viewport: {width: 390, height: 800}});
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLObjectType`);
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'the closed drawer is rendered');
    await toggle(page).hover();
    await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
    assert.equal(await page.locator('.navbar-sidebar--show').count(), 0, 'pointing at the button opened it');
    await toggle(page).click();
    await page.locator('.navbar-sidebar--show').waitFor();
    assert.ok(await drawerLink(page).first().isVisible(), 'the API sidebar is not in the open drawer');

    const byKey = await site.newPage({viewport: {width: 390, height: 800}});
    await gotoHydrated(byKey, `${site.origin()}/api/class/GraphQLObjectType`);
    await toggle(byKey).focus();
    await byKey.keyboard.press('Enter');
    await byKey.locator('.navbar-sidebar--show').waitFor();
    // Focus started loading the drawer's code; it shows once loaded.
    await drawerLink(byKey).first().waitFor({state: 'visible'});
  });

  test('the mobile sidebar closes on route change', async () => {
    const page = await site.newPage({viewport: {width: 600, height: 800}});
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/basic-types`);
    await toggle(page).click();
    await page.locator('.navbar-sidebar .menu__link', {hasText: 'Object types'}).click();
    await page.waitForURL(`${site.origin()}/docs/tutorials/object-types`);
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    assert.equal(await page.locator('html.navbar-sidebar--show, .navbar-sidebar--show').count(), 0);
  });
});

describe('page start-up', () => {
  test("the app's scripts run once the page has painted, and the page hydrates", async () => {
    const page = await site.newPage();
    // The time each app script joins the document: main runs only once it is there.
    await page.addInitScript(`(() => {
      window.scriptsAddedAt = {};
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.tagName === 'SCRIPT' && node.src) window.scriptsAddedAt[new URL(node.src).pathname] = performance.now();
      }).observe(document, {childList: true, subtree: true});
    })()`);
    await gotoHydrated(page, `${site.origin()}/api/class/GraphQLSchema`);
    const {added, paint} = await page.evaluate(() => ({
      added: (window as unknown as {scriptsAddedAt: Record<string, number>}).scriptsAddedAt,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    const main = Object.entries(added).find(([script]) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(script));
    assert.ok(main, `main was not added as a script: ${Object.keys(added).join(', ')}`);
    assert.ok(paint !== undefined, 'no first contentful paint');
    assert.ok(main[1] >= paint, `main added at ${main[1]} ms, before the first paint at ${paint} ms`);
  });

  test('a wide code block shows its word-wrap button once it nears the viewport, not before', async () => {
    const page = await site.newPage({viewport: {width: 390, height: 844}});
    await gotoHydrated(page, `${site.origin()}/docs/guides/dataloader`);
    // Wider than the screen (the button's condition), and where each block is as the page opens.
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll('article .theme-code-block pre')].map((pre) => ({
        wide: pre.scrollWidth > pre.clientWidth,
        top: pre.getBoundingClientRect().top,
      })),
    );
    const height = 844;
    const inView = blocks.findIndex((block) => block.wide && block.top < height);
    const farBelow = blocks.map((block) => block.wide && block.top > 3 * height).lastIndexOf(true);
    assert.ok(inView >= 0 && farBelow >= 0, JSON.stringify(blocks));
    const wrap = (index: number) =>
      page.locator('article .theme-code-block').nth(index).getByRole('button', {name: 'Toggle word wrap'});
    await wrap(inView).waitFor();
    assert.equal(await wrap(farBelow).count(), 0, 'a block far below the viewport was measured');
    await page.locator('article .theme-code-block').nth(farBelow).scrollIntoViewIfNeeded();
    await wrap(farBelow).waitFor();
  });
});
