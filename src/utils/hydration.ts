/**
 * Whether a component renders in React's hydration of the page the browser opened, whose document
 * then holds the HTML the server rendered for it (src/components/StaticContent,
 * src/components/HydrateNearViewport keep that HTML instead of rendering it again).
 */
import {useSyncExternalStore} from 'react';

const subscribeNever = () => () => {};

// Docusaurus marks the document once the app has hydrated, in an update after hydration's effects.
const beforeHydrated = () => document.documentElement.dataset.hasHydrated !== 'true';

const onServer = () => true;

/**
 * React tells hydration apart by the server snapshot of `useSyncExternalStore`. When the client's
 * snapshot differs from it, React renders each such component again, synchronously, in the effects
 * that follow hydration: on a long docs page, hundreds of components in one task. This client
 * snapshot is the server's until the document is marked hydrated, which comes after that check, so
 * hydration is followed by no render; a component that mounts later (a client-side navigation)
 * gets false.
 * @returns true while React hydrates the opened page; false on the server and for a later render
 */
export function useHydratingOpenedPage(): boolean {
  const hydrating = useSyncExternalStore(subscribeNever, beforeHydrated, onServer);
  return hydrating && typeof document !== 'undefined';
}
