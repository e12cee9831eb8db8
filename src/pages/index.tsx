import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import codeSnippets from '@generated/code-tokens/default/snippets.json';
import {HELLO_EXAMPLE} from './_helloExample';

import styles from './index.module.css';

/**
 * The hero: site title, tagline, and the two ways in (tutorials, API reference).
 * Title and tagline come from `docusaurus.config.ts` (spec section 1).
 */
function HomepageHeader(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/tutorials/">
              Get Started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/api">
              API reference
            </Link>
          </div>
        </div>
        <div className={styles.heroCode}>
          <CodeBlock language="js" title="hello.js" tokens={codeSnippets['home-hello']}>
            {HELLO_EXAMPLE}
          </CodeBlock>
        </div>
      </div>
    </header>
  );
}

/**
 * The home page at `/` (spec section 2, route `/`).
 * @returns the page, inside the theme layout with navbar and footer.
 */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      <HomepageHeader />
      <main>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
