/**
 * A theme component that loads with the pages that show it, not with every page (long pages
 * issue): src/theme/Admonition and src/theme/Details. The server renders it in full; the page the
 * browser opened hydrates it once its chunk has loaded (its HTML showing meanwhile); a page the
 * browser navigates to has it loaded by `preload` when the page's MDX module lists it
 * (plugins/code-block-data.ts, src/utils/codeBlockChunks.ts), so it renders at once.
 */
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * @param load imports the original component
 * @returns the component, and `preload`, which loads it (for `preload` and the server)
 */
export function lazyThemeComponent<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
): {Component: (props: P) => ReactNode; preload: () => Promise<void>} {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({default: loaded!})));
  function Component(props: P): ReactNode {
    // Always inside Suspense, loaded or not, so that the server's markup and the browser's match.
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return {Component, preload};
}
