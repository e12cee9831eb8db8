/**
 * Server-rendered content that hydrates only once it nears the viewport, so that a page's blocking
 * time does not grow with its code. Hydrating a long docs page renders every code block of it, line by line and token by
 * token, and then mounts each block's effects and buttons: on the 16 to 17 upgrade guide, 279
 * blocks and most of the page's blocking time in Lighthouse's mobile profile, growing with the page.
 *
 * While React hydrates the page the browser opened, a block far from the viewport renders as the
 * one element the server rendered for it, keeping the HTML it has (`dangerouslySetInnerHTML` with a
 * value that never changes, so that React leaves its content alone, as src/components/StaticContent
 * does): the reader sees the server's block, highlighted. When the element comes within
 * {@link HYDRATE_MARGIN} of the viewport, or something in it takes the focus, it renders its
 * children in its place: React renders the block anew, with its buttons, in the reader's colour mode.
 * The block reads its code from its own HTML (src/utils/codeBlocks.ts), so this loads nothing.
 *
 * Not React's own deferred hydration (a Suspense boundary suspended during hydration): React
 * hydrates a suspended boundary at once, or drops its HTML for the fallback, as soon as a context
 * above it changes, and contexts change right after hydration (the colour mode, `useIsBrowser`).
 *
 * Children near the viewport as the page hydrates, and on the server or after a client-side
 * navigation all children, render as they would without this component.
 */
import {createElement, startTransition, useEffect, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {useHydratingOpenedPage} from '@site/src/utils/hydration';

/** How far from the viewport an element counts as near: a viewport's height above and below it, so
 * that a block has rendered before it shows, also when the reader flicks through the page. */
export const HYDRATE_MARGIN = '100% 0px';

// One object for every render, so that React never rewrites the element's server HTML.
const SERVER_HTML = {__html: ''};

/** What renders a deferred element, by the element; `focused` is the element that took the focus. */
const deferred = new WeakMap<Element, (focused?: Element) => void>();
let observer: IntersectionObserver | undefined;

/**
 * Whether an element is within {@link HYDRATE_MARGIN} of the viewport. An element that
 * `content-visibility: auto` skips (src/css/custom.css) is far from it, and asking where it is
 * would lay out what the browser skipped; any other was laid out for the first paint, which comes
 * before the app's scripts run (plugins/ssr-template.ts), so reading its place costs nothing.
 */
function nearViewport(element: Element): boolean {
  const visible = element as Element & {checkVisibility?: (options: object) => boolean};
  if (visible.checkVisibility && !visible.checkVisibility({contentVisibilityAuto: true})) return false;
  const {top, bottom} = element.getBoundingClientRect();
  return bottom >= -window.innerHeight && top <= 2 * window.innerHeight;
}

/** Renders the element's children when something inside it takes the focus (the keyboard tabbing
 * to a code block), before the browser scrolls to it. */
function onFocusIn(event: FocusEvent): void {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    const render = deferred.get(node as Element);
    if (render) {
      render(event.target as Element);
      return;
    }
  }
}

/**
 * Watches a deferred element: one IntersectionObserver and one focus listener for all of them, not
 * one per block.
 * @returns stops watching it
 */
function watch(element: Element, render: (focused?: Element) => void): () => void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) deferred.get(entry.target)?.();
      },
      {rootMargin: HYDRATE_MARGIN},
    );
    document.addEventListener('focusin', onFocusIn, true);
  }
  deferred.set(element, render);
  observer.observe(element);
  return () => {
    deferred.delete(element);
    observer?.unobserve(element);
  };
}

/** The child indexes leading from `root` down to `node`. */
function pathTo(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentNode; current = current.parentNode) {
    path.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current));
  }
  return path;
}

/**
 * @param props `children`, whose render is a single element; `element` finds the element the
 *   server rendered for them in the document (called once, while the page hydrates)
 * @returns the children, or, while they wait to render, the server's element as it is
 */
export default function HydrateNearViewport({
  element,
  children,
}: {
  element: () => Element | undefined;
  children: ReactNode;
}): ReactNode {
  const hydrating = useHydratingOpenedPage();
  const [server] = useState(() => {
    if (!hydrating || typeof IntersectionObserver === 'undefined') return undefined;
    const found = element();
    return found && !nearViewport(found) ? found : undefined;
  });
  const [waiting, setWaiting] = useState(server !== undefined);
  useEffect(() => {
    if (!server || !waiting) return undefined;
    // Rendered anew rather than hydrated (React drops the server's HTML after a hydration error):
    // the element in the document is not the server's.
    if (!server.isConnected) {
      setWaiting(false);
      return undefined;
    }
    const stop = watch(server, (focused) => {
      stop();
      if (!focused) {
        // A transition: React renders it in slices between the browser's frames.
        startTransition(() => setWaiting(false));
        return;
      }
      // The focus is moving into the server's element, which the render replaces: render now,
      // and focus the same element of the new HTML (the same HTML, so the same place in it).
      const parent = server.parentNode!;
      const index = Array.prototype.indexOf.call(parent.childNodes, server);
      const path = pathTo(server, focused);
      flushSync(() => setWaiting(false));
      let target: Node | undefined = parent.childNodes[index];
      for (const child of path) target = target?.childNodes[child];
      if (target instanceof HTMLElement || target instanceof SVGElement) target.focus();
    });
    return stop;
  }, [server, waiting]);
  if (!waiting || !server) return children;
  return createElement(server.localName, {
    dangerouslySetInnerHTML: SERVER_HTML,
    suppressHydrationWarning: true,
  });
}
