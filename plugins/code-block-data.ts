/**
 * Takes the code of a docs page's fenced code blocks out of its MDX module (long pages issue). The
 * code, its build-time tokens (plugins/code-tokens.ts) and its Run prefix
 * (plugins/remark-runnable-blocks.ts) made up about 40 % of a long page's MDX chunk, which every
 * first load of the page downloads although its HTML holds the same code, highlighted. They go to a
 * data chunk of the page instead, which the browser loads only to render the page itself (a
 * client-side navigation) or to run a block; on the page it opened, the blocks hydrate from their
 * HTML (src/utils/codeBlockChunks.ts, src/utils/codeBlocks.ts).
 *
 * Each block's `<code>` keeps its other properties (class, meta string, Run file and release) and
 * gets `codeBlock="<key>/<index>"` instead of its text; the page's MDX module registers the chunk
 * and exports it as `codeBlocks`, which `preload` follows. Blocks that use magic comments keep
 * their code: the theme renders them with lines removed, which hydration could not read back.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import type {CodeBlockData} from '../src/utils/codeBlockChunks';
import type {HastNode} from './code-tokens';

/** Options of {@link rehypeCodeBlockData}. */
export type CodeBlockDataOptions = {
  /** Folder the data chunks' JSON files are written to (by the hash of their content). */
  dir: string;
};

// theme-common's default magic comments (the site configures no others).
const MAGIC_COMMENT = /highlight-next-line|highlight-start|highlight-end/;

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/**
 * The rehype plugin, after {@link import('./code-tokens').rehypeCodeTokens} (which gives the blocks
 * their `tokens`).
 * @param options where to write the data
 * @returns the transformer
 */
export default function rehypeCodeBlockData(options: CodeBlockDataOptions) {
  return (tree: HastNode): void => {
    const blocks: {node: HastNode; data: CodeBlockData}[] = [];
    const visit = (node: HastNode, parent: HastNode | undefined): void => {
      if (node.type === 'element' && node.tagName === 'code' && parent?.tagName === 'pre') {
        const code = textOf(node);
        const properties = node.properties ?? {};
        if (typeof properties.tokens !== 'string' || MAGIC_COMMENT.test(code)) return;
        const data: CodeBlockData = [code, properties.tokens];
        if (typeof properties.runPrefix === 'string' && properties.runPrefix !== '') {
          data.push(properties.runPrefix);
        }
        blocks.push({node, data});
        return;
      }
      node.children?.forEach((child) => visit(child, node));
    };
    visit(tree, undefined);
    if (blocks.length === 0) return;
    const json = JSON.stringify(blocks.map(({data}) => data));
    const key = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = path.join(options.dir, `${key}.json`);
    if (!existsSync(file)) {
      mkdirSync(options.dir, {recursive: true});
      // Written whole under a temporary name: the two compilers may write the same file at once.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(temporary, json);
      renameSync(temporary, file);
    }
    blocks.forEach(({node}, index) => {
      const properties: Record<string, unknown> = {...node.properties, codeBlock: `${key}/${index}`};
      delete properties.tokens;
      delete properties.runPrefix;
      node.properties = properties;
      node.children = [];
    });
    const source =
      `import {registerCodeBlocks as __registerCodeBlocks} from '@site/src/utils/codeBlockChunks';\n` +
      `export const codeBlocks = __registerCodeBlocks(${JSON.stringify(key)}, () => import(${JSON.stringify(file)}));`;
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: source,
      data: {estree: parse(source, {ecmaVersion: 'latest', sourceType: 'module'})},
    });
  };
}
