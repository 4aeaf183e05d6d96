/**
 * Runs a search as the reader types, for the navbar box and the search page.
 * A newer query cancels an older one still in flight, so results never
 * arrive out of order.
 */
import {useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadPagefind, scopeFilter, toSearchHit, type SearchHit} from './pagefind';

type Outcome =
  | {status: 'idle'}
  | {status: 'searching'; query: string}
  | {status: 'done'; query: string; total: number; hits: SearchHit[]}
  | {status: 'error'; query: string};

/**
 * While a new search runs, the previous results stay (no flicker as the
 * reader types); `settled` says whether what is shown answers the current
 * query, scopes and limit.
 */
export type SearchState = Outcome & {settled: boolean};

/** Typing pauses shorter than this do not start a search. */
const debounceMs = 80;

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
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'searching', query: term}));
    const timer = window.setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(siteConfig.baseUrl);
        const search = await pagefind.search(term, {filters: scopeFilter(scopesKey.split(' '))});
        if (cancelled || !search) {
          return;
        }
        const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
        if (!cancelled) {
          setState({status: 'done', query: term, total: search.results.length, hits: data.map(toSearchHit), request});
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
