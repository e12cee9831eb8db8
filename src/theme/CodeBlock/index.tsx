/**
 * Wraps the theme's CodeBlock (a thin swizzle wrapper):
 * - the blocks of docs pages come without their code, which is in the page's data chunk or read
 *   back from the server-rendered HTML (`codeBlock`, src/utils/codeBlocks.ts); this gives the
 *   theme's block its code and tokens as if the MDX had held them;
 * - the blocks a reader can run in the page get Run and Edit buttons.
 *   plugins/remark-runnable-blocks.ts decides at build time which blocks run and passes what Run
 *   needs as props; every other block, and every block before hydration, renders exactly as the
 *   theme renders it;
 * - a block hydrates once, where the theme's CodeBlock renders it a second time from scratch once
 *   the page has hydrated (see {@link CodeBlock});
 * - on the page the browser opened, a block whose code is elsewhere hydrates only once it nears
 *   the viewport (src/components/HydrateNearViewport); its Run and Edit buttons show at once.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
import HydrateNearViewport from '@site/src/components/HydrateNearViewport';
import RunnableCode from '@site/src/components/RunnableCode';
import type {RunProps} from '@site/plugins/remark-runnable-blocks';
import {
  codeBlockClassName,
  codeBlockRun,
  renderedCodeBlock,
  useCodeBlockData,
} from '@site/src/utils/codeBlocks';

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

/** A block whose code is elsewhere: its Run and Edit take the code from the page's data chunk, so
 * that the block itself reads its HTML only once it renders. */
function ExternalCodeBlock({
  codeBlock,
  runGraphql,
  runFile,
  // The prefix is in the data chunk too.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  runPrefix,
  ...props
}: Props & Partial<RunProps> & {codeBlock: string}) {
  const block = (
    <HydrateNearViewport element={() => renderedCodeBlock(codeBlock)}>
      <ExternalCodeBlockContent {...props} codeBlock={codeBlock} />
    </HydrateNearViewport>
  );
  if (!runGraphql || !runFile) return block;
  return (
    <RunnableCode file={runFile} graphql={runGraphql} load={() => codeBlockRun(codeBlock)}>
      {block}
    </RunnableCode>
  );
}

function ExternalCodeBlockContent({codeBlock, className, ...props}: Props & {codeBlock: string}) {
  const [code, tokens] = useCodeBlockData(codeBlock);
  return (
    <CodeBlock {...props} className={clsx(className, codeBlockClassName(codeBlock))} tokens={tokens}>
      {code}
    </CodeBlock>
  );
}

/**
 * The theme's CodeBlock (@docusaurus/theme-classic 3.10.2) without its `key={String(isBrowser)}`,
 * which mounts every block anew right after hydration so that the code colours follow the
 * reader's colour mode. Since 3.x the colour mode that the colours come from (`usePrismTheme`)
 * is the default one until an effect after hydration sets the reader's
 * (theme-common `useColorModeState`), so hydration already matches the server's HTML and a dark
 * reader's colours arrive as an ordinary update. The second mount re-created every token of every
 * block in one task: on an API class page with examples, 1,300 elements, the larger part of the
 * long task that kept it under 95 in Lighthouse's mobile profile.
 */
function CodeBlock({children, ...props}: Props): ReactNode {
  // The theme's `maybeStringifyChildren`: plain strings are joined so the copy button copies them.
  const content = Children.toArray(children).some((child) => isValidElement(child))
    ? children
    : Array.isArray(children)
      ? children.join('')
      : children;
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

function RunnableCodeBlock({runGraphql, runFile, runPrefix, ...props}: Props & Partial<RunProps>): ReactNode {
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
