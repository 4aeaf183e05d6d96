/**
 * Wraps the mobile navigation menu to make it work from the keyboard like a
 * dialog: opening it moves focus into it (onto its close button), Tab and
 * Shift+Tab cycle inside it instead of wandering to the page hidden behind,
 * Escape closes it, and closing it returns focus to the menu button.
 *
 * It also mounts the closed menu later. The theme renders it, with every
 * navbar item and the whole docs sidebar, as soon as a phone-sized window
 * is detected after hydration, in one render that blocked the page for a
 * long task. Here it waits for idle time and renders interruptibly; opening
 * the menu before then renders it at once.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/utils/whenIdle';

const panelSelector = '.navbar-sidebar';
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusableIn(panel: Element): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * The panel slides in with a CSS transition and only becomes focusable once
 * it is visible: try for a few frames.
 */
function focusWhenVisible(getTarget: () => HTMLElement | null | undefined, frames = 30): () => void {
  let handle = 0;
  const attempt = (left: number) => {
    const target = getTarget();
    target?.focus();
    if (target && document.activeElement !== target && left > 0) {
      handle = requestAnimationFrame(() => attempt(left - 1));
    }
  };
  attempt(frames);
  return () => cancelAnimationFrame(handle);
}

/** True once the browser has been idle after the first render (or after 3 s at most). */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), {timeout: 3000, fallbackDelay: 1000}), []);
  return idle;
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const idle = useIdleAfterMount();

  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const panel = () => document.querySelector(panelSelector);
    const menuButton = () => document.querySelector<HTMLElement>('.navbar__toggle');
    const cancelFocus = focusWhenVisible(() => panel()?.querySelector<HTMLElement>('.navbar-sidebar__close'));

    function onKeyDown(event: KeyboardEvent) {
      const container = panel();
      if (!container) {
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      const focusable = focusableIn(container);
      if (focusable.length === 0) {
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && container.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKeyDown);
      // Closed with Escape or the close button: focus would be lost in the hidden panel.
      const active = document.activeElement;
      if (active === document.body || (active instanceof Node && panel()?.contains(active))) {
        menuButton()?.focus();
      }
    };
  }, [shown, toggle]);

  return idle || shown ? <MobileSidebar /> : null;
}
