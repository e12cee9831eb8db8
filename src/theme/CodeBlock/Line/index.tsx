/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Line) for two changes:
 * - each line is a <span> shown as a block, not a <div>. A <div> may not sit inside <code>, which
 *   allows phrasing content only, and html-validate (quality gate) rejects every code block with it;
 * - a line's tokens are its HTML (`dangerouslySetInnerHTML`), not a component and a <span> each.
 *   React neither hydrates nor diffs what is inside such an element, and tokens are most of an
 *   API page's elements (GraphQLSchema: 3,360 of 5,350). The markup is the one the theme's
 *   `LineToken` renders (the class names and style that `getTokenProps` gives), so a swizzled
 *   `@theme/CodeBlock/Line/Token` would not be used;
 * - a line renders again only when its tokens, classes or prop getters change ({@link sameLine}).
 *   Right after hydration, every block wider than the screen renders again to show its word-wrap
 *   button (theme-common's `useCodeWordWrap`), which re-rendered each of its lines: on a phone,
 *   most blocks of an API page, in one task (issue 19: Lighthouse's mobile profile).
 * Wrapping cannot change either, so this file is ejected; keep it in step with upstream on upgrades.
 */
import {memo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

type Token = Props['line'][number];

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the <br> that ends every line)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

const ESCAPED: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

/** Text as HTML text or attribute value (`&`, `<`, `>` and `"` escaped). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPED[char]!);
}

/** A style object as a `style` attribute's text, as React writes it (`font-style:italic`). */
function styleText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/**
 * The HTML of one line's tokens, each a <span> with the class names and style of `getTokenProps`,
 * as the theme's `LineToken` renders it.
 * @param line the line's tokens
 * @param getTokenProps prism-react-renderer's prop getter (or src/components/CodeHighlight's)
 * @returns HTML text, every token's content escaped
 */
export function lineTokensHtml(line: Token[], getTokenProps: Props['getTokenProps']): string {
  return line
    .map((token) => {
      const {className, style, children} = getTokenProps({token});
      const styleAttribute = style ? styleText(style) : '';
      return (
        `<span class="${escapeHtml(className ?? '')}"` +
        (styleAttribute ? ` style="${escapeHtml(styleAttribute)}"` : '') +
        `>${escapeHtml(String(children ?? ''))}</span>`
      );
    })
    .join('');
}

/**
 * One line of a highlighted code block.
 * @param props the line's tokens, its extra class names, whether line numbers show, and
 *   prism-react-renderer's prop getters (see @theme/CodeBlock/Line).
 * @returns a block <span> holding the line's tokens as HTML ({@link lineTokensHtml}) and a closing
 *   <br>, which keeps an empty line from collapsing (facebook/docusaurus#11565).
 */
function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const tokens = lineTokensHtml(line, getTokenProps);
  const html = showLineNumbers
    ? `<span class="${styles.codeLineNumber}"></span><span class="${styles.codeLineContent}">${tokens}</span><br>`
    : `${tokens}<br>`;
  return <span {...lineProps} dangerouslySetInnerHTML={{__html: html}} />;
}

/**
 * Whether a line renders as before: the same tokens (the highlighter keeps a block's token arrays
 * while its code is unchanged), line numbers, prop getters (new when the colour mode's theme
 * changes) and class names (magic comments; a new array on each render of the block).
 */
function sameLine(before: Props, after: Props): boolean {
  return (
    before.line === after.line &&
    before.showLineNumbers === after.showLineNumbers &&
    before.getLineProps === after.getLineProps &&
    before.getTokenProps === after.getTokenProps &&
    (before.classNames ?? []).join(' ') === (after.classNames ?? []).join(' ')
  );
}

export default memo(CodeBlockLine, sameLine);
