/**
 * A theme component that loads with the pages that show it, not with every docs page:
 * src/theme/Admonition and src/theme/Details. The build lists the ones a page shows in the
 * page's MDX module (`pageComponents`, plugins/page-data.ts), and `preload` loads them before the
 * server, the page the browser opened and a client-side navigation render the page
 * (src/utils/pageData.ts), so that it renders in place, as the theme's own component would, with
 * no part left for later (tests/static-html.test.ts).
 */
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * @param load imports the original component
 * @returns the component, and `preload`, which loads it
 */
export function lazyThemeComponent<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
): {Component: (props: P) => ReactNode; preload: () => Promise<void>} {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
    });
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({default: loaded!})));
  function Component(props: P): ReactNode {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    // Only where the build did not list it: the browser renders it once loaded.
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return {Component, preload};
}
