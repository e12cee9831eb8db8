/**
 * Takes the code of a docs page's fenced code blocks out of its MDX module. The
 * code, its build-time tokens (plugins/code-tokens.ts) and its Run prefix
 * (plugins/remark-runnable-blocks.ts) made up about 40 % of a long page's MDX chunk, which every
 * first load of the page downloads although its HTML holds the same code, highlighted. They go to a
 * data chunk of the page instead, which the browser loads only to render the page itself (a
 * client-side navigation) or to run a block; on the page it opened, the blocks hydrate from their
 * HTML (src/utils/codeBlocks.ts).
 *
 * Each block's `<code>` keeps its other properties (class, meta string, Run file and release) and
 * gets `codeBlock="<key>/<index>"` instead of its text, `<key>` naming the page's data chunk
 * (plugins/page-data.ts). Blocks that use magic comments keep
 * their code: the theme renders them with lines removed, which hydration could not read back.
 */
import type {CodeBlockData} from '../src/utils/codeBlocks';
import type {HastNode} from './code-tokens';
import type {PagePart} from './page-data';

// theme-common's default magic comments (the site configures no others).
const MAGIC_COMMENT = /highlight-next-line|highlight-start|highlight-end/;

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/**
 * Takes the code of a page's code blocks out of its tree (plugins/page-data.ts).
 * @param tree the page's hast, after plugins/code-tokens.ts gave its code blocks their `tokens`
 * @returns the blocks' data, or undefined when the page has no such block
 */
export function takeCodeBlocks(tree: HastNode): PagePart<CodeBlockData[]> | undefined {
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
  if (blocks.length === 0) return undefined;
  return {
    data: blocks.map(({data}) => data),
    refer: (key) =>
      blocks.forEach(({node}, index) => {
        const properties: Record<string, unknown> = {...node.properties, codeBlock: `${key}/${index}`};
        delete properties.tokens;
        delete properties.runPrefix;
        node.properties = properties;
        node.children = [];
      }),
  };
}
