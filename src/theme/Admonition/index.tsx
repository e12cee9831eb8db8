/**
 * Thin wrapper of the theme's Admonition: loads it, with its six types and their
 * icons, with the pages that show one instead of with every docs page (MDXComponents and
 * ContentVisibility import it); see src/utils/lazyThemeComponent.tsx.
 */
import type {Props} from '@theme/Admonition';
import {lazyThemeComponent} from '@site/src/utils/lazyThemeComponent';

const admonition = lazyThemeComponent<Props>(() => import('@theme-original/Admonition'));

/** Loads the theme's Admonition (a page's MDX module lists it for `preload`). */
export const preload = admonition.preload;

export default admonition.Component;
