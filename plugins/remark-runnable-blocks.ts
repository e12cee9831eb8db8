/**
 * Decides at build time which JavaScript blocks of the docs a reader can run in the page ("Run the
 * examples in the page") and hands each of them what its Run button needs.
 *
 * A page's files are assembled the way the example runner (`tests/support/examples.ts`) writes
 * them: a `js title="x.js"` block writes `x.js`, a later `title="x.js (continued)"` block appends
 * to it, blocks with `fragment="…"` are left out, and a block's `graphql="16"` or `"17"` puts it,
 * with its file, into a terminal and folder of that release. A block is runnable when the file
 * as assembled up to and including it runs in a browser's Web Worker as it runs under Node.js:
 * it parses as an ES module, imports nothing but `graphql`, reads no Node.js global (`process`,
 * `require`, `Buffer`, …), makes no network request (`fetch`, …), and a later shell block of the
 * page runs it with `node`. The JavaScript is parsed with acorn, the parser the MDX toolchain
 * itself uses, and walked with acorn-walk, which tells references apart from property names and
 * declarations.
 *
 * Each runnable block's code node gets `hProperties` that the MDX pipeline turns into props of
 * the theme's CodeBlock (`src/theme/CodeBlock` reads them; Docusaurus passes `metastring` the
 * same way): see {@link RunProps}.
 */
import path from 'node:path';
import {parse} from 'acorn';
import {simple as walkSimple} from 'acorn-walk';
import type {Code, Nodes, Root} from 'mdast';
import {fileOfTitle, parseMeta} from './code-fence-meta';

/** What a runnable block's CodeBlock receives, besides its own code (its children). */
export type RunProps = {
  /** The graphql release the block runs against, e.g. `17.1.0`. */
  runGraphql: string;
  /** The file the block belongs to, e.g. `hello.js`: what a terminal's error messages name. */
  runFile: string;
  /** The file as the blocks before this one wrote it, ending in a blank line; empty for the first. */
  runPrefix: string;
};

/** Options of {@link remarkRunnableBlocks}. */
export type RunnableBlocksOptions = {
  /**
   * The docs versions: the folder of each version's pages relative to the site (`docs`,
   * `versioned_docs/version-16.x`) and the graphql release its pages document. Pages outside
   * every folder get no Run button.
   */
  versions: {dir: string; graphql: string}[];
};

/** Why a file does not run in the page, or `undefined` when it does. */
export type Unrunnable = string | undefined;

