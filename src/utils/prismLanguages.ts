/**
 * Every Prism grammar the site highlights (the theme's `prism.additionalLanguages`), in the order
 * prism-react-renderer's own bundle defines them (its bundled set is patched out:
 * patches/prism-react-renderer+*.patch), so tokens come out as before: js-extras after typescript,
 * which thus keeps plain JavaScript tokens. `sh`, `js` and `ts` are aliases these define.
 * The config registers them for the browser's fallback highlighter, and plugins/code-tokens.ts
 * for build-time highlighting, so that both highlight alike.
 */
export const PRISM_ADDITIONAL_LANGUAGES = [
  'regex',
  'clike',
  'javascript',
  'typescript',
  'js-extras',
  'graphql',
  'json',
  'bash',
];
