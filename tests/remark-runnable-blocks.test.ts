/**
 * The build-time half of "Run the examples in the page": which blocks the remark plugin
 * (plugins/remark-runnable-blocks.ts) makes runnable, and what it hands each of them. The browser
 * half, over the real pages, is tests/e2e/run-in-page.test.ts.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Code, Root} from 'mdast';
import remarkRunnableBlocks, {whyNotRunnable, type RunProps} from '../plugins/remark-runnable-blocks';

const VERSIONS = [
  {dir: 'docs', graphql: '17.1.0'},
  {dir: 'versioned_docs/version-16.x', graphql: '16.15.0'},
];

/** The run props the plugin gives each code block of a page, in order (`undefined`: no Run button). */
async function runPropsOf(markdown: string, file = '/site/docs/page.md'): Promise<(RunProps | undefined)[]> {
  const {fromMarkdown} = await import('mdast-util-from-markdown');
  const tree = fromMarkdown(markdown) as Root;
  remarkRunnableBlocks({versions: VERSIONS})(tree, {path: file});
  return tree.children
    .filter((node): node is Code => node.type === 'code')
    .map((node) => {
      const props = node.data?.hProperties as Partial<RunProps> | undefined;
      return props?.runGraphql ? (props as RunProps) : undefined;
    });
}

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n\n`;

describe('remark-runnable-blocks', () => {
  test('a file and its continuations run up to each block, against the page version', async () => {
    const markdown =
      fence('js title="hello.js"', "import {graphql} from 'graphql';") +
      fence('js title="hello.js (continued)"', 'console.log(1);') +
      fence('bash', 'node hello.js');
    assert.deepEqual(await runPropsOf(markdown), [
      {runGraphql: '17.1.0', runFile: 'hello.js', runPrefix: ''},
      {runGraphql: '17.1.0', runFile: 'hello.js', runPrefix: "import {graphql} from 'graphql';\n\n"},
      undefined,
    ]);
    assert.equal(
      (await runPropsOf(markdown, '/site/versioned_docs/version-16.x/page.md'))[0]?.runGraphql,
      '16.15.0',
    );
    // A site inside a folder named `docs`: its 16.x pages are still 16.x.
    assert.equal(
      (await runPropsOf(markdown, '/home/docs/site/versioned_docs/version-16.x/tutorials/page.md'))[1]
        ?.runGraphql,
      '16.15.0',
    );
    assert.deepEqual(await runPropsOf(markdown, '/site/src/pages/page.md'), [
      undefined,
      undefined,
      undefined,
    ]);
  });

  test('a block runs only if a later command runs its file with node', async () => {
    const markdown =
      fence('js title="a.js"', 'console.log(1);') +
      fence('js title="b.js"', 'console.log(2);') +
      fence('bash', 'node --conditions=development b.js | tail -n 1') +
      fence('js title="c.js"', 'console.log(3);');
    assert.deepEqual(
      (await runPropsOf(markdown)).map((props) => props?.runFile),
      [undefined, 'b.js', undefined, undefined],
    );
  });

  test('a file that needs a server, a package or Node.js makes its later blocks unrunnable too', async () => {
    const markdown =
      fence('js title="server.js"', "import express from 'express';") +
      fence('js title="server.js (continued)"', 'console.log(1);') +
      fence('js title="env.js"', 'console.log(2);') +
      fence('js title="env.js (continued)"', 'console.log(process.env.PORT);') +
      fence('bash', 'node server.js\nnode env.js');
    assert.deepEqual(
      (await runPropsOf(markdown)).map((props) => props?.runFile),
      [undefined, undefined, 'env.js', undefined, undefined],
    );
  });

  test('fragments neither run nor join their file; graphql="16" blocks have a file and release of their own', async () => {
    const markdown =
      fence('js title="x.mjs" fragment="not run"', 'syntax error (') +
      fence('js title="x.mjs · graphql 16" graphql="16"', 'console.log(16);') +
      fence('js title="x.mjs · graphql 17" graphql="17"', 'console.log(17);') +
      fence('bash title="graphql 16" graphql="16"', 'node x.mjs') +
      fence('bash title="graphql 17" graphql="17"', 'node x.mjs');
    const props = await runPropsOf(markdown);
    assert.equal(props[0], undefined);
    assert.deepEqual(props[1], {runGraphql: '16.15.0', runFile: 'x.mjs', runPrefix: ''});
    assert.deepEqual(props[2], {runGraphql: '17.1.0', runFile: 'x.mjs', runPrefix: ''});
  });

  test('whyNotRunnable reads the code as a module, not as text', () => {
    const runnable = [
      "import {graphql} from 'graphql';\nconst {version} = await import('graphql');",
      "export {parse} from 'graphql';",
      // Names that are declared, or are property names, are not the Node.js globals.
      'const process = 1;\nconsole.log(process, {require: 2}.require);',
      'function get(fetch) {\n  return fetch;\n}\nclass A {\n  process() {}\n}',
      "console.log('process.env and fetch(url) in a string');",
    ];
    for (const code of runnable) assert.equal(whyNotRunnable(code), undefined, code);
    const unrunnable: [string, RegExp][] = [
      ["import {readFile} from 'node:fs/promises';", /node:fs/],
      ["import {schema} from './schema.js';", /\.\/schema\.js/],
      ['const name = "graphql";\nawait import(name);', /run time/],
      ['console.log(import.meta.url);', /import\.meta/],
      ['console.log(process.argv);', /process/],
      ["const {x} = require('x');", /require/],
      ["await fetch('http://localhost:4000/graphql');", /network/],
      ['const x = ;', /parse/],
    ];
    for (const [code, reason] of unrunnable) assert.match(whyNotRunnable(code) ?? '', reason, code);
  });
});
