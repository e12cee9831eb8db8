/**
 * How a code block whose code is not in the page's module gets it (see src/utils/codeBlockChunks.ts):
 * from its page's data chunk, or from the HTML the server rendered for it.
 */
import {use} from 'react';
import {loadCodeBlocks, loadedCodeBlocks, type CodeBlockData} from './codeBlockChunks';

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
  use(loadCodeBlocks(key));
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
  await loadCodeBlocks(key);
  return loadedCodeBlocks(key)?.[Number(index)]?.[2] ?? '';
}
