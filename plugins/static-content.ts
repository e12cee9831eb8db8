/**
 * Takes the static prose of a docs page out of its MDX module (requirement: "a long page
 * ships its content a second time as JavaScript"). Paragraphs, lists, tables and quotes made only
 * of Markdown (text, emphasis, inline code, links), without a component, a code block or a heading
 * inside, are what a long page's module holds most of once its code has left it
 * (plugins/code-block-data.ts), and the page's HTML holds them too. Each run of such elements
 * (siblings with only white space between them) goes to a data chunk of the page as the React
 * elements MDX would have made of it (plugins/page-data.ts); the MDX keeps, in its place, a
 * `StaticContent` element (src/components/StaticContent) naming the run and its elements' tags. The
 * server and a client-side navigation render the run from the chunk through the MDX components, as
 * the MDX did; the page the browser opened keeps the run's HTML as the server rendered it.
 */
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import type {Root} from 'hast';
import {parse} from 'acorn';
import type {StaticNode, StaticRoot} from '../src/components/StaticContent';
import type {HastNode} from './code-tokens';
import type {PagePart} from './page-data';

// The elements a run is made of. Their MDX components (theme-classic's MDXComponents: only `ul`)
// render the element itself with its props, which the page the browser opened renders in place of
// its server HTML; `ul` only without a class (MDXUl adds one to task lists).
const ROOT_TAGS = new Set(['p', 'ul', 'ol', 'table', 'blockquote']);

// Elements that keep a run's elements in the MDX: code blocks (their own data chunk), headings
// (anchors, the TOC), images (their source is a module import), and the theme's admonitions and
// details (components).
const DYNAMIC_TAGS = new Set([
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'admonition',
  'details',
  'summary',
]);

// A run's placeholder costs about 70 characters of the module: shorter runs stay in it.
const MIN_RUN_CHARACTERS = 200;

const COMPONENT = '__StaticContent';

const isWhitespace = (node: HastNode): boolean => node.type === 'text' && /^\s*$/.test(node.value ?? '');

/** Whether a subtree is plain HTML elements and text, none of them {@link DYNAMIC_TAGS}. */
const isStatic = (node: HastNode): boolean =>
  node.type === 'text' ||
  (node.type === 'element' && !DYNAMIC_TAGS.has(node.tagName ?? '') && (node.children ?? []).every(isStatic));

const isRunElement = (node: HastNode): boolean =>
  node.type === 'element' &&
  ROOT_TAGS.has(node.tagName ?? '') &&
  !(node.tagName === 'ul' && node.properties?.className !== undefined) &&
  isStatic(node);

/**
 * The React elements MDX makes of some hast nodes (hast-util-to-jsx-runtime, with MDX's defaults:
 * React attribute names, DOM style names, table cell alignment as style), recorded as
 * {@link StaticNode}s instead of created.
 */
function staticNodesOf(nodes: HastNode[]): StaticNode[] {
  // Recorded as objects, as React elements are: the library tells one child from several by
  // whether `children` is an array.
  type Recorded = {node: StaticNode};
  const record = (type: unknown, props: Record<string, unknown>): Recorded | unknown[] => {
    const {children, ...rest} = props;
    const list = (children === undefined ? [] : Array.isArray(children) ? children : [children]).map(
      (child: string | Recorded) => (typeof child === 'string' ? child : child.node),
    );
    if (typeof type !== 'string') return list;
    return {node: [type, Object.keys(rest).length > 0 ? rest : 0, ...list]};
  };
  return toJsxRuntime({type: 'root', children: nodes} as unknown as Root, {
    Fragment: Symbol('fragment'),
    jsx: record as never,
    jsxs: record as never,
    passKeys: false,
  }) as unknown as StaticNode[];
}

/** The placeholder of run `index` of chunk `key`, its elements' tags and props in `roots`. */
function placeholder(ref: string, run: StaticNode[]): HastNode {
  const roots: StaticRoot[] = run.map((node) =>
    typeof node === 'string' ? node : node[1] === 0 ? node[0] : [node[0], node[1]],
  );
  const expression = JSON.stringify(roots);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'part', value: ref},
      {
        type: 'mdxJsxAttribute',
        name: 'roots',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: expression,
          data: {estree: parse(`(${expression})`, {ecmaVersion: 'latest', sourceType: 'module'})},
        },
      },
    ],
    children: [],
  } as unknown as HastNode;
}

/**
 * Takes the static prose of a page out of its tree (plugins/page-data.ts).
 * @param tree the page's hast
 * @returns the runs' data, or undefined when the page has no run worth moving
 */
export function takeStaticContent(tree: HastNode): PagePart<StaticNode[][]> | undefined {
  const runs: {parent: HastNode; start: number; end: number; nodes: StaticNode[]}[] = [];
  const visit = (parent: HastNode): void => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index++) {
      const child = children[index];
      if (!isRunElement(child)) {
        if (child.type !== 'text') visit(child);
        continue;
      }
      let end = index + 1;
      while (end + 1 < children.length && isWhitespace(children[end]) && isRunElement(children[end + 1])) {
        end += 2;
      }
      const nodes = staticNodesOf(children.slice(index, end));
      if (JSON.stringify(nodes).length >= MIN_RUN_CHARACTERS) runs.push({parent, start: index, end, nodes});
      index = end - 1;
    }
  };
  visit(tree);
  if (runs.length === 0) return undefined;
  return {
    data: runs.map(({nodes}) => nodes),
    // From the last, so that the indexes of the earlier runs of the same parent still hold.
    refer: (key) =>
      [...runs.entries()]
        .reverse()
        .forEach(([index, run]) =>
          run.parent.children!.splice(
            run.start,
            run.end - run.start,
            placeholder(`${key}/${index}`, run.nodes),
          ),
        ),
    esm: `import ${COMPONENT} from '@site/src/components/StaticContent';`,
  };
}
