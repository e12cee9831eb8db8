/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Line) for two changes:
 * - each line is a <span> shown as a block, not a <div>. A <div> may not sit inside <code>, which
 *   allows phrasing content only, and html-validate (quality gate) rejects every code block with it;
 * - a line renders again only when its tokens, classes or prop getters change ({@link sameLine}).
 *   Right after hydration, every block wider than the screen renders again to show its word-wrap
 *   button (theme-common's `useCodeWordWrap`), which re-rendered each of its lines and tokens: on a
 *   phone, most blocks of an API page, in one task (Lighthouse's mobile profile).
 * - a plain token (no type but `plain`, no style) is its text, not a `<span class="token plain">`,
 *   and plain text next to plain text is one string. The span styled nothing (the block's colour
 *   is the `<pre>`'s), and plain tokens were a quarter of the 20,000 elements of the longest page,
 *   which the browser styles, lays out and hit-tests on every frame.
 * Wrapping cannot change either, so this file is ejected; keep it in step with upstream on upgrades.
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

type Token = Props['line'][number];

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

/** Whether a token's props style nothing: only the classes `token plain`, no style, no handler. */
function isPlainText(props: ReturnType<Props['getTokenProps']>): boolean {
  const {className, style, children, ...rest} = props;
  return (
    className === 'token plain' &&
    style === undefined &&
    typeof children === 'string' &&
    Object.keys(rest).length === 0
  );
}

/**
 * One line of a highlighted code block.
 * @param props the line's tokens, its extra class names, whether line numbers show, and
 *   prism-react-renderer's prop getters (see @theme/CodeBlock/Line).
 * @returns a block <span> with the line's tokens and a closing <br>.
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

  const lineTokens: ReactNode[] = [];
  line.forEach((token, key) => {
    const tokenProps = getTokenProps({token});
    const last = lineTokens.length - 1;
    if (isPlainText(tokenProps)) {
      // One string for a run of plain tokens: React would put a comment between two.
      if (typeof lineTokens[last] === 'string') lineTokens[last] += tokenProps.children;
      else lineTokens.push(tokenProps.children);
      return;
    }
    lineTokens.push(
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>,
    );
  });

  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
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
