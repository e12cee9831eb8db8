import {mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_PLUGIN_NAME} from './api';
import {ANCHOR_ICON, SOURCE_ICON, getKindIcon} from '../src/utils/apiKinds';

/** @vscode/codicons: one SVG per icon, and the font's stylesheet, which names each glyph. */
const CODICONS_DIR = path.dirname(require.resolve('@vscode/codicons/package.json'));

/**
 * The codicon names the API pages render: the icons of the section anchors and source links
 * (src/components/ApiAnchorLink, ApiSourceLink), and the icon `getKindIcon`
 * (src/utils/apiKinds.ts) gives each reflection of the API data (its kind, and its name: a
 * property named like `onChange` gets the event icon).
 * @param reflections every reflection of the API data of every version, as `{kind, name}`
 * @returns the names, sorted, without the `codicon-` prefix
 */
export function apiIconNames(reflections: Iterable<{kind: number; name: string}>): string[] {
  const names = new Set<string>([ANCHOR_ICON, SOURCE_ICON]);
  for (const {kind, name} of reflections) {
    const icon = getKindIcon(kind, name);
    if (icon) names.add(icon);
  }
  return [...names].sort();
}

/** Every object with a numeric `kind` and a string `name` in a value (the API plugin's loaded
 * content: versions, packages, entry points, reflections and their children, signatures…). */
function* reflectionsIn(value: unknown, seen = new Set<object>()): Generator<{kind: number; name: string}> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const {kind, name} = value as {kind?: unknown; name?: unknown};
  if (typeof kind === 'number' && typeof name === 'string') yield {kind, name};
  for (const child of Array.isArray(value) ? value : Object.values(value)) yield* reflectionsIn(child, seen);
}

/**
 * The SVG of one codicon. The package has an SVG for each glyph under one of its names; a name
 * that shares its glyph with others (`symbol-function` draws `symbol-method`'s) is resolved
 * through the code points of the font's stylesheet (`dist/codicon.css`).
 * @param name the icon's name, without the `codicon-` prefix
 * @param codiconsDir the @vscode/codicons package folder
 * @returns the SVG source
 * @throws naming the icon when neither its name nor any name of its glyph has an SVG
 */
export function codiconSvg(name: string, codiconsDir: string = CODICONS_DIR): string {
  const svgOf = (icon: string) => path.join(codiconsDir, 'src', 'icons', `${icon}.svg`);
  if (existsSync(svgOf(name))) return readFileSync(svgOf(name), 'utf8');
  const stylesheet = readFileSync(path.join(codiconsDir, 'dist', 'codicon.css'), 'utf8');
  const glyphs = new Map<string, string[]>();
  let glyphOfName: string | undefined;
  for (const [, icon, glyph] of stylesheet.matchAll(
    /\.codicon-([a-z0-9-]+):before\s*\{\s*content:\s*"([^"]+)"/g,
  )) {
    glyphs.set(glyph!, [...(glyphs.get(glyph!) ?? []), icon!]);
    if (icon === name) glyphOfName = glyph;
  }
  const alias = glyphOfName && glyphs.get(glyphOfName)?.find((icon) => existsSync(svgOf(icon)));
  if (!alias) throw new Error(`codicons: no SVG for the icon "${name}" in ${codiconsDir}`);
  return readFileSync(svgOf(alias), 'utf8');
}

/** An SVG as a `url()` of CSS: a data URI, escaped for a double-quoted CSS string. */
function svgUrl(svg: string): string {
  const compact = svg.replace(/\s+/g, ' ').replace(/"/g, "'").trim();
  return `url("data:image/svg+xml,${compact.replace(/[%#<>]/g, (char) => encodeURIComponent(char))}")`;
}

/**
 * The stylesheet that draws the icons: each `i.codicon` is a 16 px box of its colour
 * (`currentColor`, which the plugin sets per kind) shown through the icon's SVG as a mask.
 * @param names the icon names, without the `codicon-` prefix
 * @param codiconsDir the @vscode/codicons package folder
 * @returns CSS text
 * @throws as {@link codiconSvg}
 */
export function codiconsCss(names: readonly string[], codiconsDir: string = CODICONS_DIR): string {
  // Names that share a glyph (`symbol-function`, `symbol-method`) share a rule.
  const namesBySvg = new Map<string, string[]>();
  for (const name of names) {
    const svg = codiconSvg(name, codiconsDir);
    namesBySvg.set(svg, [...(namesBySvg.get(svg) ?? []), name]);
  }
  const rules = [...namesBySvg].map(
    ([svg, shared]) =>
      `${shared.map((name) => `.codicon-${name}`).join(',\n')} {\n  --codicon: ${svgUrl(svg)};\n}`,
  );
  return [
    '/* Written by plugins/codicons.ts from @vscode/codicons; do not edit. */',
    ".codicon[class*='codicon-'] {",
    '  display: inline-block;',
    '  width: 16px;',
    '  height: 16px;',
    '  vertical-align: middle;',
    '  background-color: currentColor;',
    '  mask: var(--codicon) center / contain no-repeat;',
    '}',
    ...rules,
    '',
  ].join('\n');
}

/**
 * The API reference's kind icons without the codicon font (to keep pages light enough for a phone).
 * The API plugin imported @vscode/codicons' stylesheet, which put 29 KB of rules for its 500 icons
 * into the stylesheet every page blocks on, and a 43 KB (gzip) TrueType font that a phone fetched
 * with the page's JavaScript, shown with `font-display: block`; the API pages draw 13 of the icons.
 * Once all content has loaded, this plugin writes a stylesheet for the icons the API pages render
 * ({@link apiIconNames}: each an inline SVG mask, so nothing more loads) and adds it to every page
 * as a client module; src/components/ApiPage does not import the font's.
 * @param context the site's context, for its generated files folder
 * @returns a Docusaurus plugin
 * @throws while content loads, naming the icon, when an icon the API pages render has no SVG
 */
export default function codicons(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'codicons', 'codicons.css');
  // The client module must exist when the client modules are listed; the icons of the API data
  // come once all content has loaded, before the bundler reads the file.
  mkdirSync(path.dirname(file), {recursive: true});
  if (!existsSync(file)) writeFileSync(file, codiconsCss(apiIconNames([])));
  return {
    name: 'codicons',
    getClientModules: () => [file],
    allContentLoaded({allContent}) {
      const css = codiconsCss(apiIconNames(reflectionsIn(allContent[API_PLUGIN_NAME])));
      if (!existsSync(file) || readFileSync(file, 'utf8') !== css) writeFileSync(file, css);
    },
  };
}
