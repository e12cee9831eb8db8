/**
 * The page of one entry point of graphql (`/api/module/execution`): its purpose, then
 * what it exports, grouped by the `@category` of the typings (symbols without one by kind), each
 * with its one-line summary and a link to its page. A route of the API plugin's version subtree
 * (plugins/api-module-pages.ts), so it renders inside the API layout: src/components/ApiItemLayout
 * gives it the version banner, breadcrumbs and table of contents of the other API
 * pages.
 */
import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import ApiItemLayout from '@site/src/components/ApiItemLayout';
import ApiTypeLink from '@site/src/components/ApiTypeLink';
import CodeSpans from '@site/src/components/CodeSpans';
import type {ModulePage} from '@site/plugins/api-module-pages';
import styles from './styles.module.css';

/** The id of a group's heading: its title, lower case, words joined by `-`. */
function groupId(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * @param props.page the module's data, written at build time
 */
export default function ApiModulePage({page}: {page: ModulePage}): ReactNode {
  const toc = page.groups.map((group) => ({value: group.title, id: groupId(group.title), level: 2}));
  return (
    <ApiItemLayout
      heading={page.specifier}
      pageMetadata={<PageMetadata title={`${page.specifier} | API`} description={page.summary} />}
      toc={toc}
    >
      <p className={styles.summary}>
        <CodeSpans text={page.summary} />
      </p>
      {page.groups.map((group) => (
        <section key={group.title}>
          <Heading as="h2" id={groupId(group.title)}>
            {group.title}
          </Heading>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.name}>
                {/* Routed by the API pages' one router, as type links are (src/components/ApiTypeLink):
                    the root module lists 560 symbols, each a `Link` to hydrate. */}
                <ApiTypeLink to={item.href}>
                  <code>{item.name}</code>
                </ApiTypeLink>
                {item.summary && (
                  <>
                    {' '}
                    <CodeSpans text={item.summary} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ApiItemLayout>
  );
}
