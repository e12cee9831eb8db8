/**
 * The build-time lexing of API comments (plugins/api-comment-tokens.ts). The built pages prove
 * that the tokens render the same HTML as before; graphql's comments hold no `{@link}` or
 * `{@doclink}` tag, so these check on a small item that such tags resolve as the client resolved
 * them: against the page's reflection map, and the version and docs path of the page.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {addCommentTokens, markdownTokens} from '../plugins/api-comment-tokens';
import {highlightCode} from '../plugins/code-tokens';

const NEXT = {version: 'current', isLast: true};
const V16 = {version: '16.x', isLast: false};

/** A page item whose summary links to GraphQLSchema and a tutorial, with an `@example` tag. */
function pageItem() {
  return {
    id: 1,
    name: 'graphql',
    comment: {
      summary: [
        {kind: 'text', text: 'See '},
        {kind: 'inline-tag', tag: '@link', text: 'GraphQLSchema'},
        {kind: 'text', text: ' and '},
        {kind: 'inline-tag', tag: '@doclink', text: 'tutorials/basic-types | the tutorial'},
        {kind: 'text', text: ', or call '},
        {kind: 'code', text: '`graphql()`'},
        {kind: 'text', text: '.'},
      ],
      blockTags: [
        {tag: '@example', content: [{kind: 'code', text: '```ts\nawait graphql({schema});\n```'}]},
        {tag: '@remarks', content: []},
      ],
    },
  };
}

const REFLECTIONS = {2: {id: 2, name: 'GraphQLSchema', kind: 128, permalink: '/api/class/GraphQLSchema'}};

/** The links of a token tree, as [href, text of their first child]. */
function links(tokens: unknown): [string, string][] {
  if (Array.isArray(tokens)) return tokens.flatMap(links);
  if (typeof tokens !== 'object' || tokens === null) return [];
  const token = tokens as {type?: string; href?: string; tokens?: {text?: string}[]};
  const own: [string, string][] = token.type === 'link' ? [[token.href!, token.tokens?.[0]?.text ?? '']] : [];
  return [...own, ...links(token.tokens ?? [])];
}

describe('comment tokens', () => {
  test('links resolve against the page reflections, the version and the docs path', () => {
    for (const [version, tutorial] of [
      [NEXT, '/docs/tutorials/basic-types'],
      [V16, '/docs/16.x/tutorials/basic-types'],
    ] as const) {
      const item = pageItem();
      addCommentTokens(item, REFLECTIONS, {version, docsPath: '/docs'});
      assert.deepEqual(links((item.comment as {summaryTokens?: unknown}).summaryTokens), [
        ['/api/class/GraphQLSchema', 'GraphQLSchema'],
        [tutorial, 'the tutorial'],
      ]);
    }
  });

  test('each block tag gets its tokens, only the fields the renderer reads, none for no text', () => {
    const item = pageItem();
    addCommentTokens(item, REFLECTIONS, {version: NEXT, docsPath: '/docs'});
    const [example, remarks] = item.comment.blockTags as {tokens?: unknown}[];
    // A code block also carries its syntax-highlighting tokens (plugins/code-tokens.ts).
    assert.deepEqual(example.tokens, [
      {
        type: 'code',
        lang: 'ts',
        text: 'await graphql({schema});',
        highlight: highlightCode('await graphql({schema});', 'ts'),
      },
    ]);
    assert.equal(remarks.tokens, undefined);
    const paragraph = (item.comment as {summaryTokens?: {tokens: unknown[]}[]}).summaryTokens![0];
    // A code span keeps its raw text (the renderer shows it without the backticks), nothing else
    // keeps `raw`, and a token with children drops its `text`.
    assert.deepEqual(paragraph.tokens.at(-2), {type: 'codespan', raw: '`graphql()`'});
    assert.deepEqual(Object.keys(paragraph), ['type', 'tokens']);
  });

  test("a code block's language is its info string's first word (graphql-js writes `graphql prettier-ignore`)", () => {
    const [block] = markdownTokens('```graphql prettier-ignore\n{ a }\n```\n');
    assert.deepEqual(block, {
      type: 'code',
      lang: 'graphql',
      text: '{ a }',
      highlight: highlightCode('{ a }', 'graphql'),
    });
    assert.notEqual(highlightCode('{ a }', 'graphql'), highlightCode('{ a }', 'text'));
  });
});
