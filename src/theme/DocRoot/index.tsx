import type {ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';

type Props = WrapperProps<typeof DocRootType>;

/**
 * Every tutorial and API page (the API plugin renders its pages inside DocRoot too) announces
 * its Markdown twin with `<link rel="alternate" type="text/markdown">`, so tools can fetch the
 * page as Markdown. The twins are written by `plugins/markdown-twins.ts`.
 */
export default function DocRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} />
      </Head>
      <DocRoot {...props} />
    </>
  );
}
