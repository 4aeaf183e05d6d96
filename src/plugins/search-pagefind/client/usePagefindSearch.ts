/**
 * Runs a search as the reader types, for the navbar box and the search page.
 * A newer query cancels an older one still in flight, so results never
 * arrive out of order.
 */
import {useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {docsScope} from '../scopes';
import {loadPagefind, loadVocabulary, toSearchHit, type Pagefind, type SearchHit} from './pagefind';
import {firstResults, preferPagesAbout, rankedSearch, type RankedSearch} from './rankedSearch';
import type {Vocabulary} from './spelling';

type Outcome =
  | {status: 'idle'}
  | {status: 'searching'; query: string}
  | {
      status: 'done';
      query: string;
      total: number;
      hits: SearchHit[];
      /** The spelling the results are for, when the query has a word the index does not know ("sidbar" → "sidebar"). */
      correctedQuery?: string;
      /** Offline on an older docs version: the results come from the current docs, which are saved for offline reading. */
      offlineCurrentDocs?: boolean;
    }
  | {status: 'error'; query: string}
  /** `npm start`: the index is written by production builds only. */
  | {status: 'unavailable'; query: string};

/**
 * While a new search runs, the previous results stay (no flicker as the
 * reader types); `settled` says whether what is shown answers the current
 * query, scopes and limit.
 */
export type SearchState = Outcome & {settled: boolean};

/** Typing pauses shorter than this do not start a search. */
const debounceMs = 80;

/**
 * A search and the texts of its first results (up to `limit`, at most
 * `firstResults`); 'fragments unavailable' when those cannot be loaded.
 */
async function searchAndLoad(
  pagefind: Pagefind,
  term: string,
  scopes: string[],
  vocabulary: Vocabulary | undefined,
  limit: number,
): Promise<{search: RankedSearch; hits: SearchHit[]} | null | 'fragments unavailable'> {
  const search = await rankedSearch(pagefind, term, scopes, vocabulary);
  if (!search) {
    return null;
  }
  try {
    const data = await Promise.all(search.results.slice(0, Math.min(limit, firstResults)).map((result) => result.data()));
    return {search, hits: preferPagesAbout(data.map(toSearchHit), search.term)};
  } catch {
    return 'fragments unavailable';
  }
}

/**
 * The scopes with the current docs instead of an older version, for a reader
 * on an older version whose results could not be loaded: offline (whatever
 * `navigator.onLine` says, which is often wrong), the service worker has the
 * current docs' result texts only.
 */
function offlineFallbackScopes(scopes: string[]): string[] | undefined {
  const current = docsScope('current');
  const older = scopes.find((scope) => scope.startsWith('docs-') && scope !== current);
  return older ? scopes.map((scope) => (scope === older ? current : scope)) : undefined;
}

export function usePagefindSearch(query: string, scopes: string[], limit: number): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<Outcome & {request?: string}>({status: 'idle'});
  const term = query.trim();
  const scopesKey = scopes.join(' ');
  const request = `${term}\n${scopesKey}\n${limit}`;

  useEffect(() => {
    if (!term) {
      setState({status: 'idle'});
      return undefined;
    }
    if (process.env.NODE_ENV === 'development') {
      // No request for an index that the development server does not have.
      setState({status: 'unavailable', query: term, request});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'searching', query: term}));
    const timer = window.setTimeout(async () => {
      try {
        // Without the vocabulary (offline before it was cached, say), queries go as typed.
        const [pagefind, vocabulary] = await Promise.all([
          loadPagefind(siteConfig.baseUrl),
          loadVocabulary(siteConfig.baseUrl).catch(() => undefined),
        ]);
        const scopes = scopesKey.split(' ');
        let answer = await searchAndLoad(pagefind, term, scopes, vocabulary, limit);
        // Offline, an older version's result texts are not saved (only the current docs are): search those instead.
        const fallback = answer === 'fragments unavailable' ? offlineFallbackScopes(scopes) : undefined;
        if (fallback) {
          answer = await searchAndLoad(pagefind, term, fallback, vocabulary, limit);
        }
        if (answer === 'fragments unavailable') {
          throw new Error('Search results could not be loaded.');
        }
        if (cancelled || !answer) {
          return;
        }
        const {search, hits} = answer;
        const done = {
          status: 'done' as const,
          query: term,
          total: search.results.length,
          ...(search.correctedQuery && {correctedQuery: search.correctedQuery}),
          ...(fallback && {offlineCurrentDocs: true}),
          request,
        };
        setState({...done, hits});
        // The rest of a long list follows, so the first results do not wait for its texts.
        const more = search.results.slice(hits.length, limit);
        if (more.length > 0) {
          // If they cannot be loaded, the first results stay, and "Show more" tries again.
          const data = await Promise.all(more.map((result) => result.data())).catch(() => undefined);
          if (data && !cancelled) {
            setState({...done, hits: [...hits, ...data.map(toSearchHit)]});
          }
        }
      } catch {
        if (!cancelled) {
          setState({status: 'error', query: term, request});
        }
      }
    }, debounceMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [term, scopesKey, limit, request, siteConfig.baseUrl]);

  // A new object only when something changed: callers key effects on it.
  return useMemo(() => {
    const {request: answered, ...outcome} = state;
    return {...outcome, settled: outcome.status === 'idle' || answered === request} as SearchState;
  }, [state, request]);
}
