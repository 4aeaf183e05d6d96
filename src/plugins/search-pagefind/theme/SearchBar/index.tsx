/**
 * The navbar search box over the local (Pagefind) index.
 *
 * It is a combobox: results appear under the box as the reader types, the
 * arrow keys move through them, Enter opens one (at the heading where the
 * words occur) and Escape closes the list. Ctrl/Cmd+K and `/` (when the
 * reader is not typing in a field) focus it from anywhere. "See all N
 * results" leads to the search page with the same query and docs version.
 *
 * Pagefind's script and index load on first use: pointing at the box,
 * touching or focusing it starts the download, so the first results come
 * quickly and a visit without a search costs nothing.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchHitText from '../../client/SearchHitText';
import {searchPageUrl} from '../../client/searchPageUrl';
import {usePagefindSearch, warmUpSearch} from '../../client/usePagefindSearch';
import {indexOnlyInProductionMessage, offlineCurrentDocsMessage, resultCount, seeAllLabel, someWordsMessage} from '../../client/messages';
import {useDocsVersionRead, useSearchScopes} from '../../client/useSearchScopes';
import styles from './styles.module.css';

/** Results shown under the box; the search page lists them all. */
const maxHits = 8;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** Ctrl/Cmd+K and `/` focus the box from anywhere on the page. */
function useShortcuts(input: React.RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!modK && !slash) {
        return;
      }
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const scopes = useSearchScopes();
  const docsVersion = useDocsVersionRead();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const state = usePagefindSearch(query, scopes, maxHits);
  const hits = state.status === 'done' ? state.hits : [];
  // While a new query runs, the previous results stay on screen. Enter then
  // opens the search page for what was typed, not one of those older results.
  const hitsAreCurrent = state.status === 'done' && state.settled;
  useShortcuts(input);

  // A new list of results starts at its first entry.
  useEffect(() => setActive(0), [state]);

  const warmUp = useCallback(() => warmUpSearch(siteConfig.baseUrl), [siteConfig.baseUrl]);

  const allResultsUrl = searchPageUrl(siteConfig.baseUrl, query.trim(), docsVersion);

  const go = (url: string) => {
    setOpen(false);
    setQuery('');
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open && query) {
        setOpen(false);
      } else {
        input.current?.blur();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + hits.length) % hits.length);
      }
      return;
    }
    if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      go(open && hitsAreCurrent && hits[active] ? hits[active].url : allResultsUrl);
    }
  };

  const expanded = open && query.trim() !== '';
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const label = translate({id: 'theme.SearchBar.label', message: 'Search docs'});

  return (
    <div
      className={clsx('navbar__search', styles.searchBar)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
        }
      }}>
      <input
        ref={input}
        type="search"
        role="combobox"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={label}
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          warmUp();
          setOpen(true);
        }}
        onPointerEnter={warmUp}
        onTouchStart={warmUp}
        onKeyDown={onKeyDown}
      />
      {isBrowser && !query && (
        <span className={styles.hint} aria-hidden="true">
          <kbd>{isMac() ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      {expanded && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not an interaction: clicks in the list keep the focus in the box, so it does not close before the click lands
        <div className={styles.dropdown} onMouseDown={(event) => event.preventDefault()}>
          {state.status === 'done' && state.correctedQuery && (
            <p className={styles.status}>
              Showing results for <strong>{state.correctedQuery}</strong>
            </p>
          )}
          {state.status === 'done' && state.someWordsOnly && <p className={styles.status}>{someWordsMessage}</p>}
          {state.status === 'done' && state.offlineCurrentDocs && <p className={styles.status}>{offlineCurrentDocsMessage}</p>}
          <ul
            role="listbox"
            id={listboxId}
            aria-label="Search suggestions"
            // Busy while the results shown answer an earlier query.
            aria-busy={!state.settled}
            className={styles.hits}>
            {hits.map((hit, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options never take the focus: the box's arrow keys and Enter choose them (aria-activedescendant)
              <li
                key={hit.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Where the option leads: read by the search benchmark (scripts/bench-search.mjs).
                data-href={hit.url}
                className={clsx(styles.hit, index === active && styles.hitActive)}
                onMouseMove={() => setActive(index)}
                onClick={() => go(hit.url)}>
                <SearchHitText
                  hit={hit}
                  classNames={{section: styles.hitSection, title: styles.hitTitle, heading: styles.hitHeading, excerpt: styles.hitExcerpt}}
                />
              </li>
            ))}
          </ul>
          <SearchStatus state={state} />
          {state.status === 'done' && state.total > 0 && (
            <Link className={styles.allResults} to={allResultsUrl} onClick={() => setOpen(false)}>
              {seeAllLabel(state.total)}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

function SearchStatus({state}: {state: ReturnType<typeof usePagefindSearch>}): ReactNode {
  let message: string | undefined;
  if (state.status === 'searching') {
    message = 'Searching…';
  } else if (state.status === 'error') {
    message = 'Search could not load its index. Check your connection and try again.';
  } else if (state.status === 'unavailable') {
    message = indexOnlyInProductionMessage;
  } else if (state.status === 'done' && state.total === 0) {
    message = `No results for "${state.query}"`;
  }
  return (
    <p role="status" className={clsx(styles.status, !message && styles.statusEmpty)}>
      {message}
      {/* Screen readers hear how many results the list holds; the list itself shows them. */}
      {state.status === 'done' && state.total > 0 && (
        <span className="visually-hidden">
          {`${state.correctedQuery ? `Showing results for ${state.correctedQuery}: ` : ''}${state.someWordsOnly ? `${someWordsMessage} ` : ''}${resultCount(state.total)}, ${state.hits.length} shown`}
        </span>
      )}
    </p>
  );
}
