/**
 * Runs work that no page needs to become interactive once the page has hydrated and the browser
 * is idle ("Lean and fast" issue): prefetching routes (src/utils/lazyRoutes.ts) and loading the
 * progress bar (src/clientModules/progressBar.ts). An idle callback alone may run between the
 * slices of React's hydration, which is concurrent, and so add to what the page loads before it
 * is interactive. Hydration is read from the `data-has-hydrated` attribute that Docusaurus sets on
 * `<html>` once the app has hydrated.
 * @returns a promise that resolves after hydration, at the next idle time (at most 2 s later)
 */
export function idleAfterHydration(): Promise<void> {
  const root = document.documentElement;
  const hydrated = new Promise<void>((resolve) => {
    if (root.dataset.hasHydrated === 'true') {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (root.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  return hydrated.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), {timeout: 2000});
        else setTimeout(resolve, 0);
      }),
  );
}
