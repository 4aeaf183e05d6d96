/**
 * How the desktop navbar is drawn, read in the page: the items (logo, links,
 * dropdowns, search box) that overlap the one to their left, where the last
 * one ends, how much of the site name shows beside the logo, and whether the
 * language menu shows its name beside its icon. The site
 * name should show whole or not at all: the brand hides it on a line of its
 * own when the items leave it too little room (src/css/custom.css).
 * Self-contained, so that Playwright and the engine drivers can send it to
 * the page as source text.
 */
export function navbarLayout(): {items: number; overlaps: string[]; right: number; siteName: string; languageName: 'shown' | 'hidden'} {
  const inner = document.querySelector('.navbar__inner')!;
  const boxes = Array.from(inner.querySelectorAll('.navbar__logo, .navbar__item, [class*="navbarSearchContainer"]'))
    .map((element) => ({name: (element.textContent ?? '').trim() || element.className, box: element.getBoundingClientRect()}))
    .filter(({box}) => box.width > 0)
    .sort((a, b) => a.box.left - b.box.left);
  // Half a pixel: Firefox lays out in sixtieths of a pixel, so items that touch can report edges a hair apart.
  // Items on different rows (a crowded navbar wraps) do not overlap.
  const overlaps = boxes.flatMap(({name, box}, index) =>
    boxes
      .slice(0, index)
      .filter((earlier) => box.left < earlier.box.right - 0.5 && box.top < earlier.box.bottom - 0.5 && earlier.box.top < box.bottom - 0.5)
      .map((earlier) => `${earlier.name} | ${name}`),
  );
  const title = inner.querySelector('.navbar__title')!;
  const brand = inner.querySelector('.navbar__brand')!.getBoundingClientRect();
  const shown = title.getBoundingClientRect();
  const visibleWidth = shown.top < brand.bottom ? Math.min(shown.right, brand.right) - shown.left : 0;
  const siteName =
    visibleWidth <= 0 ? 'hidden' : visibleWidth >= title.scrollWidth - 1 ? 'whole' : `cut to ${Math.round(visibleWidth)} of ${title.scrollWidth} px`;
  // The language menu's name beside its icon, which a crowded navbar leaves out (src/clientModules/navbarFit.ts).
  const languageLabel = Array.from(inner.querySelector('.navbar__link > svg[class*="iconLanguage"]')!.parentElement!.childNodes).find(
    (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
  )!;
  const range = document.createRange();
  range.selectNodeContents(languageLabel);
  const languageName = range.getBoundingClientRect().width >= 1 ? 'shown' : 'hidden';
  return {items: boxes.length, overlaps, right: Math.max(...boxes.map(({box}) => box.right)), siteName, languageName};
}

/** The pages with the widest navbars: a docs version with a long name, and the test area with its badge. */
export const widestNavbarRoutes = ['/docs/3.0.0-rc.1/installation', '/tests/'];
