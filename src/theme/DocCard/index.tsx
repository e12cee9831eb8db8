/**
 * Thin wrapper of the theme's DocCard: gives a doc's card the doc's description,
 * which the docs plugin's version metadata no longer carries to every docs page
 * (patches/@docusaurus+plugin-content-docs); plugins/doc-descriptions.ts writes them, and they load
 * with the pages that show cards (the generated index pages).
 */
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/doc-descriptions/default/descriptions.json';

/**
 * @param props the theme's props: the sidebar item the card shows
 * @returns the theme's card, a doc link's item given its doc's description unless it has one
 */
export default function DocCardWrapper({item}: Props): ReactNode {
  const {version} = useDocsVersion();
  const description =
    item.type === 'link' && item.docId && !item.description ? descriptions[version]?.[item.docId] : undefined;
  return <DocCard item={description ? {...item, description} : item} />;
}
