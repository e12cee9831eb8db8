/**
 * A run of static prose of a docs page whose content the build moved to the page's data chunk
 * (plugins/static-content.ts, src/utils/pageData.ts): paragraphs, lists, tables and quotes of plain
 * Markdown. It renders
 * - from the data chunk, through the MDX components as the page's MDX would have, when the chunk
 *   has loaded: the server and a client-side navigation load it before they render the page;
 * - on the page the browser opened, while React hydrates it, as the elements the server rendered,
 *   each keeping the HTML it has (`dangerouslySetInnerHTML` with a value that never changes, so that
 *   React leaves their content alone). Their links then follow the theme's Link: a click on an
 *   internal link navigates client-side, hovering or touching it preloads its route, and it is
 *   prefetched once in view;
 * - else (a client render without the chunk, as after a hydration error) by loading the chunk,
 *   suspending meanwhile.
 */
import {
  createElement,
  Fragment,
  use,
  useState,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import {useHistory} from '@docusaurus/router';
import {useHydratingOpenedPage} from '@site/src/utils/hydration';
import {loadPageData, loadedPageData} from '@site/src/utils/pageData';

/**
 * A React element as MDX would create it, recorded by the build: text, or the element's type (an
 * HTML tag, which the MDX components may replace), its props (0 for none) and its children.
 */
export type StaticNode =
  string | [tag: string, props: Record<string, unknown> | 0, ...children: StaticNode[]];

/** An element of a run as the page the browser opened renders it: its tag and props, or white space. */
export type StaticRoot = string | [tag: string, props: Record<string, unknown>];

/** Props of {@link StaticContent}, written by the build. */
export type StaticContentProps = {
  /** The run in the page's data chunk: `<chunk key>/<index>`. */
  part: string;
  /** The run's elements: a tag, a tag and its props, or the white space between two of them. */
  roots: StaticRoot[];
};

// One object for every render, so that React never rewrites the elements' server HTML.
const SERVER_HTML = {__html: ''};

/** The link an event happened in, if it is one the theme's Link would follow client-side. */
function internalLink(event: SyntheticEvent): string | undefined {
  const link = (event.target as Element).closest?.('a');
  const href = link?.getAttribute('href');
  // Link's tests (@docusaurus/core isInternalUrl, react-router-dom's Link): a site path, in the same tab.
  if (!link || !href?.startsWith('/') || href.startsWith('//') || link.hasAttribute('download'))
    return undefined;
  const target = link.getAttribute('target');
  return target === null || target === '_self' ? href : undefined;
}

let linkObserver: IntersectionObserver | undefined;

/** Prefetches the routes of an element's internal links once they scroll into view, as Link does,
 * with one observer for the links of every run (a long page has a hundred runs). */
function prefetchLinksInView(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof IntersectionObserver === 'undefined') return undefined;
  const links = [...element.querySelectorAll('a[href^="/"]:not([href^="//"]):not([target])')];
  if (links.length === 0) return undefined;
  const observer = (linkObserver ??= new IntersectionObserver((entries, self) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      self.unobserve(entry.target);
      void window.docusaurus.prefetch(entry.target.getAttribute('href')!);
    }
  }));
  links.forEach((link) => observer.observe(link));
  return () => links.forEach((link) => observer.unobserve(link));
}

/**
 * @param props the run and its elements
 * @returns the run's elements
 * @throws when the server renders a run whose data chunk `preload` did not load
 */
export default function StaticContent({part, roots}: StaticContentProps): ReactNode {
  const [key, index] = part.split('/');
  const hydrating = useHydratingOpenedPage();
  const [fromHtml] = useState(() => hydrating && !loadedPageData(key));
  const components = useMDXComponents() as Record<string, ElementType | undefined>;
  const history = useHistory();
  if (fromHtml) {
    const onClick = (event: MouseEvent) => {
      const href = internalLink(event);
      if (!href || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      history.push(href);
    };
    const preload = (event: SyntheticEvent) => {
      const href = internalLink(event);
      if (href) void window.docusaurus.preload(href);
    };
    return createElement(
      Fragment,
      null,
      ...roots.map((root) => {
        if (typeof root === 'string' && /^\s/.test(root)) return root;
        const [tag, props] = typeof root === 'string' ? [root, {}] : root;
        return createElement(tag, {
          ...props,
          dangerouslySetInnerHTML: SERVER_HTML,
          onClick,
          onMouseOver: preload,
          onTouchStart: preload,
          ref: prefetchLinksInView,
        });
      }),
    );
  }
  let data = loadedPageData(key);
  if (!data) {
    if (typeof document === 'undefined')
      throw new Error(`Static content ${part} rendered before its data loaded`);
    use(loadPageData(key));
    data = loadedPageData(key)!;
  }
  const render = (node: StaticNode): ReactNode => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    return createElement(components[tag] ?? tag, props || null, ...children.map(render));
  };
  return createElement(Fragment, null, ...data.staticContent![Number(index)].map(render));
}
