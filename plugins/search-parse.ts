/**
 * The search index's reading of a built docs page ("Lean and fast" issue: the build spent most of
 * its `postBuild` here). @easyops-cn/docusaurus-search-local 0.55.3 reads every indexed page with
 * cheerio (`parse.js`, `parseDocument.js`, `getCondensedText.js` of its `dist/server/server/utils`):
 * it parses the HTML with parse5, then runs a dozen CSS selectors over the whole document and
 * wraps every element it reads in a cheerio object: 10 to 40 s for the site's 700 pages on this
 * machine. {@link parseDocsPage} parses with htmlparser2, which builds the same tree for these
 * (minified, well-formed) pages, and walks it directly, step by step as those files do, in about a
 * quarter of the time, half of it parsing. The plugin calls it through the content of
 * plugins/search-index-versions.ts (patches/@easyops-cn+docusaurus-search-local+0.55.3.patch,
 * `postBuildFactory.js`, `scanDocuments.js`); tests/search-parse.test.ts holds it to the plugin's
 * own reading of every built page.
 */
import {parseDocument} from 'htmlparser2';
import type {AnyNode, ChildNode, Element, ParentNode} from 'domhandler';

/** The plugin's options that its reading of a page uses. */
export type SearchParseOptions = {
  /** Elements to leave out of the index (the plugin's `ignoreCssSelectors`): `.class` selectors. */
  ignoreCssSelectors: string[];
  /** Index pages marked `noindex` anyway (the plugin's `forceIgnoreNoIndex`). */
  forceIgnoreNoIndex: boolean;
};

/** What the plugin reads of a docs page (its `parseDocument`'s result). */
export type ParsedDocsPage = {
  pageTitle: string;
  description: string;
  keywords: string;
  sections: {title: string; hash: string; content: string}[];
  breadcrumb: string[];
};

const HEADINGS = new Set(['h1', 'h2', 'h3']);
// getCondensedText.js's BLOCK_TAGS: their text is set apart by spaces.
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'td',
  'th',
]);

// domhandler's node types: `tag`, and `script` and `style` for those elements (CSS selectors
// match all three, cheerio's `getCondensedText` reads only `tag`).
const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const classLists = new WeakMap<Element, string[]>();
const hasClass = (element: Element, name: string): boolean => {
  let list = classLists.get(element);
  if (!list) {
    list = (element.attribs.class ?? '').split(/[\t\n\f\r ]+/);
    classLists.set(element, list);
  }
  return list.includes(name);
};
const isHeading = (node: AnyNode): node is Element => isElement(node) && HEADINGS.has(node.name);

/** The elements below `root` (not itself) that `test` accepts, in document order. */
function descendants(root: ParentNode, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of parent.children) {
      if (isElement(child)) {
        if (test(child)) found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
}

/** Whether an ancestor of `element` passes `test` (a CSS descendant combinator). */
function hasAncestor(element: Element, test: (element: Element) => boolean): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if (isElement(parent) && test(parent)) return true;
  }
  return false;
}

/** The element siblings after `node`, in order (cheerio's `nextAll`). */
function nextElements(node: ChildNode): Element[] {
  const found: Element[] = [];
  for (let next = node.next; next; next = next.next) {
    if (isElement(next)) found.push(next);
  }
  return found;
}

/** The element siblings before `node`, in document order (cheerio's `prevAll`, sorted). */
function previousElements(node: ChildNode): Element[] {
  const found: Element[] = [];
  for (let previous = node.prev; previous; previous = previous.prev) {
    if (isElement(previous)) found.unshift(previous);
  }
  return found;
}

/** The element siblings after `node` up to the next heading (cheerio's `nextUntil("h1, h2, h3")`). */
function elementsUntilHeading(node: ChildNode): Element[] {
  const found: Element[] = [];
  for (const next of nextElements(node)) {
    if (isHeading(next)) break;
    found.push(next);
  }
  return found;
}

/** domutils' `textContent`, which cheerio's `text()` returns: all text below, comments left out. */
function textContent(node: AnyNode): string {
  if (node.type === 'comment') return '';
  if ('children' in node) return node.children.map(textContent).join('');
  return node.type === 'text' ? node.data : '';
}

/** getCondensedText.js: the text of some elements, block elements set apart, spaces collapsed. */
function condensedText(nodes: AnyNode[]): string {
  const text = (node: AnyNode): string => {
    if (node.type === 'text') return node.data;
    if (node.type !== 'tag') return '';
    if (node.name === 'br') return ' ';
    const content = node.children.map(text).join('');
    return BLOCK_TAGS.has(node.name) ? ` ${content} ` : content;
  };
  return nodes.map(text).join('').trim().replace(/\s+/g, ' ');
}

/** Takes a node out of the tree (domutils' `removeElement`, which cheerio's `remove()` uses). */
function removeNode(node: ChildNode): void {
  if (node.prev) node.prev.next = node.next;
  if (node.next) node.next.prev = node.prev;
  if (node.parent) {
    const siblings = node.parent.children;
    siblings.splice(siblings.lastIndexOf(node), 1);
  }
  node.prev = node.next = node.parent = null;
}

/** The test for one of the plugin's `ignoreCssSelectors`. */
function ignoredBy(selector: string): (element: Element) => boolean {
  const match = /^\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)$/.exec(selector.trim());
  if (!match) {
    throw new Error(
      `plugins/search-parse.ts reads only class selectors in ignoreCssSelectors, not "${selector}"`,
    );
  }
  return (element) => hasClass(element, match[1]);
}

/**
 * Visits the elements below `root` in document order, each with what its parent's visit returned
 * (`rootState` for the children of `root`): the state of the ancestors that the lookups need.
 */
