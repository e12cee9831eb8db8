/**
 * The links to the source of a reflection on GitHub. Ported from docusaurus-plugin-typedoc-api
 * 4.4.0's `SourceLink` (MIT) as the site patched it: the icon-only links are named.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useGitRefName} from '@site/src/utils/apiData';
import {SOURCE_ICON} from '@site/src/utils/apiKinds';

/** A source file's path in the repository: the sources of a build folder (`lib/`, `dist/`…). */
function replaceWithSrc(url: string): string {
  return url.replace(/\/(dts|dist|lib|build|es|esm|cjs|mjs)\//, '/src/');
}

/**
 * @param props.sources the reflection's sources; TypeDoc's `url` where it has one (the site's
 *   TypeDoc plugin gives each), else a GitHub URL from the site config and `gitRefName`
 * @returns an icon link per source, opening in a new tab
 */
export default function ApiSourceLink({sources = []}: {sources?: JSONOutput.SourceReference[]}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const gitRefName = useGitRefName();
  if (sources.length === 0) {
    return null;
  }
  return (
    <>
      {sources.map((source) => (
        // An external link in a new tab with the plugin's attributes (`Link` would add its own).
        // eslint-disable-next-line @docusaurus/no-html-links
        <a
          key={source.fileName}
          className="tsd-anchor"
          href={
            source.url ||
            `https://${siteConfig.githubHost}${siteConfig.githubPort ? `:${siteConfig.githubPort}` : ''}/${siteConfig.organizationName}/${siteConfig.projectName}/blob/${gitRefName}/${replaceWithSrc(source.fileName)}#L${source.line}`
          }
          rel="noreferrer"
          target="_blank"
          aria-label="View source on GitHub"
          title="View source on GitHub"
        >
          <i className={`codicon codicon-${SOURCE_ICON}`} />
        </a>
      ))}
    </>
  );
}
