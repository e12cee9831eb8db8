/**
 * Wraps the theme's CodeBlock (a thin swizzle wrapper):
 * - the blocks of docs pages come without their code, which is in the page's data chunk or read
 *   back from the server-rendered HTML (`codeBlock`, src/utils/codeBlocks.ts); this gives the
 *   theme's block its code and tokens as if the MDX had held them;
 * - the blocks a reader can run in the page get Run and Edit buttons (issue 13).
 *   plugins/remark-runnable-blocks.ts decides at build time which blocks run and passes what Run
 *   needs as props; every other block, and every block before hydration, renders exactly as the
 *   theme renders it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import RunnableCode from '@site/src/components/RunnableCode';
import type {RunProps} from '@site/plugins/remark-runnable-blocks';
import {codeBlockClassName, codeBlockPrefix, useCodeBlockData} from '@site/src/utils/codeBlocks';

/** A block whose code is elsewhere (plugins/code-block-data.ts). */
type ExternalProps = {codeBlock?: string};

/**
 * @param props the theme's CodeBlock props, plus {@link RunProps} on a runnable block, plus
 *   `codeBlock` on a block whose code is elsewhere
 * @returns the theme's block, inside {@link RunnableCode} when it runs.
 */
export default function CodeBlockWrapper({
  codeBlock,
  ...props
}: Props & Partial<RunProps> & ExternalProps): ReactNode {
  if (codeBlock) return <ExternalCodeBlock {...props} codeBlock={codeBlock} />;
  return <RunnableCodeBlock {...props} />;
}

function ExternalCodeBlock({
  codeBlock,
  className,
  ...props
}: Props & Partial<RunProps> & {codeBlock: string}) {
  const [code, tokens] = useCodeBlockData(codeBlock);
  return (
    <RunnableCodeBlock
      {...props}
      className={clsx(className, codeBlockClassName(codeBlock))}
      tokens={tokens}
      runPrefix={props.runGraphql ? () => codeBlockPrefix(codeBlock) : undefined}
    >
      {code}
    </RunnableCodeBlock>
  );
}

type RunnableBlockProps = Props &
  Partial<Omit<RunProps, 'runPrefix'>> & {runPrefix?: RunProps['runPrefix'] | (() => Promise<string>)};

function RunnableCodeBlock({runGraphql, runFile, runPrefix, ...props}: RunnableBlockProps): ReactNode {
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
