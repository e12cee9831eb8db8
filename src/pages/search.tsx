import {useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory, useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import SearchExcerpt from '@site/src/components/SearchExcerpt';
import {searchSite, type SearchHit} from '@site/src/utils/search';
import {searchBundlePath} from '@site/src/utils/searchVersion';

/** How many results the page lists. */
const PAGE_RESULTS = 20;

type Results = {query: string; status: 'loading' | 'done' | 'error'; hits: SearchHit[]};

/**
 * The search results page (requirement: "Enter opens the search results page with all
 * results"): `/search?q=…` searches Next, `/search?q=…&version=16.x` the older version, as the
 * navbar search box of a page of that version links it (src/theme/SearchBar). The query stays in
 * the address as the reader edits it.
 */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const versions = useVersions('default');
  const params = new URLSearchParams(location.search);
  const versionName = params.get('version');
  const version =
    versions.find((candidate) => candidate.name === versionName) ??
    versions.find((candidate) => candidate.isLast)!;
  const bundlePath = searchBundlePath(version, siteConfig.baseUrl);
  const {cacheTag} = usePluginData('search-index') as {cacheTag: string};
  const query = params.get('q') ?? '';
  const [results, setResults] = useState<Results | null>(null);

  useEffect(() => {
    if (!query.trim()) {
      setResults(null);
      return;
    }
    // The query edited again, or the page left: the search asks for nothing more.
    const controller = new AbortController();
    const {signal} = controller;
    setResults({query, status: 'loading', hits: []});
    const bundle = {path: bundlePath, baseUrl: siteConfig.baseUrl, cacheTag};
    searchSite(bundle, query, PAGE_RESULTS, undefined, signal).then(
      (hits) => !signal.aborted && setResults({query, status: 'done', hits}),
      () => !signal.aborted && setResults({query, status: 'error', hits: []}),
    );
    return () => controller.abort();
  }, [bundlePath, siteConfig.baseUrl, cacheTag, query]);

  const setQuery = (text: string) => {
    const next = new URLSearchParams(location.search);
    next.set('q', text);
    history.replace({search: `?${next.toString()}`});
  };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Text typed, pasted or filled in by the browser before the page hydrated is in the box but
    // was never seen by React, which rendered the address's query: search that text, as typed now.
    const box = input.current;
    if (box && box.value !== query) setQuery(box.value);
    // Once, on hydration: later edits reach React through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const title = translate({id: 'search.page.title', message: 'Search the documentation'});
  const description = translate({
    id: 'search.page.description',
    message:
      'Search the graphql-js tutorials, guides and API reference of one release, offline in your browser.',
  });
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {title} ({version.label})
        </Heading>
        <input
          type="search"
          name="q"
          className="navbar__search-input"
          aria-label={title}
          ref={input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" aria-live="polite">
          {results?.status === 'done' &&
            (results.hits.length
              ? `${results.hits.length} document${results.hits.length === 1 ? '' : 's'} found for “${results.query}”`
              : `No documents were found for “${results.query}”`)}
          {results?.status === 'error' && 'Search is unavailable, reload the page to retry'}
        </p>
        {results?.hits.map((hit) => (
          <article key={hit.url} className="margin-vert--md">
            <Heading as="h2">
              <Link to={hit.url}>{hit.section ? `${hit.title} › ${hit.section}` : hit.title}</Link>
            </Heading>
            <p>
              <SearchExcerpt excerpt={hit.excerpt} />
            </p>
          </article>
        ))}
      </main>
    </Layout>
  );
}
