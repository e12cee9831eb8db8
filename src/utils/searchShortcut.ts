/**
 * The keyboard shortcut that focuses the search box besides `/` (search issue: "Ctrl+K / Cmd+K"),
 * in @easyops-cn/docusaurus-search-local's keymap syntax (`mod` is Cmd on a Mac, Ctrl elsewhere).
 * The plugin's option and the on-demand search bar (src/theme/SearchBar) both read it.
 */
export const SEARCH_SHORTCUT_KEYMAP = 'mod+k';
