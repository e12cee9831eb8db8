/**
 * Wraps the theme's NavbarMobileSidebar (a thin swizzle wrapper): the drawer renders when a reader
 * reaches for its menu button (points at it, touches it or moves focus to it), not as soon as a
 * phone has hydrated the page. The theme renders the closed drawer right after hydration whenever
 * the window is narrow, with the page's whole sidebar in it: on an API page, 660 elements (the
 * module, category and symbol links) made in one task that kept API pages under 95 in
 * Lighthouse's mobile profile. Rendered on approach, the drawer exists before the click
 * opens it, so it still slides in. Its code (layout, header, menus) loads on approach too, not with
 * every page (src/utils/lazyThemeComponent.tsx); the menu button shows the drawer once it has.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {lazyThemeComponent} from '@site/src/utils/lazyThemeComponent';

const drawer = lazyThemeComponent<Record<string, never>>(
  () => import('@theme-original/Navbar/MobileSidebar'),
);

/** The events that come before a click, a tap or a keypress on the menu button. */
const APPROACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The theme's menu button (@theme/Navbar/MobileSidebar/Toggle). */
const TOGGLE_SELECTOR = '.navbar__toggle';

/**
 * @returns the theme's drawer once the reader has approached its menu button or it is shown,
 *   nothing before (as the theme renders nothing on a wide window).
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [approached, setApproached] = useState(false);
  useEffect(() => {
    if (approached) return undefined;
    const onApproach = (event: Event) => {
      if (!(event.target instanceof Element && event.target.closest(TOGGLE_SELECTOR))) return;
      void drawer.preload();
      setApproached(true);
    };
    for (const type of APPROACH_EVENTS)
      document.addEventListener(type, onApproach, {capture: true, passive: true});
    return () => {
      for (const type of APPROACH_EVENTS) document.removeEventListener(type, onApproach, {capture: true});
    };
  }, [approached]);
  return approached || shown ? <drawer.Component /> : null;
}
