/**
 * The modules of a graphql release, as `/api` lists them first: each entry point's
 * specifier linking to its page, its purpose in a line, and its categories.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeSpans from '@site/src/components/CodeSpans';
import type {ModuleOverview} from '@site/plugins/api-module-pages';
import styles from './styles.module.css';

/**
 * @param props.modules the release's entry points, root first (plugins/api-module-pages.ts)
 */
export default function ApiModulesOverview({modules}: {modules: ModuleOverview[]}): ReactNode {
  return (
    <section className={styles.overview}>
      <Heading as="h2" id="modules">
        Modules
      </Heading>
      <ul className={styles.modules}>
        {modules.map((module) => (
          <li key={module.specifier}>
            <Link to={module.permalink}>
              <code>{module.specifier}</code>
            </Link>
            <span className={styles.summary}>
              <CodeSpans text={module.summary} />
            </span>
            {module.categories.length > 0 && (
              <span className={styles.categories}>{module.categories.join(' · ')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
