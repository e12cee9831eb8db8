import type {ClientModule} from '@docusaurus/types';

/** The attribute of `<html>` under which docs content is laid out in full (src/css/custom.css). */
export const HASH_NAVIGATION_ATTRIBUTE = 'data-hash-navigation';

/**
 * Keeps a client-side navigation to a heading (`/docs/page#heading`) on its target although docs
 * content far from the viewport is laid out only near it (`content-visibility: auto` with an
 * estimated size). Docusaurus's router scrolls the target into view once, before this runs
 * (`scrollAfterNavigation` of @docusaurus/core, in the same layout effect); the sizes above it then
 * turned real a frame later and left it off screen. After each client-side route update with a
 * hash, this lays the whole page out (the attribute above turns `content-visibility` off) and
 * scrolls the target into view again, as the router did; a route update without a hash turns it
 * back on. The page the browser opened is left to the browser's own fragment scrolling, which
 * keeps its target in view as the sizes settle. Throws nothing: a hash naming no element scrolls
 * nowhere, as with the router.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const root = document.documentElement;
    if (!previousLocation || !location.hash) {
      root.removeAttribute(HASH_NAVIGATION_ATTRIBUTE);
      return;
    }
    root.setAttribute(HASH_NAVIGATION_ATTRIBUTE, '');
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  },
};

export default clientModule;
