/**
 * The search index (a chunked static index): which pages go into which docs
 * version's Pagefind bundle, what of a page is indexed, the build failing with the path of a page
 * it cannot index, and the re-rank of Pagefind's results (exact names first, members by anchor).
 * The ranking of real queries against the built site is tests/search.test.ts.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {
  decodeCbor,
  editPagefindScript,
  indexedPart,
  searchRoutesByVersion,
  writeSearchBundle,
} from '../plugins/search-index';
import {excerptAfterTitle, rankHits, type PagefindPage} from '../src/utils/search';
import {
  SEARCH_PRELOADS_FILE,
  searchBundlePath,
  searchChunksForPrefix,
  searchListedChunks,
  searchQueryWords,
  searchVersionOfPath,
  type SearchIndexChunk,
} from '../src/utils/searchVersion';
import {sitePath} from '../src/utils/sitePath';

const VERSIONS = [
  {name: 'current', label: 'Next', isLast: true, path: '/docs'},
  {name: '16.x', label: '16.x', isLast: false, path: '/docs/16.x'},
];

describe('search per docs version', () => {
  test('a 16.x docs or API page searches 16.x; every other page Next', () => {
    const versionOf = (pathname: string) => searchVersionOfPath(pathname, VERSIONS).name;
    assert.equal(versionOf('/docs/16.x/tutorials/basic-types'), '16.x');
    assert.equal(versionOf('/api/16.x/class/GraphQLSchema'), '16.x');
    assert.equal(versionOf('/docs/tutorials/basic-types'), 'current');
    assert.equal(versionOf('/api/class/GraphQLSchema'), 'current');
    assert.equal(versionOf('/'), 'current');
    assert.equal(versionOf('/search'), 'current');
  });

  test('under a base URL, as locations and version paths carry it', () => {
    const base = '/graphql-js/';
    const versions = VERSIONS.map((version) => ({...version, path: `/graphql-js${version.path}`}));
    const versionOf = (pathname: string) => searchVersionOfPath(pathname, versions, base).name;
    assert.equal(versionOf('/graphql-js/docs/16.x/tutorials/basic-types'), '16.x');
    assert.equal(versionOf('/graphql-js/api/16.x/class/GraphQLSchema'), '16.x');
    assert.equal(versionOf('/graphql-js/api/class/GraphQLSchema'), 'current');
    assert.equal(searchBundlePath(versions[0], base), '/graphql-js/pagefind/');
    assert.equal(searchBundlePath(versions[1], base), '/graphql-js/docs/16.x/pagefind/');
    // The build's files and the index's URLs are below the base URL.
    assert.equal(sitePath('/graphql-js/api/16.x/class/Source', base), '/api/16.x/class/Source');
    assert.equal(sitePath('/graphql-js/', base), '/');
    assert.equal(sitePath('/api', '/'), '/api');
  });

  test('each version has its own bundle', () => {
    assert.equal(searchBundlePath(VERSIONS[0], '/'), '/pagefind/');
    assert.equal(searchBundlePath(VERSIONS[1], '/'), '/docs/16.x/pagefind/');
  });

  test('docs and API pages go into their version, other pages nowhere', () => {
    const routes = [
      '/',
      '/search',
      '/docs/tutorials/',
      '/docs/16.x/tutorials/',
      '/api',
      '/api/16.x/class/Source',
    ];
    assert.deepEqual(Object.fromEntries(searchRoutesByVersion(routes, VERSIONS)), {
      current: ['/docs/tutorials/', '/api'],
      '16.x': ['/docs/16.x/tutorials/', '/api/16.x/class/Source'],
    });
  });
});

/** Runs `body` with a new empty folder, removed afterwards whatever `body` does. */
async function inScratch(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  try {
    await body(dir);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

describe('what of a page is indexed', () => {
  const member =
    '<main><h1>GraphQLObjectType</h1><h3 class=tsd-panel-header><a href=#isTypeOf class=tsd-anchor>' +
    '<span class=tsd-anchor-id id=isTypeOf></span></a><span class=tsd-member-owner>GraphQLObjectType.</span>' +
    'isTypeOf</h3></main>';

  test('the main part only, with API member ids moved onto their headings', () => {
    const html = indexedPart({
      url: '/api/class/GraphQLObjectType',
      html: `<nav>menu</nav>${member}<footer>x</footer>`,
    });
    assert.ok(!html.includes('menu') && !html.includes('<footer>'));
    assert.match(html, /<h3 class=tsd-panel-header id=isTypeOf>/);
    assert.ok(!html.includes('<span class=tsd-anchor-id id='));
  });

  test('each page carries its name (its document title) and its kind as filters', () => {
    const title = '<title data-rh=true>GraphQLObjectType | API | graphql-js</title>';
    const api = indexedPart({url: '/api/16.x/class/GraphQLObjectType', html: title + member});
    assert.match(api, /data-pagefind-filter="name:GraphQLObjectType"/);
    assert.match(api, /data-pagefind-filter="kind:api"/);
    const docs = indexedPart({url: '/docs/16.x/tutorials/', html: '<main><h1>Tutorials</h1></main>'});
    assert.match(docs, /data-pagefind-filter="kind:docs"/);
  });

  test('a page without a title or without a main part fails with its path', () => {
    assert.throws(
      () => indexedPart({url: '/docs/x', html: '<main><p>text</p></main>'}),
      /\/docs\/x has no title/,
    );
    assert.throws(() => indexedPart({url: '/docs/y', html: '<h1>T</h1>'}), /\/docs\/y has no <main>/);
  });

  /** An API function page as the build writes it: its title, its import panel (out of the index,
   * its content a metadata field: src/components/ApiSymbolPanels), its signature, then its doc
   * comment's summary (the lead). */
  const functionPage =
    '<title>coerce | API | graphql-js</title><main><header><h1>coerce</h1></header>' +
    '<section class="tsd-panel panel_x" data-pagefind-ignore><h2 class=tsd-panel-header>Import</h2>' +
    "<div class=tsd-panel-content data-pagefind-meta=import>import { coerce } from 'graphql';</div></section>" +
    '<section class=tsd-panel><h2 class="tsd-panel-header tsd-before-signature">Callable</h2>' +
    '<ul class=tsd-signatures><li><h3 class=tsd-signature-heading>coerce(onError: OnErrorCB): void</h3></ul>' +
    '<ul class=tsd-descriptions><li><div class="tsd-comment tsd-typography"><div class=lead>' +
    '<div class="tsd-markdown markdown"><p>Coerces a value.</div></div>' +
    '<div class=lead><div class="tsd-markdown markdown"><p>A parameter.</div></div></div></ul></section></main>';

  test("an API page's summary is indexed first, under its title", () => {
    const html = indexedPart({url: '/api/function/coerce', html: functionPage});
    const order = ['<h1>coerce</h1>', 'Coerces a value.', 'Callable', 'A parameter.'].map((text) =>
      html.indexOf(text),
    );
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
      html,
    );
    assert.ok(
      order.every((at) => at >= 0),
      html,
    );
    // Docs pages are indexed as they are.
    const docs = '<main><header><h1>Guide</h1></header><p>Intro</p><div class=lead><p>Later</div></main>';
    assert.ok(indexedPart({url: '/docs/guide', html: docs}).includes('<p>Intro</p><div class=lead>'));
    // A symbol without a summary keeps its first member's where it is.
    const member =
      '<main><header><h1>C</h1></header><h3 class=tsd-panel-header><a><span class=tsd-anchor-id id=m></span></a>m</h3>' +
      '<div class=lead><p>The member.</div></main>';
    const indexed = indexedPart({url: '/api/class/C', html: member});
    assert.ok(indexed.indexOf('id=m') < indexed.indexOf('The member.'), indexed);
  });

  test("a code block's highlighted tokens are indexed as its text", () => {
    const code =
      '<main><h1>Guide</h1><pre><code><span class="token-line line_x">' +
      '<span class="token keyword" style="color:#00009f">const</span> schema ' +
      '<span class="token operator">=</span> <span class=token-plain>x</span></span></code></pre></main>';
    const html = indexedPart({url: '/docs/guide', html: code});
    assert.ok(
      html.includes('<span class="token-line line_x">const schema = <span class=token-plain>x</span></span>'),
      html,
    );
  });

  test('pages read the same with quoted attributes, as the build writes them, as minified', () => {
    const quoted = (html: string) => html.replace(/(\s[\w-]+)=([^\s"'>]+)/g, '$1="$2"');
    assert.ok(quoted(member).includes('<span class="tsd-anchor-id" id="isTypeOf">'), quoted(member));
    const anchored = indexedPart({url: '/api/class/GraphQLObjectType', html: quoted(member)});
    assert.match(anchored, /<h3 class="tsd-panel-header" id="isTypeOf">/);
    assert.ok(!anchored.includes('<span class="tsd-anchor-id" id='), anchored);
    const summary = indexedPart({url: '/api/function/coerce', html: quoted(functionPage)});
    assert.ok(summary.indexOf('Coerces a value.') < summary.indexOf('Callable'), summary);
  });

  test("an API page's excerpt starts with its summary; its panels are metadata that search still finds", async () => {
    await inScratch(async (dir) => {
      await writeSearchBundle([{url: '/api/function/coerce', html: functionPage}], dir);
      const [name] = await readdir(path.join(dir, 'fragment'));
      const data = gunzipSync(await readFile(path.join(dir, 'fragment', name)));
      const fragment = JSON.parse(data.subarray('pagefind_dcd'.length).toString()) as {
        content: string;
        meta: Record<string, string>;
      };
      assert.match(fragment.content, /^coerce\.? Coerces a value\. Callable\./);
      assert.ok(!fragment.content.includes('import'), fragment.content);
      assert.match(fragment.meta.import, /^import \{ coerce \} from 'graphql';/);
      // Pagefind searches metadata fields: the metadata lists the field.
      const meta = (await readdir(dir)).find((file) => file.endsWith('.pf_meta'))!;
      const decoded = decodeCbor(gunzipSync(await readFile(path.join(dir, meta))).subarray(12));
      assert.ok(JSON.stringify(decoded).includes('"import"'), JSON.stringify(decoded));
    });
  });

  test('the bundle step fails with the path of a page it cannot index, and writes pages it can', async () => {
    await inScratch(async (dir) => {
      await assert.rejects(
        writeSearchBundle(
          [
            {url: '/docs/good', html: '<main><h1>Good</h1><p>words</p></main>'},
            {url: '/docs/broken', html: '<main><p>no title</p></main>'},
          ],
          path.join(dir, 'a'),
        ),
        /\/docs\/broken has no title/,
      );
      await writeSearchBundle(
        [{url: '/docs/good', html: '<main><h1>Good</h1><p>words</p></main>'}],
        path.join(dir, 'b'),
      );
      const files = await readdir(path.join(dir, 'b'));
      assert.ok(files.includes('pagefind.js') && files.includes('pagefind-entry.json'), files.join(', '));
      assert.ok(!files.some((name) => name.includes('-ui.')), 'Pagefind UI files are left in the bundle');
    });
  });

  test('a page that Pagefind itself gives no title fails the bundle with its path, from the worker thread', async () => {
    await inScratch(async (dir) => {
      // An h1 is there, so the check before Pagefind passes; its text is empty, so Pagefind's is not.
      await assert.rejects(
        writeSearchBundle(
          [
            {url: '/docs/good', html: '<main><h1>Good</h1><p>words</p></main>'},
            {url: '/docs/empty-title', html: '<main><h1> </h1><p>words</p></main>'},
          ],
          path.join(dir, 'a'),
        ),
        /search index: \/docs\/empty-title could not be indexed: no title/,
      );
      assert.ok(!existsSync(path.join(dir, 'a', 'pagefind.js')), 'a bundle was written for a failed index');
    });
  });

  test('a bundle lists the metadata its entry file names and every filter chunk, for the first search to preload', async () => {
    await inScratch(async (dir) => {
      await writeSearchBundle(
        [
          {url: '/docs/a', html: '<title>A | x</title><main><h1>A</h1><p>words</p></main>'},
          {url: '/api/class/B', html: '<title>B | x</title><main><h1>B</h1><p>more words</p></main>'},
        ],
        dir,
      );
      const {files} = JSON.parse(await readFile(path.join(dir, SEARCH_PRELOADS_FILE), 'utf8')) as {
        files: string[];
      };
      const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
        languages: {en: {hash: string}};
      };
      // Every metadata file and filter chunk of the bundle: one metadata, the one the entry names,
      // and the chunks of its two filters, name and kind.
      const metas = (await readdir(dir)).filter((name) => name.endsWith('.pf_meta'));
      const filters = (await readdir(path.join(dir, 'filter'))).map((name) => `filter/${name}`);
      assert.deepEqual(metas, [`pagefind.${entry.languages.en.hash}.pf_meta`]);
      assert.equal(filters.length, 2);
      assert.deepEqual([...files].sort(), [...metas, ...filters].sort());
      for (const file of files) assert.ok(existsSync(path.join(dir, file)), file);
    });
  });

  test('a bundle lists its index chunks with the words each spans, as Pagefind looks words up in them', async () => {
    // Enough word locations for several chunks (a chunk holds 2000 at most).
    const words = Array.from({length: 3000}, (_, index) => `w${index.toString(36)}x${(index * 7919) % 997}`);
    const page = (index: number) => ({
      url: `/docs/p${index}`,
      html: `<main><h1>P${index}</h1><p>${words.slice(index * 1000, (index + 1) * 1000).join(' ')}</p></main>`,
    });
    await inScratch(async (dir) => {
      await writeSearchBundle([page(0), page(1), page(2)], dir);
      const list: unknown = JSON.parse(await readFile(path.join(dir, SEARCH_PRELOADS_FILE), 'utf8'));
      const chunks = searchListedChunks({path: '/b/', baseUrl: '/', cacheTag: 't'}, list);
      const files = (await readdir(path.join(dir, 'index'))).map((name) => `/b/index/${name}`);
      assert.ok(files.length > 1, `one index chunk only: ${files.join(', ')}`);
      assert.deepEqual(chunks.map((chunk) => chunk.url).sort(), files.sort());
      for (const [index, chunk] of chunks.entries()) {
        assert.ok(chunk.from <= chunk.to, JSON.stringify(chunk));
        if (index > 0) assert.ok(chunks[index - 1].to < chunk.from, 'the chunks are not in word order');
      }
      // Pagefind (pagefind_web's request_indexes) loads, for a word, the chunk whose span holds it:
      // every prefix of the word that names chunks at all names that one.
      for (const word of words.slice(0, 3000).filter((_, index) => index % 97 === 0)) {
        const needed = chunks.find((chunk: SearchIndexChunk) => chunk.from <= word && word <= chunk.to);
        assert.ok(needed, `no chunk spans ${word}`);
        for (let length = 1; length <= word.length; length++) {
          const named = searchChunksForPrefix(chunks, word.slice(0, length));
          assert.ok(named.length <= 2);
          if (named.length)
            assert.ok(named.includes(needed.url), `${word.slice(0, length)}: ${named.join(', ')}`);
        }
        assert.ok(searchChunksForPrefix(chunks, word).includes(needed.url), word);
      }
    });
  });

  test("a bundle's script polls for its WebAssembly every few ms, not every 50 ms", async () => {
    await inScratch(async (dir) => {
      await writeSearchBundle([{url: '/docs/a', html: '<main><h1>A</h1><p>words</p></main>'}], dir);
      const script = await readFile(path.join(dir, 'pagefind.js'), 'utf8');
      // Pagefind's getPtr: while the WebAssembly's pointer is null, sleep and look again.
      const poll = /async getPtr\(\)\{while\(this\.raw_ptr===null\)\{.*?await asyncSleep\((\d+)\)/.exec(
        script,
      );
      assert.ok(poll, 'no getPtr poll in pagefind.js');
      assert.ok(Number(poll[1]) <= 5, `getPtr polls every ${poll[1]} ms`);
    });
  });

  test("a bundle's script splits a page's text into words once for all its excerpts", async () => {
    await inScratch(async (dir) => {
      await writeSearchBundle([{url: '/docs/a', html: '<main><h1>A</h1><p>some words here</p></main>'}], dir);
      const script = await readFile(path.join(dir, 'pagefind.js'), 'utf8');
      // Pagefind's build_excerpt with what it uses, from the edited script.
      const excerpts = script.slice(
        script.indexOf('var word_separators='),
        script.indexOf('var calculate_sub_results='),
      );
      assert.match(excerpts, /split_cache/);
      const buildExcerpt = new Function(`${excerpts}; return build_excerpt;`)() as (
        ...args: [string, number, number, number[], undefined, undefined, string]
      ) => {excerpt: string};
      // The words of one text, kept: the marks of one excerpt stay out of the next.
      const content = 'one two three four';
      assert.equal(
        buildExcerpt(content, 0, 3, [1], undefined, undefined, '').excerpt,
        'one <mark>two</mark> three',
      );
      assert.equal(
        buildExcerpt(content, 1, 3, [3], undefined, undefined, '').excerpt,
        'two three <mark>four</mark>',
      );
      assert.equal(
        buildExcerpt('five six', 0, 2, [0], undefined, undefined, '').excerpt,
        '<mark>five</mark> six',
      );
    });
  });

  test('a Pagefind script without the places to edit fails the build, naming the edit', () => {
    assert.throws(
      () => editPagefindScript('export const search = () => {};'),
      /"getPtr poll".*PAGEFIND_SCRIPT_EDITS/,
    );
  });
});

describe('the words of a query being typed', () => {
  test('are looked up as Pagefind looks them up', () => {
    assert.deepEqual(searchQueryWords('  GraphQLObjectType  '), ['graphqlobjecttype']);
    assert.deepEqual(searchQueryWords('Résumé, N+1 @defer (ok)'), ['resume', 'n+1', '@defer', 'ok']);
    assert.deepEqual(searchQueryWords('__typename'), ['__typename']);
  });

  const chunks: SearchIndexChunk[] = [
    {from: 'a', to: 'cre', url: 'c1'},
    {from: 'create', to: 'data', url: 'c2'},
    {from: 'data_', to: 'default', url: 'c3'},
    {from: 'defer', to: 'dz', url: 'c4'},
    {from: 'e', to: 'z', url: 'c5'},
  ];

  test('name the chunks that may hold the words they begin, when they are few', () => {
    // `d` begins words of three chunks: too many to fetch on a guess.
    assert.deepEqual(searchChunksForPrefix(chunks, 'd'), []);
    assert.deepEqual(searchChunksForPrefix(chunks, 'da'), ['c2', 'c3']);
    // Those of the shortest beginning that names few: the word's stem may be in either.
    assert.deepEqual(searchChunksForPrefix(chunks, 'datal'), ['c2', 'c3']);
    assert.deepEqual(searchChunksForPrefix(chunks, 'DataLoader'), ['c2', 'c3']);
    assert.deepEqual(searchChunksForPrefix(chunks, 'data loader'), ['c2', 'c3', 'c5']);
    assert.deepEqual(searchChunksForPrefix(chunks, ''), []);
  });

  test("name the chunk of a word's stem, where Pagefind looks it up too", () => {
    // Pagefind indexes `execute` as `execut`, which ends the chunk before the word's.
    const stems: SearchIndexChunk[] = [
      {from: 'every', to: 'exampl', url: 's0'},
      {from: 'example', to: 'execut', url: 's1'},
      {from: 'executa', to: 'export', url: 's2'},
      {from: 'express', to: 'f', url: 's3'},
    ];
    assert.deepEqual(searchChunksForPrefix(stems, 'execute'), ['s1', 's2']);
  });

  test('a preload list without chunks (an older bundle) names none', () => {
    const bundle = {path: '/p/', baseUrl: '/', cacheTag: 't'};
    assert.deepEqual(searchListedChunks(bundle, {files: ['a']}), []);
    assert.deepEqual(searchListedChunks(bundle, {chunks: [['a', 'b', 'index/x.pf_index'], ['c']]}), [
      {from: 'a', to: 'b', url: '/p/index/x.pf_index'},
    ]);
  });
});

describe('CBOR, the encoding of Pagefind metadata', () => {
  test('decodes the data items Pagefind writes', () => {
    // ["1.6", [["a", "b", "en_1"]], {"k": -2}, true, 1000000]
    const bytes = Buffer.from(
      '85' +
        '63312e36' +
        '81' +
        '83' +
        '6161' +
        '6162' +
        '64656e5f31' +
        'a1' +
        '616b' +
        '21' +
        'f5' +
        '1a000f4240',
      'hex',
    );
    assert.deepEqual(decodeCbor(bytes), ['1.6', [['a', 'b', 'en_1']], {k: -2}, true, 1_000_000]);
    // Arrays and strings of indefinite length.
    assert.deepEqual(decodeCbor(Buffer.from('9f7f61616162ff01ff', 'hex')), ['ab', 1]);
    assert.throws(() => decodeCbor(Buffer.from('83', 'hex')), /ends within an item/);
  });
});

describe('re-rank', () => {
  const page = (url: string, title: string, subs: [string, string, number][] = []): PagefindPage => ({
    url,
    excerpt: `about <mark>${title}</mark>`,
    meta: {title},
    sub_results: subs.map(([anchor, subTitle, count]) => ({
      url: `${url}#${anchor}`,
      title: subTitle,
      excerpt: subTitle,
      locations: Array.from({length: count}, (_, index) => index),
    })),
  });

  test('a page titled as the query comes first, then a member so named, then Pagefind order', () => {
    const hits = rankHits('execute', [
      page('/docs/guides/execution', 'Execution', [['run', 'Running execute', 5]]),
      page('/api/class/Executor', 'Executor', [['execute', 'Executor.execute', 1]]),
      page('/api/function/execute', 'execute'),
    ]);
    assert.deepEqual(
      hits.map((hit) => hit.url),
      ['/api/function/execute', '/api/class/Executor#execute', '/docs/guides/execution#run'],
    );
    assert.equal(hits[1].section, 'Executor.execute');
    assert.equal(hits[0].section, undefined);
  });

  test("a page's own hit shows its excerpt without the title it starts with", () => {
    assert.equal(
      excerptAfterTitle('<mark>execute</mark> Implements the spec.', 'execute'),
      'Implements the spec.',
    );
    assert.equal(
      excerptAfterTitle('<mark>Object</mark> <mark>types</mark>. A type', 'Object types'),
      'A type',
    );
    assert.equal(
      excerptAfterTitle('Runs <mark>execute</mark> twice', 'execute'),
      'Runs <mark>execute</mark> twice',
    );
    assert.equal(excerptAfterTitle('<mark>execute</mark>', 'execute'), '<mark>execute</mark>');
    const [hit] = rankHits('execute', [
      {
        url: '/api/function/execute',
        excerpt: '<mark>execute</mark> Implements',
        meta: {title: 'execute'},
        sub_results: [],
      },
    ]);
    assert.equal(hit.excerpt, 'Implements');
  });

  test('one member so named comes first; further ones follow the guides', () => {
    const hits = rankHits('resolveType', [
      page('/api/class/GraphQLUnionType', 'GraphQLUnionType', [
        ['resolveType', 'GraphQLUnionType.resolveType', 1],
      ]),
      page('/api/class/GraphQLInterfaceType', 'GraphQLInterfaceType', [
        ['resolveType', 'GraphQLInterfaceType.resolveType', 1],
      ]),
      page('/api/function/isAbstractType', 'isAbstractType'),
      page('/docs/guides/abstract-types', 'Abstract types', [['unions', 'Unions', 3]]),
    ]);
    assert.deepEqual(
      hits.map((hit) => hit.url),
      [
        '/api/class/GraphQLUnionType#resolveType',
        '/docs/guides/abstract-types#unions',
        '/api/class/GraphQLInterfaceType#resolveType',
        '/api/function/isAbstractType',
      ],
    );
  });
});
