import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * prism-react-renderer's themes with every token colour at WCAG AA contrast (4.5:1) against its
 * code block background. The stock `github` theme draws comments, strings, numbers, keywords and
 * functions at 2.6:1 to 4.3:1 on #f6f8fa, and `dracula` its comments at 3.0:1 on #282a36; axe
 * (quality gate) fails every page with code on them. Each replacement keeps the original hue,
 * darkened (light theme) or lightened (dark theme) just past 4.5:1.
 */
const ACCESSIBLE_COLOURS: Record<string, string> = {
  // github, on #f6f8fa
  '#999988': '#717164',
  '#e3116c': '#d61066',
  '#36acaa': '#277b7a',
  '#00a4db': '#0079a1',
  '#d73a49': '#ca3745',
  // dracula, on #282a36
  'rgb(98, 114, 164)': '#8692b9',
};

/**
 * Copies a theme, replacing the token colours listed in ACCESSIBLE_COLOURS.
 * @param theme a prism-react-renderer theme
 * @returns a new theme; colours not listed are kept.
 */
function withAccessibleColours(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      const replacement = colour === undefined ? undefined : ACCESSIBLE_COLOURS[colour.toLowerCase()];
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

/** The light code theme: `github`, at AA contrast. */
export const lightCodeTheme = withAccessibleColours(themes.github);
/** The dark code theme: `dracula`, at AA contrast. */
export const darkCodeTheme = withAccessibleColours(themes.dracula);
