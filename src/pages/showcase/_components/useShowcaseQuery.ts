/**
 * The showcase filters, kept in the URL so a filtered view can be shared,
 * reloaded and walked through with back/forward.
 *
 * The server renders the page without a query, so the first client render
 * must not read it either (or hydration fails): the state starts empty and
 * takes the URL's filters in an effect, once mounted, when there are any.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
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
  // The theme moves focus to the top of the page after every history push
  // (useSkipToContent), which would pull the reader out of the search box or
  // the checkbox they just used and scroll up. Put both back afterwards.
  const restore = useRef<{element: HTMLElement; scrollY: number} | null>(null);

  useEffect(() => {
    const saved = restore.current;
    if (!saved) {
      return undefined;
    }
    restore.current = null;
    const frame = requestAnimationFrame(() => {
      if (saved.element.isConnected) {
        saved.element.focus({preventScroll: true});
      }
      window.scrollTo({top: saved.scrollY});
    });
    return () => cancelAnimationFrame(frame);
  }, [location]);

  useEffect(() => {
    if (pendingSearch.current !== null && history.action !== 'POP') {
      if (location.search === pendingSearch.current) {
        pendingSearch.current = null;
      }
      return;
    }
    pendingSearch.current = null;
    const next = parseQuery(location.search);
    // Keep the same object when the filters are the same (on a first visit without filters, always):
    // a new one would render every card again right after hydration. A real change is a
    // transition, so that rendering the new list does not block input.
    startTransition(() => setQuery((current) => (serializeQuery(current) === serializeQuery(next) ? current : next)));
  }, [location.search, history]);

  const update = useCallback<SetShowcaseQuery>(
    (next, {replace = false} = {}) => {
      setQuery(next);
      const search = serializeQuery(next);
      if (search === location.search) {
        return;
      }
      pendingSearch.current = search;
      if (document.activeElement instanceof HTMLElement && !replace) {
        restore.current = {element: document.activeElement, scrollY: window.scrollY};
      }
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
