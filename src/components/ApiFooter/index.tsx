/**
 * The credit line under every API page. Ported from docusaurus-plugin-typedoc-api 4.4.0's `Footer`
 * (MIT), markup and wording unchanged.
 */
import type {ReactNode} from 'react';

/** @returns a `<footer class="tsd-footer">` naming docusaurus-plugin-typedoc-api and TypeDoc */
export default function ApiFooter(): ReactNode {
  // The text is in the plugin's pieces: React separates adjacent text pieces in the server's HTML.
  return (
    <footer className="tsd-footer">
      {'Powered by'} {/* External links with only their href, as the plugin renders them. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href="https://github.com/milesj/docusaurus-plugin-typedoc-api">docusaurus-plugin-typedoc-api</a>{' '}
      {'and '}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href="https://typedoc.org/">TypeDoc</a>
    </footer>
  );
}
