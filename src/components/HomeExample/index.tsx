/**
 * The home page's example: the Getting started tutorial's program in one block, runnable in the
 * page, and what it prints. `tests/home-example.test.ts` runs it under Node.js with
 * the graphql the site documents and holds the result against its output (`./example.ts`).
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import codeSnippets from '@generated/code-tokens/default/snippets.json';
import RunnableCode from '@site/src/components/RunnableCode';
import {HELLO_EXAMPLE, HELLO_FILE, HELLO_OUTPUT} from './example';

/**
 * @returns the example block, runnable against the release of the current docs version
 *   (`customFields.graphqlVersion` of docusaurus.config.ts), and its output block.
 */
export default function HomeExample(): ReactNode {
  const graphqlVersion = useDocusaurusContext().siteConfig.customFields?.graphqlVersion as string;
  return (
    <>
      <RunnableCode code={HELLO_EXAMPLE} file={HELLO_FILE} prefix="" graphql={graphqlVersion}>
        <CodeBlock language="js" title={HELLO_FILE} tokens={codeSnippets['home-hello']}>
          {HELLO_EXAMPLE}
        </CodeBlock>
      </RunnableCode>
      <CodeBlock language="json" title="Output" tokens={codeSnippets['home-hello-output']}>
        {HELLO_OUTPUT}
      </CodeBlock>
    </>
  );
}
