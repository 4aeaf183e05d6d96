/**
 * The search bar as the reader uses it, loaded on first use (see index.tsx).
 *
 * It keeps the local search from stealing focus. Focusing the box starts
 * loading the index, and once it has loaded the theme focuses the box again,
 * even if the reader has tabbed on meanwhile: a keyboard user passing through
 * the navbar was pulled back to the search box (WCAG 3.2.1). This component
 * lets the box be focused from a key press, click or touch (Ctrl/Cmd+K, `/`)
 * or when nothing else has focus, and drops a delayed focus call that would
 * take focus from another element.
 *
 * It also corrects the markup of the suggestions list, which the theme builds
 * outside React (see repairSuggestionsMarkup).
 */
import React, {useEffect, useRef} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The suggestions dropdown as the local search theme renders it breaks three
 * WCAG 4.1.2 rules: the whole dropdown is the listbox, so the "See all
 * results" link sits inside it among the options; the combobox input names
 * it with the old `aria-owns` instead of `aria-controls`; and the clear
 * button is named only by its "✕" glyph. The listbox role moves to the
 * element that holds the options alone (its class keeps the theme's
 * `suggestions` name), and the rest is named. Idempotent: it only writes what
 * differs, so it can run on every change of the search box.
 */
function repairSuggestionsMarkup(container: Element): void {
  for (const clear of Array.from(container.querySelectorAll('button[class*="searchClearButton"]'))) {
    if (!clear.hasAttribute('aria-label')) {
      clear.setAttribute('aria-label', 'Clear search');
    }
  }
  const input = container.querySelector('input.navbar__search-input');
  const menu = container.querySelector('[class*="dropdownMenu"]');
  const options = menu?.querySelector('[class*="suggestions"]');
  if (!input || !menu || !options) {
    return;
  }
  if (!options.id) {
    options.id = `${menu.id || 'search-suggestions'}-options`;
  }
  if (options.getAttribute('role') !== 'listbox') {
    options.setAttribute('role', 'listbox');
    options.setAttribute('aria-label', 'Search suggestions');
  }
  if (menu.hasAttribute('role')) {
    menu.removeAttribute('role');
  }
  if (input.hasAttribute('aria-owns')) {
    input.removeAttribute('aria-owns');
  }
  if (input.getAttribute('aria-controls') !== options.id) {
    input.setAttribute('aria-controls', options.id);
  }
}

export default function EnhancedSearchBar(props: Props): React.JSX.Element {
  // Its own box only: while it takes over, the placeholder's look-alike box is in the page too.
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = slot.current?.querySelector('.navbar__search');
    if (!container) {
      return undefined;
    }
    repairSuggestionsMarkup(container);
    const observer = new MutationObserver(() => repairSuggestionsMarkup(container));
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'aria-owns', 'aria-controls', 'aria-label'],
    });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const input = slot.current?.querySelector<HTMLInputElement>('.navbar__search-input');
    if (!input) {
      return undefined;
    }
    // True during the task of a reader's key press, click or touch.
    let inUserEvent = false;
    let reset = 0;
    const markUserEvent = () => {
      inUserEvent = true;
      window.clearTimeout(reset);
      reset = window.setTimeout(() => {
        inUserEvent = false;
      }, 0);
    };
    const userEvents = ['keydown', 'mousedown', 'touchstart', 'click'] as const;
    for (const type of userEvents) {
      document.addEventListener(type, markUserEvent, true);
    }
    const nativeFocus = HTMLInputElement.prototype.focus;
    input.focus = function focusUnlessStolen(options?: FocusOptions) {
      // Setting up the suggestions moves the box in the page, which drops its
      // focus (to the body): giving it back is fine. Taking focus from
      // another element the reader has moved to is not.
      const active = document.activeElement;
      if (inUserEvent || active === input || active === null || active === document.body) {
        nativeFocus.call(input, options);
      }
    };
    return () => {
      window.clearTimeout(reset);
      for (const type of userEvents) {
        document.removeEventListener(type, markUserEvent, true);
      }
      input.focus = nativeFocus;
    };
  }, []);
  return (
    <div className={styles.slot} ref={slot}>
      <SearchBar {...props} />
    </div>
  );
}
