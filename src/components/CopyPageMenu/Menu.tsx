/**
 * The "Copy page" menu itself, loaded when first needed (see index.tsx). A
 * menu as the ARIA pattern describes it: focus moves into it when it opens,
 * arrow keys, Home and End move between items, Escape closes it and returns
 * focus to its button, Tab or a click elsewhere closes it.
 */
import React, {useEffect, useRef, type RefObject} from 'react';
import {copyText} from './clipboard';
import {twinPath} from '../../utils/twinPath';

export type MenuProps = {
  permalink: string;
  onClose: (returnFocus: boolean) => void;
  onResult: (message: string) => void;
  toggle: RefObject<HTMLButtonElement | null>;
};

/** The page's twin as text; rejects with a message a reader can act on. */
async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url).catch(() => undefined);
  const type = response?.headers.get('content-type') ?? '';
  if (!response?.ok || type.includes('text/html')) {
    const reason = !navigator.onLine
      ? 'You are offline, and Markdown copies are not saved for offline reading.'
      : process.env.NODE_ENV !== 'production'
        ? 'Markdown copies are made by the production build (docusaurus build).'
        : 'The Markdown copy could not be loaded.';
    throw new Error(reason);
  }
  return response.text();
}

export default function Menu({permalink, onClose, onResult, toggle}: MenuProps): React.JSX.Element {
  const list = useRef<HTMLUListElement>(null);
  const markdownUrl = twinPath(permalink);
  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !toggle.current?.contains(target)) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [onClose, toggle]);

  const run = (action: () => Promise<string>) => {
    onClose(true);
    action().then(onResult, (error: Error) => onResult(error.message));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = {ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1}[event.key];
    if (moveTo !== undefined) {
      event.preventDefault();
      all[(moveTo + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul ref={list} role="menu" aria-label="Copy page" className="dropdown__menu" onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className="dropdown__link"
          onClick={() => run(() => copyText(fetchTwin(markdownUrl)).then(() => 'Copied the page as Markdown.'))}>
          Copy as Markdown
        </button>
      </li>
      <li role="none">
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the page's Markdown file, opened in a new tab: a file, not a route of the site */}
        <a role="menuitem" className="dropdown__link" href={markdownUrl} target="_blank" rel="noopener" onClick={() => onClose(false)}>
          View as Markdown
        </a>
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className="dropdown__link"
          onClick={() =>
            run(() => copyText(Promise.resolve(`${window.location.origin}${window.location.pathname}`)).then(() => 'Copied the link to this page.'))
          }>
          Copy link
        </button>
      </li>
    </ul>
  );
}
