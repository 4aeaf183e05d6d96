/**
 * The navbar search, with its code loaded when the reader reaches for it.
 *
 * Most visits never search, so the local search bar and its worker bridge
 * (about 5 KB gzipped) stay out of the first load. Until the reader points
 * at the box, touches it, focuses it or presses Ctrl/Cmd+K or `/`, the navbar
 * shows a look-alike (SearchBarPlaceholder); then the real bar replaces it,
 * with what was typed and the focus carried over (LocalSearchBar). A page
 * opened from a search result (`?_highlight=`) loads it at once, since the
 * bar is what marks the matched words.
 *
 * With Algolia DocSearch (set at build time) the hosted bar is rendered on
 * the server and hydrated as soon as its code arrives, as before.
 *
 * `/` focuses the box (the spec asks for Ctrl/Cmd+K and `/`) unless the
 * reader is typing somewhere. DocSearch handles `/` itself and has no such
 * input.
 */
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import SearchBarPlaceholder from './SearchBarPlaceholder';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

const loadSearchBar = () => import('./EnhancedSearchBar');
const HostedSearchBar = lazy(loadSearchBar);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The search box on screen (for a moment the hidden real one and the placeholder are both in the page). */
function searchInput(): HTMLInputElement | undefined {
  return Array.from(document.querySelectorAll<HTMLInputElement>('.navbar__search-input')).find(
    (input) => input.getClientRects().length > 0,
  );
}

/** Gives the real box what the reader typed into the placeholder, through React's change handling. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Swaps the placeholder for the real bar without losing the reader's place.
 * The real bar first renders hidden beside it: it works out in an effect of
 * its own which index to search (this docs version, the blog…), and focusing
 * it before then would load the wrong one. A frame later it takes over, with
 * the placeholder's text and focus.
 */
function LocalSearchBar(props: Props): ReactNode {
  const [SearchBar, setSearchBar] = useState<ComponentType<Props> | null>(null);
  const [ready, setReady] = useState(false);
  const requested = useRef(false);
  const placeholderSlot = useRef<HTMLDivElement>(null);
  const realSlot = useRef<HTMLDivElement>(null);
  const {search} = useLocation();

  const load = useCallback(() => {
    if (requested.current) {
      return;
    }
    requested.current = true;
    loadSearchBar().then(
      (module) => setSearchBar(() => module.default),
      () => {
        // Offline with nothing cached, say: the placeholder stays, and the
        // next attempt to use it tries again.
        requested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) {
      load();
    }
  }, [search, load]);

  useEffect(() => {
    if (!SearchBar) {
      return undefined;
    }
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const placeholder = placeholderSlot.current?.querySelector('input');
        const input = realSlot.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
        if (!placeholder || !input || !realSlot.current || !placeholderSlot.current) {
          return;
        }
        const focused = document.activeElement === placeholder;
        // Both at once, so the reader never sees two boxes or none.
        realSlot.current.hidden = false;
        placeholderSlot.current.hidden = true;
        if (placeholder.value) {
          typeInto(input, placeholder.value);
        }
        if (focused) {
          // The native focus: the placeholder still holds focus, and the real
          // bar refuses to take it from another element (EnhancedSearchBar).
          HTMLInputElement.prototype.focus.call(input);
        }
        setReady(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [SearchBar]);

  return (
    <>
      {!ready && (
        <div className={styles.slot} ref={placeholderSlot}>
          <SearchBarPlaceholder onWanted={load} />
        </div>
      )}
      {SearchBar && (
        <div className={styles.slot} ref={realSlot} hidden={!ready}>
          <SearchBar {...props} />
        </div>
      )}
    </>
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const hosted = Boolean(siteConfig.themeConfig.algolia);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) {
        return;
      }
      const input = searchInput();
      if (input) {
        event.preventDefault();
        input.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (hosted) {
    return (
      <Suspense fallback={null}>
        <HostedSearchBar {...props} />
      </Suspense>
    );
  }
  return <LocalSearchBar {...props} />;
}