// Node.js globals that a Web Worker lacks: code reading them needs Node.js.
const NODE_GLOBALS = new Set([
  'process',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'Buffer',
  'global',
  'setImmediate',
  'clearImmediate',
]);
// Globals that reach the network: code using them needs a server, and the runner refuses them.
const NETWORK_GLOBALS = new Set(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts']);

const JS_LANGUAGES = new Set(['js', 'javascript', 'mjs']);
/**
 * Whether a JavaScript file runs in the in-page runner as it runs under Node.js.
 * @param source the file's full text
 * @returns `undefined` when it does, else the reason it does not (for tests and debugging).
 */
export function whyNotRunnable(source: string): Unrunnable {
  let program;
  try {
    program = parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  } catch (error) {
    return `does not parse: ${(error as Error).message}`;
  }
  const reasons: string[] = [];
  const declared = new Set<string>();
  const referenced = new Set<string>();
  const declare = (node: {local: {name: string}}) => declared.add(node.local.name);
  const fromGraphqlOnly = (node: {source?: {value?: unknown} | null}) => {
    if (node.source && node.source.value !== 'graphql') {
      reasons.push(`imports ${String(node.source.value)}`);
    }
  };
  const visitors = {
    ImportDeclaration: fromGraphqlOnly,
    ExportNamedDeclaration: fromGraphqlOnly,
    ExportAllDeclaration: fromGraphqlOnly,
    ImportExpression(node: {source: {type: string; value?: unknown}}) {
      if (node.source.type !== 'Literal' || node.source.value !== 'graphql') {
        reasons.push('imports a module at run time');
      }
    },
    MetaProperty() {
      reasons.push('reads import.meta');
    },
    ImportSpecifier: declare,
    ImportDefaultSpecifier: declare,
    ImportNamespaceSpecifier: declare,
    // The walker calls this for every identifier a pattern binds (declarations, parameters),
    // and `Identifier` only for those read as values; acorn-walk's typings omit it.
    VariablePattern(node: {name: string}) {
      declared.add(node.name);
    },
    Identifier(node: {name: string}) {
      referenced.add(node.name);
    },
  };
  walkSimple(program, visitors as Parameters<typeof walkSimple>[1]);
  for (const name of referenced) {
    if (declared.has(name)) continue;
    if (NODE_GLOBALS.has(name)) reasons.push(`reads the Node.js global ${name}`);
    if (NETWORK_GLOBALS.has(name)) reasons.push(`uses the network (${name})`);
  }
  return reasons.length > 0 ? reasons.join('; ') : undefined;
}

/** Whether a shell block runs a file with Node.js (`node x.js`, `node --flag x.js | tail -1`). */
function runsWithNode(command: string, file: string): boolean {
  return command.split('\n').some((line) => {
    const words = line.trim().split(/\s+/);
    const node = words.indexOf('node');
    return node >= 0 && words.slice(node + 1).some((word) => word === file || word === `./${file}`);
  });
}

/** The code blocks of a tree, in document order (also those inside JSX elements). */
function codeBlocks(tree: Nodes): Code[] {
  if (tree.type === 'code') return [tree];
  return 'children' in tree ? tree.children.flatMap((child) => codeBlocks(child as Nodes)) : [];
}

/**
 * The remark plugin (registered for every docs version in `docusaurus.config.ts`).
 * @param options the docs versions' folders and releases
 * @returns a transformer that adds {@link RunProps} to the runnable blocks of a page of a docs
 *   version and leaves every other page as it is.
 */
export default function remarkRunnableBlocks(options: RunnableBlocksOptions) {
  const releases = new Map(options.versions.map(({graphql}) => [graphql.split('.')[0], graphql]));
  return (tree: Root, file: {path?: string}): void => {
    // A page's version is the folder its path runs through, the longest if several do (a site
    // may itself sit in a folder named `docs`); relative, so that copies of the site match too.
    const page = file.path && path.resolve(file.path).split(path.sep).join('/');
    const version = options.versions
      .filter(({dir}) => page && page.includes(`/${dir.split(path.sep).join('/')}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
    if (!version) return;
    const pageMajor = version.graphql.split('.')[0];
    const blocks = codeBlocks(tree).map((node) => ({node, meta: parseMeta(node.meta)}));
    // What each file holds so far, per release: the runner gives each release its own folder.
    const written = new Map<string, string[]>();
    blocks.forEach(({node, meta}, index) => {
      if (meta.fragment !== undefined) return;
      const major = typeof meta.graphql === 'string' ? meta.graphql : pageMajor;
      const name = fileOfTitle(meta.title);
      if (!JS_LANGUAGES.has(node.lang ?? '') || !name) return;
      const key = `${major}:${name}`;
      const parts = written.get(key) ?? [];
      written.set(key, [...parts, node.value]);
      const release = releases.get(major);
      const prefix = parts.length > 0 ? parts.join('\n\n') + '\n\n' : '';
      const ranLater = blocks
        .slice(index + 1)
        .some(
          (later) =>
            (later.node.lang === 'bash' || later.node.lang === 'sh') &&
            later.meta.fragment === undefined &&
            (typeof later.meta.graphql === 'string' ? later.meta.graphql : pageMajor) === major &&
            runsWithNode(later.node.value, name),
        );
      if (!release || !ranLater || whyNotRunnable(prefix + node.value) !== undefined) return;
      const props: RunProps = {runGraphql: release, runFile: name, runPrefix: prefix};
      node.data = {...node.data, hProperties: {...node.data?.hProperties, ...props}};
    });
  };
}
