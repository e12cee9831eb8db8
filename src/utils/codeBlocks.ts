/**
 * How a code block gets the code that the build kept out of its page's module (long pages issue: "a
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
 * Run loads the chunk for the block's prefix (the file as the blocks before it wrote it).
 */
import {use} from 'react';
import {loadPageData, loadedPageData} from './pageData';

/** One block's data: its code (as the theme's `children`), its encoded tokens, its Run prefix. */
export type CodeBlockData = [code: string, tokens: string, runPrefix?: string];

const loadedCodeBlocks = (key: string) => loadedPageData(key)?.codeBlocks;

const rendered = new Map<string, CodeBlockData>();

/** The class name that marks a block's container, by which hydration finds its rendered HTML. */
export const codeBlockClassName = (ref: string): string => `code-block-${ref.replace('/', '-')}`;

const LIST = ',';
const LINE = ';';

/**
 * A block's data read back from the HTML the server rendered for it (theme-classic's
 * CodeBlock/Content and the site's CodeBlock/Line): the text of each `.token-line`, and each
 * token's classes (`token <types…>`) and length, in the form of src/utils/codeTokens.ts.
 * @param ref the block's reference
 * @returns the data, or undefined when the document holds no such block
 */
function readRenderedBlock(ref: string): CodeBlockData | undefined {
  if (typeof document === 'undefined') return undefined;
  const pre = document.getElementsByClassName(codeBlockClassName(ref))[0]?.querySelector('pre');
  const language = pre && /(?:^|\s)language-(\S+)/.exec(pre.className)?.[1];
  if (!pre || !language) return undefined;
  const typeLists: string[] = [];
  const lines: string[] = [];
  const encodedLines: string[] = [];
  for (const line of pre.querySelectorAll('.token-line')) {
    let text = '';
    const fields: string[] = [];
    for (const token of line.querySelectorAll('.token')) {
      const content = token.textContent ?? '';
      const types = token.className.split(' ').slice(1).join(' ');
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
 * A block's Run prefix, from its page's data chunk (loaded on the first Run or Edit of a page
 * that hydrated from its HTML).
 * @param ref the block's reference
 * @returns the prefix
 */
export async function codeBlockPrefix(ref: string): Promise<string> {
  const [key, index] = ref.split('/');
  await loadPageData(key);
  return loadedCodeBlocks(key)?.[Number(index)]?.[2] ?? '';
}
