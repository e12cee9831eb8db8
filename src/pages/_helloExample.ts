/**
 * The home page's example (src/pages/index.tsx), in a module of its own so that the build can
 * tokenize it for highlighting (plugins/code-tokens.ts, snippet `home-hello` in docusaurus.config.ts).
 */

/** The same program the Getting started tutorial builds, so the home page shows code that runs. */
export const HELLO_EXAMPLE = `import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(\`
  type Query {
    hello: String
  }
\`);

const rootValue = { hello: () => 'Hello, world!' };

const result = await graphql({ schema, source: '{ hello }', rootValue });
console.log(result.data); // { hello: 'Hello, world!' }`;
