/**
 * The data chunk of a docs page (requirement: "a long page ships its content a second time as
 * JavaScript"): the rehype plugin that moves parts of a page that its HTML already holds out of its
 * MDX module, into one JSON chunk per page, which the page's module registers and exports as
 * `pageData` (src/utils/pageData.ts). The server and a client-side navigation load it before they
 * render the page (`preload`); the page the browser opened hydrates those parts from their HTML.
 * The parts: the code of code blocks (plugins/code-block-data.ts) and static prose
 * (plugins/static-content.ts). One chunk, not one per part: each chunk adds its id and hash to the
 * Rspack runtime that every page loads.
 *
 * The module also lists, as `pageComponents`, the theme components that load with the pages that
 * show them (src/utils/lazyThemeComponent.tsx), which `preload` loads for every page, the one the
 * browser opened included.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import type {PageData} from '../src/utils/pageData';
import type {HastNode} from './code-tokens';
import {takeCodeBlocks} from './code-block-data';
import {takeStaticContent} from './static-content';

// The theme components that load with the pages that show them (src/utils/lazyThemeComponent.tsx),
// by the name of the MDX element that renders them (Docusaurus's admonitions are `admonition`
// elements; `<details>` is JSX).
const LAZY_COMPONENTS: Record<string, string> = {
  admonition: '@theme/Admonition',
  details: '@theme/Details',
  Details: '@theme/Details',
};

/** The modules of the lazily loaded theme components that a page's tree renders. */
function lazyComponentsOf(tree: HastNode): string[] {
  const found = new Set<string>();
  const visit = (node: HastNode): void => {
    const name = node.type === 'element' ? node.tagName : (node as {name?: string}).name;
    if (node.type !== 'text' && name && Object.hasOwn(LAZY_COMPONENTS, name))
      found.add(LAZY_COMPONENTS[name]);
    node.children?.forEach(visit);
  };
  visit(tree);
  return [...found];
}

/** Options of {@link rehypePageData}. */
export type PageDataOptions = {
  /** Folder the chunks' JSON files are written to (by the hash of their content). */
  dir: string;
};

/** A part of a page that a build step takes out of the page's tree. */
export type PagePart<T> = {
  /** What the chunk holds of it. */
  data: T;
  /** Replaces the part in the tree with references to the chunk `key`. */
  refer: (key: string) => void;
  /** ES module code that the references need (imports), if any. */
  esm?: string;
};

/**
 * Writes a chunk as JSON, named by the hash of its content.
 * @returns the chunk's key (10 hex digits of the hash) and its file
 */
function writeChunk(dir: string, data: unknown): {key: string; file: string} {
  const json = JSON.stringify(data);
  const key = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const file = path.join(dir, `${key}.json`);
  if (!existsSync(file)) {
    mkdirSync(dir, {recursive: true});
    // Written whole under a temporary name: the two compilers may write the same file at once.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, json);
    renameSync(temporary, file);
  }
  return {key, file};
}

/**
 * The rehype plugin of docs pages, after {@link import('./code-tokens').rehypeCodeTokens} (which
 * gives code blocks their `tokens`).
 * @param options where to write the chunks
 * @returns the transformer
 */
export default function rehypePageData(options: PageDataOptions) {
  return (tree: HastNode): void => {
    const components = lazyComponentsOf(tree);
    const codeBlocks = takeCodeBlocks(tree);
    const staticContent = takeStaticContent(tree);
    const lines: string[] = [];
    if (codeBlocks || staticContent) {
      const data: PageData = {codeBlocks: codeBlocks?.data, staticContent: staticContent?.data};
      const {key, file} = writeChunk(options.dir, data);
      codeBlocks?.refer(key);
      staticContent?.refer(key);
      lines.push(
        ...[codeBlocks?.esm, staticContent?.esm].filter((line): line is string => line !== undefined),
        `import {registerPageData as __registerPageData} from '@site/src/utils/pageData';`,
        `export const pageData = __registerPageData(${JSON.stringify(key)}, () => import(${JSON.stringify(file)}));`,
      );
    }
    if (components.length > 0) {
      lines.push(
        ...components.map((module, index) => `import {preload as __preload${index}} from '${module}';`),
        `export const pageComponents = [${components.map((_, index) => `__preload${index}`).join(', ')}];`,
      );
    }
    if (lines.length === 0) return;
    const source = lines.join('\n');
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: source,
      data: {estree: parse(source, {ecmaVersion: 'latest', sourceType: 'module'})},
    });
  };
}
