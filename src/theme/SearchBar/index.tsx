/**
 * Wraps the search bar to add the `/` shortcut (spec: search opens with
 * Ctrl/Cmd+K and with `/`). The local search theme handles Ctrl/Cmd+K
 * itself; `/` focuses the box unless the reader is typing somewhere.
 * DocSearch (Algolia mode) handles `/` on its own and has no such input.
 */
import React, {useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBarWrapper(props: Props): React.JSX.Element {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) {
        return;
      }
      const input = document.querySelector<HTMLInputElement>('.navbar__search-input');
      if (input) {
        event.preventDefault();
        input.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <SearchBar {...props} />;
}
