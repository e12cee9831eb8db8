/**
 * How a code block gets the code that the build kept out of its page's module (requirement: "a
 * long page ships its content a second time as JavaScript"). The build (plugins/code-block-data.ts)
 * moves the code, the build-time tokens and the Run prefix of every fenced code block of a docs
 * page out of the page's MDX module into a data chunk of the page (src/utils/pageData.ts), and leaves
 * in the MDX a reference (`codeBlock="<key>/<index>"`). A block then gets its data, in order:
 * - from the data chunk, when it has loaded: the server loads it before it renders a page, and the
 *   browser before it renders a page it navigates to (`preload`);
 * - on the page the browser opened, from the block as the server rendered it: the HTML already
 *   holds the code and its highlighting, so hydration reads them back ({@link readRenderedBlock})
 *   and renders exactly what the server rendered, without loading the chunk;
 * - else by loading the chunk (the component suspends meanwhile).
 * Run and Edit load the chunk for the block's code and prefix (the file as the blocks before it
 * wrote it): a block far from the viewport has not read its HTML yet
 * (src/components/HydrateNearViewport).
 */
import {use} from 'react';
import {loadPageData, loadedPageData} from './pageData';

/** One block's data: its code (as the theme's `children`), its encoded tokens, its Run prefix. */
export type CodeBlockData = [code: string, tokens: string, runPrefix?: string];

const loadedCodeBlocks = (key: string) => loadedPageData(key)?.codeBlocks;

const rendered = new Map<string, CodeBlockData>();

/** The class name that marks a block's container, by which hydration finds its rendered HTML. */
export const codeBlockClassName = (ref: string): string => `code-block-${ref.replace('/', '-')}`;

const CLASS_PREFIX = 'code-block-';
let renderedBlocks = new Map<string, Element>();

/**
 * The container the server rendered for a block, from an index of the document's blocks made in
 * one pass: looking each block up in the document walked the page up to it, on the upgrade guide
 * 279 walks of a page of 17,000 elements as it hydrated (seconds in Lighthouse's mobile profile).
 * @param ref the block's reference
 * @returns the container, or undefined when the document holds no such block
 */
export function renderedCodeBlock(ref: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  const className = codeBlockClassName(ref);
  const known = renderedBlocks.get(className);
  if (known?.isConnected) return known;
  renderedBlocks = new Map();
  // The theme's class of every code block: a class lookup, cheaper than matching every class attribute.
  for (const element of document.getElementsByClassName('theme-code-block')) {
    for (const name of element.classList)
      if (name.startsWith(CLASS_PREFIX)) renderedBlocks.set(name, element);
  }
  return renderedBlocks.get(className);
}

const LIST = ',';
const LINE = ';';

/**
 * The tokens of a rendered line, in order: each `.token` element, and each text outside one (a
 * plain token, which src/theme/CodeBlock/Line renders as text).
 * @param line a `.token-line` element
 * @returns elements and text nodes
 */
function lineTokens(line: Element): (Element | Text)[] {
  const tokens: (Element | Text)[] = [];
  for (const node of line.childNodes) {
    if (node instanceof Text) tokens.push(node);
    else if (node instanceof Element) {
      if (node.classList.contains('token')) tokens.push(node);
      else tokens.push(...lineTokens(node));
    }
  }
  return tokens;
}

/**
 * A block's data read back from the HTML the server rendered for it (theme-classic's
 * CodeBlock/Content and the site's CodeBlock/Line): the text of each `.token-line`, and each
 * token's classes (`token <types…>`, `plain` for text outside a token) and length, in the form of
 * src/utils/codeTokens.ts.
 * @param ref the block's reference
 * @returns the data, or undefined when the document holds no such block
 */
function readRenderedBlock(ref: string): CodeBlockData | undefined {
  const pre = renderedCodeBlock(ref)?.querySelector('pre');
  const language = pre && /(?:^|\s)language-(\S+)/.exec(pre.className)?.[1];
  if (!pre || !language) return undefined;
  const typeLists: string[] = [];
  const lines: string[] = [];
  const encodedLines: string[] = [];
  for (const line of pre.querySelectorAll('.token-line')) {
    let text = '';
    const fields: string[] = [];
    for (const token of lineTokens(line)) {
      const content = token.textContent ?? '';
      const types = token instanceof Element ? token.className.split(' ').slice(1).join(' ') : 'plain';
      let index = typeLists.indexOf(types);
      if (index < 0) index = typeLists.push(types) - 1;
      fields.push(`${index.toString(36)}.${content.length.toString(36)}`);
      text += content;
    }
    lines.push(text);
    encodedLines.push(fields.join(LIST));
  }
  return [`${lines.join('\n')}\n`, [language, typeLists.join(LIST), encodedLines.join(LINE)].join('|')];
}

/**
 * The data of a block (see the module's comment for where it comes from).
 * @param ref the block's reference, `<key>/<index>`
 * @returns its data; suspends while the page's data chunk loads, when nothing else has it
 */
export function useCodeBlockData(ref: string): CodeBlockData {
  const [key, index] = ref.split('/');
  const fromChunk = loadedCodeBlocks(key)?.[Number(index)];
  if (fromChunk) return fromChunk;
  let data = rendered.get(ref);
  if (!data) {
    data = readRenderedBlock(ref);
    if (data) rendered.set(ref, data);
  }
  if (data) return data;
  use(loadPageData(key));
  return loadedCodeBlocks(key)![Number(index)];
}

/**
 * What Run and Edit need of a block, from its page's data chunk (loaded on the first Run or Edit of
 * a page that hydrated from its HTML).
 * @param ref the block's reference
 * @returns its code, without the line break that ends it, and its Run prefix
 */
export async function codeBlockRun(ref: string): Promise<{code: string; prefix: string}> {
  const [key, index] = ref.split('/');
  await loadPageData(key);
  const [code, , prefix = ''] = loadedCodeBlocks(key)![Number(index)];
  return {code: code.replace(/\n$/, ''), prefix};
}
