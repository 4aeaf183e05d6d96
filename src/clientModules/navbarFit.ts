/**
 * WCAG 1.4.12 (text spacing): a reader's wider letter and word spacing makes
 * every navbar label longer, and on a desktop window just wide enough for the
 * usual labels the left-hand items ran under the right-hand ones (the test
 * area's badge makes that navbar the widest). Window widths alone cannot tell
 * when the labels no longer fit, so this module measures: while the items
 * overflow their group, or the groups the navbar, it takes the next step of
 * `data-navbar` on <html> (custom.css and the search box's styles draw them):
 *
 * 1. `compact`: the tighter padding and narrower search box that the window
 *    widths just above the phone breakpoint always have;
 * 2. `locale-icon`: the language menu shows its icon only (its name stays
 *    its accessible name, and the menu lists the languages);
 * 3. `badge-for-tests`: in the test area, its badge stands in for the "Tests"
 *    link beside it, which leads to the same page;
 * 4. `rows`: the items wrap onto more rows, for what no step can absorb (a
 *    reader's default font of 20 pixels or more makes every label and gap
 *    larger), and `--ifm-navbar-height` follows the navbar's new height, so
 *    the sidebars and the headings a link scrolls to stay clear of it.
 *
 * Each step keeps the ones before it.
 *
 * It measures again when the navbar's size or the labels' size changes (the
 * site name takes the reader's spacing) and after each route change (the
 * badge, the docs version's name), in the next frame (measureOnResize.ts),
 * since a step changes the height it watches.
 */
import type {ClientModule} from '@docusaurus/types';
import {measureOnResize} from '@site/src/utils/measureOnResize';

const steps = ['compact', 'compact locale-icon', 'compact locale-icon badge-for-tests', 'compact locale-icon badge-for-tests rows'];

/** Items that overflow their group, or groups that overflow the navbar (a group whose items are too wide to shrink). */
function itemsOverflow(navbar: Element): boolean {
  return Array.from(navbar.querySelectorAll('.navbar__inner, .navbar__items')).some((box) => box.scrollWidth > box.clientWidth);
}

function fitNavbar(): void {
  const root = document.documentElement;
  root.removeAttribute('data-navbar');
  root.style.removeProperty('--ifm-navbar-height');
  const navbar = document.querySelector('.navbar');
  // The phone layout (the theme's breakpoint) has its menu instead of items.
  if (!navbar || window.matchMedia('(max-width: 996px)').matches) {
    return;
  }
  for (const step of steps) {
    if (!itemsOverflow(navbar)) {
      return;
    }
    root.setAttribute('data-navbar', step);
  }
  root.style.setProperty('--ifm-navbar-height', `${navbar.getBoundingClientRect().height}px`);
}

// The navbar's current elements: a page without the theme's layout has none.
const refit = measureOnResize(() => ['.navbar__inner', '.navbar__title'].flatMap((selector) => document.querySelector(selector) ?? []), fitNavbar);

const clientModule: ClientModule = {
  onRouteDidUpdate: refit,
};

export default clientModule;
