import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

type Feature = {
  title: string;
  to: string;
  description: ReactNode;
};

const FEATURES: Feature[] = [
  {
    title: 'Follows the specification',
    to: '/api/function/validate',
    description: (
      <>
        graphql-js implements the GraphQL specification: the parser, the validation rules and the execution
        algorithm, with every rule exported on its own.
      </>
    ),
  },
  {
    title: 'Schema first or code first',
    to: '/api/class/GraphQLSchema',
    description: (
      <>
        Write a schema in the schema definition language with <code>buildSchema</code>, or build it from{' '}
        <code>GraphQLObjectType</code> and friends in code.
      </>
    ),
  },
  {
    title: 'Runs anywhere JavaScript runs',
    to: '/docs/tutorials/',
    description: (
      <>
        No transport, no framework: call <code>graphql()</code> from a script, a test, or the HTTP server of
        your choice.
      </>
    ),
  },
  {
    title: 'Guides for real APIs',
    to: '/docs/guides',
    description: (
      <>
        Nullability, errors, subscriptions, batching, pagination, testing: one concept a page, every example
        run against graphql 17.1 in CI.
      </>
    ),
  },
];

/**
 * Four short cards under the home page hero, each linking to where the reader learns more.
 * @returns a `<section>` with one column per feature.
 */
export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {FEATURES.map(({title, to, description}) => (
            <div key={title} className="col col--3">
              <Heading as="h2" className={styles.title}>
                <Link to={to}>{title}</Link>
              </Heading>
              <p>{description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
