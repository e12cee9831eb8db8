/**
 * The home page's example and its output (src/components/HomeExample), apart from the component so
 * that tests read them without a bundler: the Getting started tutorial's program in one file.
 */

/** The file the example is, as the tutorial names it. */
export const HELLO_FILE = 'hello.js';

/** The program. graphql 17 results are null-prototype objects, so it prints them as JSON. */
export const HELLO_EXAMPLE = `import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(\`
  type Query {
    hello: String
  }
\`);

const rootValue = { hello: () => 'Hello, world!' };

const result = await graphql({ schema, source: '{ hello }', rootValue });
console.log(JSON.stringify(result));`;

/** What `node hello.js` prints. */
export const HELLO_OUTPUT = '{"data":{"hello":"Hello, world!"}}';
