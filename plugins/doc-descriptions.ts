import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** Each doc's description (front matter or first paragraph), by docs version name and doc id. */
export type DocDescriptions = Record<string, Record<string, string>>;

/**
 * The descriptions of the docs, for the theme's doc cards only: the docs
 * plugin's version metadata, which every docs page loads, leaves them out
 * (patches/@docusaurus+plugin-content-docs, about 3 KB gzip of every docs page of Next); the cards
 * of the generated index pages show them, and take them from this plugin's data
 * (`@generated/doc-descriptions/default/descriptions.json`, read by src/theme/DocCard), which
 * loads with those pages only.
 * @returns a Docusaurus plugin that writes the data after the docs plugin loaded the docs
 * @throws when the site has no docs plugin with the default id
 */
export default function docDescriptions(): Plugin {
  return {
    name: 'doc-descriptions',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('doc-descriptions: the site has no docs plugin with the default id');
      const descriptions: DocDescriptions = Object.fromEntries(
        docs.loadedVersions.map((version) => [
          version.versionName,
          Object.fromEntries(version.docs.map((doc) => [doc.id, doc.description])),
        ]),
      );
      await actions.createData('descriptions.json', JSON.stringify(descriptions));
    },
  };
}
