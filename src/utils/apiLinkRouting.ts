/**
 * The router of the type links of API pages (the links:
 * src/components/ApiTypeLink, which says why they are plain links). Kept apart from the link
 * component so that each goes to the one chunk that uses it: src/components/ApiPage runs the
 * router, src/components/ApiItem renders the links.
 */
import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {ROUTED_LINK_SELECTOR} from '@site/src/components/ApiTypeLink';

/** The routed link an event happened in, if any. */
function routedLink(event: Event): HTMLAnchorElement | undefined {
  const target = event.target instanceof Element ? event.target : undefined;
  return target?.closest<HTMLAnchorElement>(ROUTED_LINK_SELECTOR) ?? undefined;
}

/**
 * Routes the type links of the page (src/components/ApiTypeLink) with one listener per event on
 * the document, from the first render in the browser until the component calling it unmounts
 * (src/components/ApiPage, which every API page renders). A click without modifier keys on the
 * main button navigates with the router (as react-router's `Link` decides, `react-router-dom` 5);
 * `mouseover` and `touchstart` preload the link's route with Docusaurus's `preload`, once per path
 * (it keeps the paths it loaded, and skips slow or data-saving connections itself).
 */
export function useApiLinkRouting(): void {
  const history = useHistory();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = routedLink(event);
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      ) {
        return;
      }
      const url = new URL(link.href);
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    };
    const onPoint = (event: Event) => {
      const link = routedLink(event);
      if (link) window.docusaurus.preload(new URL(link.href).pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onPoint, {passive: true});
    document.addEventListener('touchstart', onPoint, {passive: true});
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onPoint);
      document.removeEventListener('touchstart', onPoint);
    };
  }, [history]);
}
