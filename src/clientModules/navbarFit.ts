/**
 * WCAG 1.4.12 (text spacing): a reader's wider letter and word spacing makes
 * every navbar label longer, and on a desktop window just wide enough for the
 * usual labels the left-hand items ran under the right-hand ones (the test
 * area's badge makes that navbar the widest). Window widths alone cannot tell
 * when the labels no longer fit, so this module measures: while the
 * left-hand items overflow their space, it takes the next step of
 * `data-navbar` on <html> (custom.css and the search box's styles draw them):
 *
 * 1. `compact`: the tighter padding and narrower search box that the window
 *    widths just above the phone breakpoint always have;
 * 2. `locale-icon`: the language menu shows its icon only (its name stays
 *    its accessible name, and the menu lists the languages);
 * 3. `badge-for-tests`: in the test area, its badge stands in for the "Tests"
 *    link beside it, which leads to the same page.
 *
 * Each step keeps the ones before it.
 *
 * It measures again when the window or the labels' size changes (the site
 * name is watched: it takes the reader's spacing, and the steps do not change
 * it, so a step never sets off another measurement) and after each route
 * change (the badge, the docs version's name).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const steps = ['compact', 'compact locale-icon', 'compact locale-icon badge-for-tests'];

function leftItemsOverflow(leftItems: Element): boolean {
  return leftItems.scrollWidth > leftItems.clientWidth;
}

function fitNavbar(): void {
  const root = document.documentElement;
  root.removeAttribute('data-navbar');
  const leftItems = document.querySelector('.navbar__inner > .navbar__items:not(.navbar__items--right)');
  if (!leftItems) {
    return;
  }
  for (const step of steps) {
    if (!leftItemsOverflow(leftItems)) {
      return;
    }
    root.setAttribute('data-navbar', step);
  }
}

const resizes = ExecutionEnvironment.canUseDOM ? new ResizeObserver(fitNavbar) : undefined;
let watched: Element[] = [];

/** Watches the navbar's current elements: a page without the theme's layout has none, and the next page brings new ones. */
function watchNavbar(): void {
  const elements = ['.navbar__inner', '.navbar__title'].flatMap((selector) => document.querySelector(selector) ?? []);
  if (elements.length === watched.length && elements.every((element, index) => element === watched[index])) {
    return;
  }
  resizes?.disconnect();
  watched = elements;
  for (const element of elements) {
    resizes?.observe(element);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    watchNavbar();
    fitNavbar();
  },
};

export default clientModule;
