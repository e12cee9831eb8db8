/**
 * Types of the parts of @easyops-cn/docusaurus-search-local's client that the on-demand search
 * bar (src/theme/SearchBar) renders before the plugin's own search bar has loaded. The package
 * ships them as untyped JavaScript.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type {ReactNode} from 'react';
  export default function LoadingRing(props: {className?: string}): ReactNode;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  /** The key names to show for a keymap such as `mod+k`: `['ctrl', 'K']`, or `['⌘', 'K']` on a Mac. */
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
  export function parseKeymap(keymap: string): unknown;
  /** Whether a key event is the keymap's combination. */
  export function matchesKeymap(event: KeyboardEvent, parsed: unknown): boolean;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
