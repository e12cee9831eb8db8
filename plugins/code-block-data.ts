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
 * The same export lists the lazily loaded theme components the page shows (admonitions, details:
 * src/utils/lazyThemeComponent.tsx), which `preload` loads with the data.
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

// The theme components that load with the pages that show them (src/utils/lazyThemeComponent.tsx),
// by the MDX element that renders them: the page's module lists them for `preload`.
const LAZY_COMPONENTS: Record<string, {name: string; from: string}> = {
  admonition: {name: 'preloadAdmonition', from: '@theme/Admonition'},
  details: {name: 'preloadDetails', from: '@theme/Details'},
  Details: {name: 'preloadDetails', from: '@theme/Details'},
};

/** The lazily loaded theme components a page's tree renders. */
function lazyComponentsOf(tree: HastNode): {name: string; from: string}[] {
  const found = new Map<string, {name: string; from: string}>();
  const visit = (node: HastNode): void => {
    const name = node.type === 'element' ? node.tagName : (node as {name?: string}).name;
    const component = name && node.type !== 'text' ? LAZY_COMPONENTS[name] : undefined;
    if (component) found.set(component.name, component);
    node.children?.forEach(visit);
  };
  visit(tree);
  return [...found.values()];
}

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
    const components = lazyComponentsOf(tree);
    if (blocks.length === 0 && components.length === 0) return;
    let key: string | null = null;
    let file: string | null = null;
    if (blocks.length > 0) {
      const json = JSON.stringify(blocks.map(({data}) => data));
      key = createHash('sha256').update(json).digest('hex').slice(0, 10);
      file = path.join(options.dir, `${key}.json`);
      if (!existsSync(file)) {
        mkdirSync(options.dir, {recursive: true});
        // Written whole under a temporary name: the two compilers may write the same file at once.
        const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(temporary, json);
        renameSync(temporary, file);
      }
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
      components.map(({name, from}) => `import {${name} as __${name}} from '${from}';\n`).join('') +
      `export const codeBlocks = __registerCodeBlocks(${JSON.stringify(key)}, ` +
      `${file ? `() => import(${JSON.stringify(file)})` : 'null'}, [${components.map(({name}) => `__${name}`).join(', ')}]);`;
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: source,
      data: {estree: parse(source, {ecmaVersion: 'latest', sourceType: 'module'})},
    });
  };
}
