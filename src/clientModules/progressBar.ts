import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/utils/afterHydration';
// The theme's styling of the bar (its colour follows `--docusaurus-progress-bar-color`).
import '@docusaurus/theme-classic/lib/nprogress.css';

type ProgressBar = typeof import('nprogress');

// As the theme's own client module (theme-classic `lib/nprogress.js`): only a route change that
// takes longer than this shows the bar.
const DELAY_MS = 200;

let progressBar: Promise<ProgressBar> | undefined;
// nprogress's own template marks the bar `role="bar"`, which is no ARIA role (axe: aria-roles,
// critical). The bar only draws progress that the page's own change already tells, so it is
// hidden from assistive technology instead, and found by its class.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/** nprogress, loaded once (its own chunk) and set up as the theme sets it up, but for its role. */
function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import('nprogress').then(({default: bar}) => {
    bar.configure({showSpinner: false, template: TEMPLATE, barSelector: '.bar'});
    return bar;
  });
  return progressBar;
}

// The bar is not needed to show a page, only to change it: it loads once the first page has
// hydrated and the browser is idle, so that a slow route change does not wait for it.
if (ExecutionEnvironment.canUseDOM) void whenIdle(loadProgressBar);

let navigation = 0;

/**
 * Spec section 2, "Navigation behaviour": the progress bar of a route change slower than 200 ms,
 * as theme-classic's client module shows it, with nprogress out of every page's first-load
 * JavaScript. patches/@docusaurus+theme-classic+3.10.2.patch puts this
 * module in place of the theme's. A route change that settles before nprogress has loaded starts
 * no bar.
 */
const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const current = ++navigation;
    const timeout = window.setTimeout(() => {
      void loadProgressBar().then((bar) => {
        if (current === navigation) bar.start();
      });
    }, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    navigation += 1;
    void progressBar?.then((bar) => bar.done());
  },
};

export default clientModule;
