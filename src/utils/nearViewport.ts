/**
 * Layout reads deferred until an element nears the viewport. Theme-common's `useCodeWordWrap` reads
 * each code block's `scrollWidth` in an effect right after hydration, to know whether to show the
 * word-wrap button. The first read makes the browser lay out the whole page inside React's effects
 * task, and each block inside a `content-visibility: auto` section lays out that section again: a
 * task of 350 ms on an API class page in Lighthouse's mobile profile. Read in an
 * IntersectionObserver callback instead, which runs after the browser's own layout, a block that
 * nears the viewport costs no extra layout, and a block that never does costs nothing
 * (patches/@docusaurus+theme-common+3.10.2.patch).
 */
import {useEffect, useRef, type RefObject} from 'react';

/** How far from the viewport an element counts as near: its state is ready before it shows. */
export const NEAR_VIEWPORT_MARGIN = '200px 0px';

/**
 * Calls `callback` the first time `ref`'s element comes within {@link NEAR_VIEWPORT_MARGIN} of
 * the viewport, and again, at once, each time `key` changes after that (a reader's toggle, when
 * the element is on screen). Without IntersectionObserver it calls `callback` in the effect, as
 * an effect would.
 * @param ref the element, set by the time effects run
 * @param callback the layout read; keep its identity stable (`useCallback`), as a new one
 *   counts as a change
 * @param key a value whose changes call `callback` again
 */
export function useWhenNearViewport(
  ref: RefObject<Element | null>,
  callback: () => void,
  key?: unknown,
): void {
  const seen = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (seen.current || !element || typeof IntersectionObserver === 'undefined') {
      seen.current = true;
      callback();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        seen.current = true;
        callback();
      },
      {rootMargin: NEAR_VIEWPORT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, callback, key]);
}
