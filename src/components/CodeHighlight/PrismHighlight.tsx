/**
 * prism-react-renderer's `Highlight` with the site's grammars, for the code blocks that come
 * without build-time tokens (src/components/CodeHighlight). Loaded on demand: it brings Prism and
 * the grammars (about 12 KB gzip), which pages whose blocks all have their tokens never load.
 * Registers the grammars as theme-classic's client module `prism-include-languages` did before the
 * site stopped loading Prism with every page (patches/@docusaurus+theme-classic+3.10.2.patch).
 */
import type {ReactNode} from 'react';
import {Highlight, Prism, type HighlightProps} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

/**
 * @param props prism-react-renderer's `HighlightProps`
 * @returns prism-react-renderer's `Highlight` with the site's Prism instance
 */
export default function PrismHighlight(props: HighlightProps): ReactNode {
  return <Highlight {...props} prism={Prism} />;
}
