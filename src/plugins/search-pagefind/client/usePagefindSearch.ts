/**
 * Runs a search as the reader types, for the navbar box and the search page.
 * A newer query cancels an older one still in flight, so results never
 * arrive out of order.
 */
import {useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchHit} from './pagefind';

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
      /** No page has every word of the query: the results have some of them. */
      someWordsOnly?: boolean;
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
 * The one place that imports the engine. The framework turns off the
 * bundler's merging of identical chunks, so each `import()` of the same
 * module would get a chunk of its own, and a reader's first search
 * downloaded the engine twice.
 */
const loadEngine = () => import('./searchEngine');

/** Starts loading the search engine and the index, before the first query: as the reader reaches for the box, or opens the search page. */
export function warmUpSearch(baseUrl: string): void {
  loadEngine()
    .then((engine) => engine.warmUp(baseUrl))
    .catch(() => {
      // Offline with nothing cached: the search itself will say so.
    });
}

export function usePagefindSearch(query: string, scopes: string[], limit: number): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<Outcome & {request?: string}>({status: 'idle'});
  // A state the search waits to see painted, and how to tell it.
  const awaitedPaint = useRef<{state: object; painted: () => void} | null>(null);
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
        const engine = await loadEngine();
        const answer = await engine.search(siteConfig.baseUrl, term, scopesKey.split(' '), limit);
        if (cancelled || !answer) {
          return;
        }
        const {hits, loadMore, ...summary} = answer;
        const done = {status: 'done' as const, query: term, ...summary, request};
        const first = {...done, hits};
        // The rest of a long list follows once the first results are on screen: its texts
        // would otherwise compete with their rendering for the network and the main thread.
        // If they cannot be loaded, the first results stay, and "Show more" tries again.
        const onScreen = new Promise<void>((painted) => {
          awaitedPaint.current = {state: first, painted};
        });
        setState(first);
        await onScreen;
        if (cancelled) {
          return;
        }
        const more = await loadMore();
        if (more && more.length > 0 && !cancelled) {
          setState({...done, hits: [...hits, ...more]});
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

  useEffect(() => {
    const awaited = awaitedPaint.current;
    if (awaited?.state === state) {
      awaitedPaint.current = null;
      // This runs once the state is committed; the next frame paints it, and a task queued then runs after.
      requestAnimationFrame(() => setTimeout(awaited.painted, 0));
    }
  }, [state]);

  // A new object only when something changed: callers key effects on it.
  return useMemo(() => {
    const {request: answered, ...outcome} = state;
    return {...outcome, settled: outcome.status === 'idle' || answered === request} as SearchState;
  }, [state, request]);
}
