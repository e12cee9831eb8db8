import type {ClientModule} from '@docusaurus/types';

// Docusaurus's router already renders `/x.html` and `/x/index.html` as `/x` (its internal
// normalizeLocation, same pattern), but leaves the `.html` path in the address bar.
const HTML_SUFFIX = /(?:\/index)?\.html$/;

/**
 * Spec section 2, "Navigation behaviour": a path ending in `.html` or `/index.html` is rewritten
 * to the path without it. After each route update this replaces such a URL in the address bar
 * with the clean one, keeping query, hash and history state; the rendered page does not change.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // The router hands lifecycles the normalized location, so read the address bar itself.
    const {pathname, search, hash} = window.location;
    if (HTML_SUFFIX.test(pathname)) {
      const clean = pathname.replace(HTML_SUFFIX, '') || '/';
      window.history.replaceState(window.history.state, '', clean + search + hash);
    }
  },
};

export default clientModule;
