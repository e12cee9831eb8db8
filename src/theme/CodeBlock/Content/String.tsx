/**
 * Thin wrapper of the theme's `CodeBlock/Content/String`: hands the block's build-time tokens
 * (its `tokens` prop, from plugins/code-tokens.ts) to the highlighter it renders
 * (src/components/CodeHighlight), which the theme's own props do not reach (so that
 * Prism no longer ships to the browser).
 */
import type {ReactNode} from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {CodeTokensProvider} from '@site/src/components/CodeHighlight';

/**
 * @param props the theme's props, and `tokens`: the block's encoded tokens, if it has any
 * @returns the theme's string code block, with its tokens available to its highlighter
 */
export default function CodeBlockStringWrapper({tokens, ...props}: Props): ReactNode {
  return (
    <CodeTokensProvider tokens={tokens}>
      <CodeBlockString {...props} />
    </CodeTokensProvider>
  );
}
