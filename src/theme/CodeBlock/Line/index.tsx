/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Line) for two changes:
 * - each line is a <span> shown as a block, not a <div>. A <div> may not sit inside <code>, which
 *   allows phrasing content only, and html-validate (quality gate) rejects every code block with it;
 * - a line renders again only when its tokens, classes or prop getters change ({@link sameLine}).
 *   Right after hydration, every block wider than the screen renders again to show its word-wrap
 *   button (theme-common's `useCodeWordWrap`), which re-rendered each of its lines and tokens: on a
 *   phone, most blocks of an API page, in one task (Lighthouse's mobile profile).
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

  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
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
