/**
 * The showcase filters, kept in the URL so a filtered view can be shared,
 * reloaded and walked through with back/forward.
 *
 * The server renders the page without a query, so the first client render
 * must not read it either (or hydration fails): the state starts empty and
 * takes the URL's filters in an effect, once mounted.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {emptyQuery, parseQuery, serializeQuery, type ShowcaseQuery} from './showcaseQuery';

export type SetShowcaseQuery = (query: ShowcaseQuery, options?: {replace?: boolean}) => void;

export function useShowcaseQuery(): [ShowcaseQuery, SetShowcaseQuery] {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState<ShowcaseQuery>(emptyQuery);
  // The last query string we wrote ourselves and have not seen come back yet.
  // Docusaurus delays location updates until the route is preloaded, so our
  // own changes return late; re-reading them could undo keystrokes typed since.
  const pendingSearch = useRef<string | null>(null);

  useEffect(() => {
    if (pendingSearch.current !== null && history.action !== 'POP') {
      if (location.search === pendingSearch.current) {
        pendingSearch.current = null;
      }
      return;
    }
    pendingSearch.current = null;
    setQuery(parseQuery(location.search));
  }, [location.search, history]);

  const update = useCallback<SetShowcaseQuery>(
    (next, {replace = false} = {}) => {
      setQuery(next);
      const search = serializeQuery(next);
      if (search === location.search) {
        return;
      }
      pendingSearch.current = search;
      const target = {pathname: location.pathname, search, hash: location.hash};
      if (replace) {
        history.replace(target);
      } else {
        history.push(target);
      }
    },
    [history, location.pathname, location.search, location.hash],
  );

  return [query, update];
}
