/**
 * What the navbar shows of the local search before its code has loaded: the
 * same box, with the same classes, label and shortcut hint, so nothing moves
 * when the real one takes its place. Pointing at it, touching it, focusing it
 * or pressing Ctrl/Cmd+K asks for the real search bar (`onWanted`).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {getKeymapHints, matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {localSearchOptions} from '@site/src/config/search';

type Props = {
  onWanted: () => void;
};

const keymap = localSearchOptions.searchBarShortcutKeymap;

export default function SearchBarPlaceholder({onWanted}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The reader may have focused the box before the page became interactive.
    if (document.activeElement === input.current) {
      onWanted();
    }
    const shortcut = parseKeymap(keymap);
    function onKeyDown(event: KeyboardEvent) {
      if (matchesKeymap(event, shortcut)) {
        event.preventDefault();
        input.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onWanted]);

  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      {/* Our own drawing of a magnifier, in the place and size of the theme's icon. */}
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <circle cx="6.2" cy="6.2" r="4.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M9.7 9.7l4.8 4.8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onFocus={onWanted}
        onPointerEnter={onWanted}
        onTouchStart={onWanted}
      />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {getKeymapHints(keymap, isMacPlatform()).map((hint: string) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
