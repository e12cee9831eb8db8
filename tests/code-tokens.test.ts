/**
 * Build-time highlighting (plugins/code-tokens.ts, src/components/CodeHighlight): for every code
 * block of both docs versions and the home page, the highlighter rendering the build-time tokens
 * renders the same markup as prism-react-renderer's own `Highlight` with Prism, in both code
 * themes; tokens made for other code are refused, so that such a block falls back to Prism.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {createElement, Fragment, type ReactElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {Highlight as PrismHighlight, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {codeBlockLanguage, highlightCode, tokenizeCode} from '../plugins/code-tokens';
import {CodeTokensProvider, Highlight} from '../src/components/CodeHighlight';
import {decodeCodeTokens, encodeCodeTokens, plainCodeTokens} from '../src/utils/codeTokens';
import {darkCodeTheme, lightCodeTheme} from '../src/utils/prismThemes';
import {HELLO_EXAMPLE, HELLO_OUTPUT} from '../src/components/HomeExample/example';
import {HTMLElement, parse} from 'node-html-parser';
import {filesUnder} from './support/build-files';
import {BUILD_DIR, ROOT} from './support/paths';

/** A code block as the theme renders it: its code, and the language it highlights it as. */
type Block = {where: string; code: string; language: string};

/** Every fenced code block of the Markdown under `dir`. */
function blocksUnder(dir: string): Block[] {
  return filesUnder(path.join(ROOT, dir), '.md').flatMap((file) => {
    const blocks: Block[] = [];
    const visit = (node: {type: string; lang?: string | null; value?: string; children?: unknown[]}) => {
      if (node.type === 'code') {
        blocks.push({
          where: path.relative(ROOT, file),
          code: node.value ?? '',
          language: codeBlockLanguage(undefined, node.lang ? `language-${node.lang}` : undefined),
        });
      }
      (node.children as (typeof node)[] | undefined)?.forEach(visit);
    };
    visit(fromMarkdown(readFileSync(file, 'utf8')));
    return blocks;
  });
}

const BLOCKS: Block[] = [
  ...blocksUnder('docs'),
  ...blocksUnder('versioned_docs'),
  {where: 'src/components/HomeExample/example.ts', code: HELLO_EXAMPLE, language: 'js'},
  {where: 'src/components/HomeExample/example.ts (output)', code: HELLO_OUTPUT, language: 'json'},
];

