import {readFileSync} from 'node:fs';
import {parse, type HTMLElement} from 'node-html-parser';
import {builtFileFor} from './build-files';

const documents = new Map<string, HTMLElement>();

/**
 * Parses a built HTML file once per process.
 * @param file absolute path of a built HTML file
 * @returns its parsed document
 */
export function builtDocument(file: string): HTMLElement {
  let document = documents.get(file);
  if (!document) {
    document = parse(readFileSync(file, 'utf8'));
    documents.set(file, document);
  }
  return document;
}

/**
 * Checks one link of a page against the build, as a static host would answer it: the path must
 * be a built page or file, and a `#fragment` must name an element id in that page's HTML.
 * @param page the site path of the page that holds the link, e.g. `/api/class/Source`
 * @param href the link's `href` attribute as written
 * @returns `undefined` for a link that resolves or is not internal (another origin, mailto:),
 *   else a one-line description of what is broken.
 */
export function brokenLink(page: string, href: string): string | undefined {
  const url = new URL(href, `http://site${page}`);
  if (url.origin !== 'http://site') {
    return undefined;
  }
  const target = builtFileFor(url.pathname);
  if (!target) {
    return `${page}: ${href} (no page)`;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  if (id && target.endsWith('.html') && !builtDocument(target).getElementById(id)) {
    return `${page}: ${href} (no element with id "${id}")`;
  }
  return undefined;
}
