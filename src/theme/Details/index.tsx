/**
 * Thin wrapper of the theme's Details: loads it with the pages that show a
 * `<details>` element instead of with every docs page (MDXComponents imports it); see
 * src/utils/lazyThemeComponent.tsx.
 */
import type {Props} from '@theme/Details';
import {lazyThemeComponent} from '@site/src/utils/lazyThemeComponent';

const details = lazyThemeComponent<Props>(() => import('@theme-original/Details'));

/** Loads the theme's Details (a page's MDX module lists it for `preload`). */
export const preload = details.preload;

export default details.Component;
