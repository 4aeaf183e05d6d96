/**
 * On desktop the theme takes the announcement bar to be 30 pixels tall
 * (`--docusaurus-announcement-bar-height`), and while the bar is on screen it
 * ends the docs sidebar's menu that far above the bottom of the window, where
 * the sidebar's collapse button sticks. A message that wraps (a narrow
 * window, a reader's wider text spacing or larger default font) makes the bar
 * taller (custom.css lets it grow), and the button then covered the menu's
 * last links. This module keeps the variable at the bar's real height.
 *
 * The bar's least height is the variable itself, so it is measured with the
 * theme's value back in place.
 */
import type {ClientModule} from '@docusaurus/types';
import {measureOnResize} from '@site/src/utils/measureOnResize';

const heightVariable = '--docusaurus-announcement-bar-height';

function syncHeight(): void {
  const root = document.documentElement;
  root.style.removeProperty(heightVariable);
  const bar = document.querySelector('.theme-announcement-bar');
  // On phones the theme's height is `auto`, and nothing reads it.
  if (!bar || window.matchMedia('(max-width: 996px)').matches) {
    return;
  }
  root.style.setProperty(heightVariable, `${bar.getBoundingClientRect().height}px`);
}

// The bar, and its message too: held at its least height, a bar does not shrink when the message takes fewer lines.
const resync = measureOnResize(() => {
  const bar = document.querySelector('.theme-announcement-bar');
  return bar ? [bar, ...Array.from(bar.children)] : [];
}, syncHeight);

const clientModule: ClientModule = {
  onRouteDidUpdate: resync,
};

export default clientModule;
