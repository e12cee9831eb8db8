/**
 * The credit line under every API page, in the markup of docusaurus-plugin-typedoc-api 4.4.0's
 * `Footer` (MIT). It names TypeDoc alone: the pages are the site's own code (plugins/api,
 * src/components/Api*) since that plugin was replaced, and TypeDoc still reads the typings they
 * render.
 */
import type {ReactNode} from 'react';

/** @returns a `<footer class="tsd-footer">` naming TypeDoc */
export default function ApiFooter(): ReactNode {
  return (
    <footer className="tsd-footer">
      {'Powered by '}
      {/* An external link with only its href, as the other API links are rendered. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href="https://typedoc.org/">TypeDoc</a>
    </footer>
  );
}
