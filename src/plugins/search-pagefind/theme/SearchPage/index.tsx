/**
 * The search page (/search/?q=…): every result for the query, with a count,
 * in one docs version (the current one unless `version` says otherwise)
 * plus the community pages, the blog, the changelog and the site's pages.
 * Typing rewrites the query string in place, so the page can be bookmarked
 * and shared and Back leaves it.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import generatedConfig from '@generated/docusaurus.config';
import {PageMetadata} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import SearchHitText from '../../client/SearchHitText';
import {indexOnlyInProductionMessage, offlineCurrentDocsMessage, resultCount, someWordsMessage} from '../../client/messages';
import {searchPageUrl} from '../../client/searchPageUrl';
import {usePagefindSearch, warmUpSearch, type SearchState} from '../../client/usePagefindSearch';
import {searchPagePath} from '../../searchPagePath';
import {scopesToSearch} from '../../scopes';
import styles from './styles.module.css';

/**
 * Opened with a query, the page starts loading Pagefind while it hydrates,
 * rather than after: the first results arrive as soon after the page as they
 * do in the box. (This module also runs when a link to the page is hovered
 * elsewhere, hence the check of where the reader is.)
 */
if (
  ExecutionEnvironment.canUseDOM &&
  window.location.pathname.startsWith(`${generatedConfig.baseUrl}${searchPagePath}/`) &&
  new URLSearchParams(window.location.search).get('q')
) {
  warmUpSearch(generatedConfig.baseUrl);
}

/** What the heading says for a query. */
function titleFor(query: string): string {
  return query ? `Search results for "${query}"` : 'Search the documentation';
}

const ids = {title: 'search-page-title', query: 'search-page-query', status: 'search-page-status'};

/**
 * The page is rendered without a query (the server cannot know it), and its
 * scripts take seconds to start on a slow phone. This runs as the HTML is
 * read, before the first paint: it shows the query from the address in the
 * heading, the tab's title and the box, and says the search is under way.
 * React then renders the same (the elements it fills are marked
 * `suppressHydrationWarning`, and React keeps an input's value while it
 * hydrates).
 */
function showQueryBeforeScripts(elementIds: typeof ids, title: string, searching: string): void {
  const query = new URLSearchParams(window.location.search).get('q');
  if (!query || !query.trim()) {
    return;
  }
  const heading = document.getElementById(elementIds.title);
  const box = document.getElementById(elementIds.query) as HTMLInputElement | null;
  const status = document.getElementById(elementIds.status);
  const fullTitle = title.replace('%s', query);
  if (heading) heading.textContent = fullTitle;
  if (box) box.value = query;
  if (status) status.textContent = searching;
  const separator = document.title.indexOf(' | ');
  document.title = fullTitle + (separator >= 0 ? document.title.slice(separator) : '');
}

const showQueryScript = `(${showQueryBeforeScripts.toString()})(${JSON.stringify(ids)}, ${JSON.stringify(titleFor('%s'))}, "Searching…");`;

/** Results rendered at first and added by each "Show more". */
const pageSize = 20;

function SearchResults({query, version}: {query: string; version: string}): ReactNode {
  const [limit, setLimit] = useState(pageSize);
  // A new query or version starts again from the first results.
  useEffect(() => setLimit(pageSize), [query, version]);
  const state = usePagefindSearch(query, scopesToSearch(version), limit);
  return (
    // Busy while the results shown are those of an earlier query or version.
    <section aria-label="Search results" aria-busy={!state.settled} className={styles.results}>
      <ResultList state={state} onShowMore={() => setLimit((current) => current + pageSize)} />
    </section>
  );
}

function ResultList({state, onShowMore}: {state: SearchState; onShowMore: () => void}): ReactNode {
  if (state.status === 'idle') {
    return (
      <p id={ids.status} suppressHydrationWarning>
        Type a few words to search the documentation, the blog and the changelog.
      </p>
    );
  }
  if (state.status === 'searching') {
    return <p role="status">Searching…</p>;
  }
  if (state.status === 'unavailable') {
    return (
      <p role="status" className={styles.problem}>
        {indexOnlyInProductionMessage}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="status" className={styles.problem}>
        The search index could not be loaded. Check your connection and try again.
      </p>
    );
  }
  if (state.total === 0) {
    return (
      <div role="status" className={styles.problem}>
        <p className={styles.count}>{`No results for "${state.query}".`}</p>
        <p>Try fewer or other words, or search another docs version.</p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className={styles.count}>
        {resultCount(state.total)}
        {state.correctedQuery && (
          <span className={styles.corrected}>{` for "${state.correctedQuery}" (no page has the word as you typed it: "${state.query}")`}</span>
        )}
      </p>
      {state.someWordsOnly && <p>{someWordsMessage}</p>}
      {state.offlineCurrentDocs && <p>{offlineCurrentDocsMessage}</p>}
      {state.hits.map((hit) => (
        <article key={hit.url} className={styles.hit}>
          <SearchHitText
            hit={hit}
            classNames={{section: styles.section, title: styles.title}}
            renderTitle={(title) => (
              <Heading as="h2" className={styles.title}>
                <Link to={hit.url}>{title}</Link>
              </Heading>
            )}
          />
        </article>
      ))}
      {state.hits.length < state.total && (
        <button type="button" className="button button--secondary" onClick={onShowMore}>
          Show more results
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const {search} = useLocation();
  const versions = useVersions('default');
  // The server renders the page without a query; the query applies once hydrated, so both renders match.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? search : '');
  const query = params.get('q') ?? '';
  const requestedVersion = params.get('version');
  const version = versions.some((candidate) => candidate.name === requestedVersion) ? requestedVersion! : 'current';
  const title = titleFor(query);

  const update = (nextQuery: string, nextVersion: string) => {
    history.replace(searchPageUrl(siteConfig.baseUrl, nextQuery, nextVersion));
  };

  return (
    <Layout description="Search the Docusaurus documentation of every version, the API reference, the blog and the changelog, in your browser and offline.">
      <PageMetadata title={title} />
      {process.env.NODE_ENV !== 'development' && (
        <Head>
          {/* Fetched with the page's own scripts, not after them. */}
          <link rel="modulepreload" href={`${siteConfig.baseUrl}pagefind/pagefind.js`} />
        </Head>
      )}
      <main className="container margin-vert--lg">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the script before hydration finds it by id, which Heading drops from an h1 */}
        <h1 id={ids.title} suppressHydrationWarning>
          {title}
        </h1>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            id={ids.query}
            suppressHydrationWarning
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search"
            placeholder="Search the site"
            value={query}
            onChange={(event) => update(event.target.value, version)}
          />
          <label className={styles.versionLabel}>
            Docs version
            <select value={version} onChange={(event) => update(query, event.target.value)}>
              {versions.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        <SearchResults query={query} version={version} />
        {/* Run by the browser as it reads the server's HTML only: React never runs a script it renders. Inside a
            wrapper's HTML, because React warns each time it creates a script element itself (a client-side visit). */}
        <div hidden dangerouslySetInnerHTML={{__html: `<script>${showQueryScript}</script>`}} />
      </main>
    </Layout>
  );
}
