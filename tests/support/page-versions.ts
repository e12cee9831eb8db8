import type {HTMLElement} from 'node-html-parser';
import {builtFileFor} from './build-files';
import {builtDocument} from './links';

/** Which plugin rendered a page, and the docs version it belongs to. */
export type PageVersion = {kind: 'docs' | 'api'; version: string};

/**
 * The docs version of a parsed page, from the class that the docs plugin (`docs-version-<name>`)
 * or the API plugin (`api-version-<name>`, plugins/api) puts on its `<html>`.
 * @returns undefined for a page of neither plugin (home, search, 404).
 */
export function versionOfDocument(html: HTMLElement): PageVersion | undefined {
  const classes = html.querySelector('html')?.getAttribute('class')?.split(/\s+/) ?? [];
  const match = classes.map((name) => /^(docs|api)-version-(.+)$/.exec(name)).find(Boolean);
  return match ? {kind: match[1] as PageVersion['kind'], version: match[2]} : undefined;
}

/**
 * The docs version of a built page.
 * @param sitePath a site path, query and hash allowed, e.g. `/api/16.x/class/Source#body`
 * @returns undefined when the build has no HTML page there, or the page belongs to no version.
 */
export function versionOfBuiltPage(sitePath: string): PageVersion | undefined {
  const file = builtFileFor(new URL(sitePath, 'http://site').pathname);
  return file?.endsWith('.html') ? versionOfDocument(builtDocument(file)) : undefined;
}