/** What the theme's `CodeBlock/Content` and `Line` make of a highlighter's render props. */
function renderLines({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactElement {
  return createElement(
    'pre',
    {className, style},
    tokens.map((line, i) =>
      createElement(
        'span',
        {key: i, ...getLineProps({line, className: 'line'})},
        line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
      ),
    ),
  );
}

/**
 * prism-react-renderer's render props, less the style of each line: CodeHighlight leaves a line's
 * colour to the block's <pre>, which has the same; checked here to be the only thing left out.
 */
function withoutLineColour(props: RenderProps): RenderProps {
  return {
    ...props,
    getLineProps: (input) => {
      const {style, ...rest} = props.getLineProps(input);
      const set = Object.entries(style ?? {}).filter(([, value]) => value !== undefined);
      assert.deepEqual(set, [['color', props.style?.color]]);
      return rest;
    },
  };
}

const render = (element: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, element));

describe('build-time code tokens', () => {
  test(`all ${BLOCKS.length} code blocks render as prism-react-renderer renders them`, () => {
    assert.ok(BLOCKS.length > 100, 'the docs have their code blocks');
    tokenizeCode('', 'js'); // registers the grammars on prism-react-renderer's Prism
    // Both renderings are functions of the code and its language alone, and the two docs versions
    // share many blocks: each distinct block is rendered once (about 1,700 of 2,700).
    const distinct = new Map(BLOCKS.map((block) => [`${block.language}\0${block.code}`, block]));
    for (const {where, code, language} of distinct.values()) {
      const tokens = highlightCode(`${code}\n`, language);
      for (const theme of [lightCodeTheme, darkCodeTheme] as PrismTheme[]) {
        const expected = render(
          createElement(PrismHighlight, {
            code,
            language,
            theme,
            children: (props: RenderProps) => renderLines(withoutLineColour(props)),
          }),
        );
        const actual = render(
          createElement(CodeTokensProvider, {
            tokens,
            children: createElement(Highlight, {code, language, theme, children: renderLines}),
          }),
        );
        assert.equal(actual, expected, `${where}: ${code.split('\n')[0]}`);
      }
    }
  });

  test('tokens made for other code or another language are refused', () => {
    const encoded = highlightCode('const a = 1;\nconst b = 2;', 'js');
    assert.ok(decodeCodeTokens(encoded, 'const a = 1;\nconst b = 2;', 'js'));
    assert.equal(decodeCodeTokens(encoded, 'const a = 1;\nconst b = 3;;', 'js'), undefined);
    assert.equal(decodeCodeTokens(encoded, 'const a = 1;', 'js'), undefined);
    assert.equal(decodeCodeTokens(encoded, 'const a = 1;\nconst b = 2;', 'ts'), undefined);
  });

  test('empty lines and code no grammar knows round-trip', () => {
    for (const code of ['', '\n', 'a\n\nb', 'plain text\n  indented']) {
      const lines = plainCodeTokens(code);
      assert.deepEqual(decodeCodeTokens(encodeCodeTokens(lines, 'text'), code, 'text'), lines);
      assert.deepEqual(tokenizeCode(code, 'text'), lines);
    }
  });
});

describe('the build', () => {
  /**
   * The highlighted tokens of some lines, as `types: text`: plain text aside, and line ends too
   * (a line's last token may hold its newline, which the page renders as a line break).
   */
  const highlighted = (lines: {types: string[]; content: string}[][]) =>
    lines.flatMap((line) =>
      line
        .map((token) => ({types: token.types.join(' '), content: token.content.replace(/\n$/, '')}))
        .filter((token) => token.types !== 'plain' && token.content !== '')
        .map((token) => `${token.types}: ${token.content}`),
    );

  /** A rendered line's tokens: each `.token` span, and plain text (which renders without one). */
  const lineTokens = (line: HTMLElement): {types: string[]; content: string}[] =>
    line.childNodes.flatMap((node) => {
      if (!(node instanceof HTMLElement)) return [{types: ['plain'], content: node.text}];
      // As written, not `classList` (a set: a nested template string repeats its type).
      const classes = (node.getAttribute('class') ?? '').split(/\s+/);
      if (!classes.includes('token')) return lineTokens(node);
      return [{types: classes.filter((name) => name !== 'token'), content: node.text}];
    });

  test('plain text of code renders as text, not as a span per token', () => {
    // The longest pages held thousands of `<span class="token plain">`, each an element the
    // browser styles and lays out (src/theme/CodeBlock/Line).
    const html = readFileSync(path.join(BUILD_DIR, 'docs', 'upgrading', 'v16-to-v17', 'index.html'), 'utf8');
    assert.ok(html.includes('class="token keyword"'), 'the page has highlighted code');
    assert.deepEqual(html.match(/<span class="?token plain"?>/g) ?? [], []);
    assert.deepEqual(html.match(/class="token-line[^"]*" style=/g) ?? [], []);
  });

  test('every code block of the built docs pages and home page carries its tokens', () => {
    tokenizeCode('', 'js'); // registers the grammars on prism-react-renderer's Prism
    const pages = [...filesUnder(path.join(BUILD_DIR, 'docs'), '.html'), path.join(BUILD_DIR, 'index.html')];
    let checked = 0;
    const unhighlighted: string[] = [];
    for (const file of pages) {
      // Parsed with <pre> as markup (node-html-parser reads its content as text by default).
      const document = parse(readFileSync(file, 'utf8'), {blockTextElements: {script: true, style: true}});
      for (const block of document.querySelectorAll('pre.prism-code')) {
        const language = codeBlockLanguage(undefined, block.getAttribute('class'));
        const lines = block.querySelectorAll('.token-line').map(lineTokens);
        const code = lines.map((line) => line.map((token) => token.content).join('')).join('\n');
        // What Prism makes of the block's code, as prism-react-renderer would render it in the browser.
        const expected = highlighted(tokenizeCode(code, language));
        checked += 1;
        if (JSON.stringify(highlighted(lines)) !== JSON.stringify(expected)) {
          unhighlighted.push(`${path.relative(BUILD_DIR, file)}: ${code.split('\n')[0]}`);
        }
      }
    }
    assert.ok(checked > 500, `only ${checked} code blocks in the build`);
    assert.deepEqual(unhighlighted.slice(0, 20), [], `${unhighlighted.length} of ${checked} blocks`);
  });
});
