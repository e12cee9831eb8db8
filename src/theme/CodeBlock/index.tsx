/**
 * Wraps the theme's CodeBlock (a thin swizzle wrapper) so that the blocks a reader can run in the
 * page get Run and Edit buttons (issue 13). plugins/remark-runnable-blocks.ts decides at build
 * time which blocks run and passes what Run needs as props; every other block, and every block
 * before hydration, renders exactly as the theme renders it.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import RunnableCode from '@site/src/components/RunnableCode';
import type {RunProps} from '@site/plugins/remark-runnable-blocks';

/**
 * @param props the theme's CodeBlock props, plus {@link RunProps} on a runnable block
 * @returns the theme's block, inside {@link RunnableCode} when it runs.
 */
export default function CodeBlockWrapper({
  runGraphql,
  runFile,
  runPrefix,
  ...props
}: Props & Partial<RunProps>): ReactNode {
  const block = <CodeBlock {...props} />;
  if (!runGraphql || !runFile || typeof props.children !== 'string') return block;
  return (
    <RunnableCode
      code={props.children.replace(/\n$/, '')}
      file={runFile}
      prefix={runPrefix ?? ''}
      graphql={runGraphql}
    >
      {block}
    </RunnableCode>
  );
}