function walk<State>(
  root: ParentNode,
  rootState: State,
  visit: (element: Element, state: State) => State,
): void {
  const visitChildren = (parent: ParentNode, state: State) => {
    for (const child of parent.children) {
      if (isElement(child)) visitChildren(child, visit(child, state));
    }
  };
  visitChildren(root, rootState);
}

/**
 * Reads a built docs page as the search plugin's `parse(html, "docs", url, options)` does.
 * @param html the page's HTML
 * @param options the plugin's options
 * @returns the page's title, description, keywords, breadcrumb and sections (heading title, its
 *   anchor and the text up to the next heading), or null for a page marked `noindex`
 * @throws when an ignored selector is not a class selector
 */
export function parseDocsPage(html: string, options: SearchParseOptions): ParsedDocsPage | null {
  const root = parseDocument(html);
  const ignored = options.ignoreCssSelectors.map(ignoredBy);

  // One walk for what parse.js looks up before it reads the page: the robots meta, and what it
  // takes out (copy buttons of code boxes, the ignored selectors in order, version badges).
  let robots: string | undefined;
  const codeBoxButtons: Element[] = [];
  const ignoredElements: Element[][] = ignored.map(() => []);
  const badges: Element[] = [];
  walk(root, false, (element, inCodeBox) => {
    if (robots === undefined && element.name === 'meta' && element.attribs.name === 'robots') {
      robots = element.attribs.content ?? '';
    }
    if (inCodeBox && element.name === 'button') codeBoxButtons.push(element);
    ignored.forEach((test, i) => test(element) && ignoredElements[i].push(element));
    if (element.name === 'span' && hasClass(element, 'badge')) badges.push(element);
    return inCodeBox || (element.name === 'div' && (element.attribs.class ?? '').startsWith('mdxCodeBlock_'));
  });
  if (!options.forceIgnoreNoIndex && robots?.includes('noindex')) {
    return null;
  }
  codeBoxButtons.forEach(removeNode);
  ignoredElements.forEach((elements) => elements.forEach(removeNode));
  badges.filter((badge) => textContent(badge).startsWith('Version:')).forEach(removeNode);

  // One walk for what parseDocument.js looks up (each the first in document order).
  let pageTitleElement: Element | undefined;
  let description: string | undefined;
  let keywords: string | undefined;
  let activeNavbarItem: Element | undefined;
  let menu: Element | undefined;
  let blogPost: Element | undefined;
  const headings: Element[] = [];
  type Context = {inArticle: boolean; inMainWrapper: boolean};
  walk<Context>(root, {inArticle: false, inMainWrapper: false}, (element, {inArticle, inMainWrapper}) => {
    if (element.name === 'meta') {
      if (description === undefined && element.attribs.name === 'description') {
        description = element.attribs.content ?? '';
      }
      if (keywords === undefined && element.attribs.name === 'keywords')
        keywords = element.attribs.content ?? '';
    }
    if (inArticle && HEADINGS.has(element.name)) {
      headings.push(element);
      if (!pageTitleElement && element.name === 'h1') pageTitleElement = element;
    }
    if (!activeNavbarItem && hasClass(element, 'navbar__link--active')) activeNavbarItem = element;
    if (!menu && inMainWrapper && hasClass(element, 'menu')) menu = element;
    if (!blogPost && element.attribs.id === '__blog-post-container') blogPost = element;
    return {
      inArticle: inArticle || element.name === 'article',
      inMainWrapper: inMainWrapper || hasClass(element, 'main-wrapper'),
    };
  });
  const pageTitle = pageTitleElement ? textContent(pageTitleElement) : '';

  const breadcrumb: string[] = [];
  if (activeNavbarItem) {
    breadcrumb.push(textContent(activeNavbarItem).trim());
  }
  if (menu) {
    const inCollapsible = hasAncestor(menu, (ancestor) => hasClass(ancestor, 'menu__list-item-collapsible'));
    walk(menu, inCollapsible, (element, inItem) => {
      if (inItem && hasClass(element, 'menu__link--active')) breadcrumb.push(textContent(element).trim());
      return inItem || hasClass(element, 'menu__list-item-collapsible');
    });
  }

  const sections = headings.map((heading) => {
    const title = heading.children
      .filter((child) => !(isElement(child) && child.name === 'a' && hasClass(child, 'hash-link')))
      .map(textContent)
      .join('')
      .trim();
    const hashLink = descendants(
      heading,
      (element) => element.name === 'a' && hasClass(element, 'hash-link'),
    )[0];
    const hash = hashLink?.attribs.href || '';
    let sectionElements: Element[];
    if (heading === pageTitleElement) {
      const header = heading.parent;
      const first: ChildNode = header && isElement(header) && header.name === 'header' ? header : heading;
      const following = nextElements(first);
      const blogPostStart = blogPost?.children.find(isElement);
      if (blogPost) {
        sectionElements = blogPostStart ? [blogPostStart, ...elementsUntilHeading(blogPostStart)] : [];
      } else if (following.some(isHeading)) {
        sectionElements = elementsUntilHeading(first);
      } else {
        sectionElements = [];
        for (const next of following) {
          const nested = descendants(next, (element) => HEADINGS.has(element.name))[0];
          if (nested) {
            sectionElements.push(...previousElements(nested));
            break;
          }
          sectionElements.push(next);
        }
      }
    } else {
      sectionElements = elementsUntilHeading(heading);
    }
    return {title, hash, content: condensedText(sectionElements)};
  });
  return {
    pageTitle,
    description: description || '',
    keywords: (keywords || '').replace(/,/g, ', '),
    sections,
    breadcrumb,
  };
}
