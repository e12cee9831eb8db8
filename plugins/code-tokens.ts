/**
 * Build-time syntax highlighting. The theme highlighted every code block
 * in the browser with Prism, which theme-classic's client module `prism-include-languages` put
 * into every page's main bundle with the site's grammars (about 12 KB gzip), only to redo what the
 * pre-rendered HTML already shows. Here Prism runs while the site builds, set up exactly as the
 * theme set it up in the browser (prism-react-renderer's instance, the config's
 * `prism.additionalLanguages` registered in order, the same tokenize hooks and normalisation), and
 * each block carries its tokens as a `tokens` prop (src/utils/codeTokens.ts), which
 * `src/components/CodeHighlight` renders without Prism. Blocks without tokens still highlight,
 * with Prism loaded on demand.
 *
 * The tokens reach the blocks three ways:
 * - Markdown code fences of docs and pages: {@link rehypeCodeTokens}, a rehype plugin of both
 *   content plugins (docusaurus.config.ts);
 * - code in API comments: plugins/api-comment-tokens.ts stores {@link highlightCode}'s result with
 *   each code token, which the API plugin's Markdown component passes on (patch);
 * - code blocks of React pages and components: {@link codeSnippetsPlugin} tokenizes the exported
 *   strings it is told about and writes them as a data module (`@generated/code-tokens/default/snippets.json`).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {encodeCodeTokens, type CodeToken} from '../src/utils/codeTokens';
import {PRISM_ADDITIONAL_LANGUAGES} from '../src/utils/prismLanguages';

/** Prism's tokens, which prism-react-renderer's `normalizeTokens` takes. */
type PrismTokens = Parameters<typeof normalizeTokens>[0];
type PrismEnvironment = {code: string; grammar: unknown; language: string; tokens: PrismTokens};
type PrismWithHooks = typeof Prism & {
  hooks: {run: (name: string, env: PrismEnvironment) => void};
  tokenize: (code: string, grammar: unknown) => PrismTokens;
};

let languagesRegistered = false;

/**
 * prism-react-renderer's Prism with the site's grammars registered, as theme-classic's
 * `prism-include-languages` registers them in the browser: each `prismjs/components/prism-<name>`
 * module of the config's list, in its order, on the instance mounted as the global `Prism`.
 * @returns the instance (registration happens once per process)
 */
function sitePrism(): PrismWithHooks {
  if (!languagesRegistered) {
    const global = globalThis as {Prism?: unknown};
    const before = global.Prism;
    global.Prism = Prism;
    for (const language of PRISM_ADDITIONAL_LANGUAGES) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${language}`);
    }
    delete global.Prism;
    if (before !== undefined) global.Prism = before;
    languagesRegistered = true;
  }
  return Prism as PrismWithHooks;
}

/**
 * Tokenizes code as prism-react-renderer 2.4's `Highlight` does (its `useTokenize`).
 * @param code the code, as the theme's `metadata.code` holds it
 * @param language the language, as the theme's `metadata.language` holds it
 * @returns one array of tokens per line
 */
export function tokenizeCode(code: string, language: string): CodeToken[][] {
  const prism = sitePrism();
  const lowerCase = language.toLowerCase();
  const grammar = prism.languages[lowerCase];
  if (grammar == null) return normalizeTokens([code]) as CodeToken[][];
  const env: PrismEnvironment = {code, grammar, language: lowerCase, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens) as CodeToken[][];
}

/**
 * The theme's language of a code block (theme-common's `createCodeBlockMetadata`): the `language`
 * prop, else the `language-*` class, lower-cased, else `text` (the site sets no default language).
 */
export function codeBlockLanguage(language: string | undefined | null, className?: string): string {
  const fromClass = className
    ?.split(' ')
    .find((name) => name.startsWith('language-'))
    ?.replace(/language-/, '');
  return (language ?? fromClass)?.toLowerCase() ?? 'text';
}

// Blocks highlighted in this process, by language and code: the two docs versions share most of
// their code, and every API page's import line is one of a few shapes. Bounded for `npm start`,
// which keeps highlighting edited blocks.
const highlighted = new Map<string, string>();
const HIGHLIGHTED_MAX = 20_000;

/**
 * The encoded tokens of one code block, for its `tokens` prop.
 * @param code the block's code as written (the theme drops one final line break, as here)
 * @param language the language the theme will highlight it as ({@link codeBlockLanguage})
 * @returns the encoded tokens (src/utils/codeTokens.ts); the same string for the same code and
 *   language
 */
export function highlightCode(code: string, language: string): string {
  const trimmed = code.replace(/\r?\n$/, '');
  const key = `${language}\n${trimmed}`;
  let encoded = highlighted.get(key);
  if (encoded === undefined) {
    encoded = encodeCodeTokens(tokenizeCode(trimmed, language), language);
    if (highlighted.size >= HIGHLIGHTED_MAX) highlighted.clear();
    highlighted.set(key, encoded);
  }
  return encoded;
}

/** The part of a hast node that the build-time code plugins read and write. */
export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  data?: Record<string, unknown>;
};

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/**
 * Rehype plugin for the MDX of docs and pages: gives every fenced code block (`<pre><code>`) a
 * `tokens` property, which MDX passes to the theme's code block as a prop.
 * @returns the transformer
 */
export function rehypeCodeTokens() {
  const visit = (node: HastNode, parent: HastNode | undefined): void => {
    if (node.type === 'element' && node.tagName === 'code' && parent?.tagName === 'pre') {
      const properties = (node.properties ??= {});
      const className = Array.isArray(properties.className)
        ? properties.className.join(' ')
        : (properties.className as string | undefined);
      properties.tokens = highlightCode(textOf(node), codeBlockLanguage(undefined, className));
      return;
    }
    node.children?.forEach((child) => visit(child, node));
  };
  return (tree: HastNode) => visit(tree, undefined);
}

/** One code string a React component renders in a code block. */
export type CodeSnippet = {
  /** Module exporting the code, relative to the site directory. */
  module: string;
  /** Name of the export holding the code. */
  export: string;
  /** The block's language, as given to the code block. */
  language: string;
};

/** Options of {@link codeSnippetsPlugin}: the snippets by the name components look them up by. */
export type CodeSnippetsOptions = {snippets: Record<string, CodeSnippet>};

/**
 * Tokenizes the code that React components (the home page) render in code blocks, which no
 * Markdown pipeline sees, and writes the tokens by snippet name to
 * `@generated/code-tokens/default/snippets.json` for the components to pass as `tokens`.
 * @param context the Docusaurus load context
 * @param options the snippets
 * @returns the Docusaurus plugin
 * @throws when a snippet's module lacks its export
 */
export default function codeSnippetsPlugin(
  context: LoadContext,
  options: CodeSnippetsOptions,
): Plugin<Record<string, string>> {
  return {
    name: 'code-tokens',
    async loadContent() {
      const tokens: Record<string, string> = {};
      for (const [name, snippet] of Object.entries(options.snippets)) {
        const file = path.join(context.siteDir, snippet.module);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const code = (require(file) as Record<string, unknown>)[snippet.export];
        if (typeof code !== 'string') {
          throw new Error(`Code snippet "${name}": ${snippet.module} exports no string ${snippet.export}`);
        }
        tokens[name] = highlightCode(code, codeBlockLanguage(snippet.language));
      }
      return tokens;
    },
    getPathsToWatch() {
      return Object.values(options.snippets).map((snippet) => path.join(context.siteDir, snippet.module));
    },
    async contentLoaded({content, actions}) {
      await actions.createData('snippets.json', JSON.stringify(content));
    },
  };
}
