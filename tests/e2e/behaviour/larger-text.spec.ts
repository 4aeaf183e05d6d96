/**
 * A reader's larger default font (the browser's font size setting, which
 * Firefox's "zoom text only" matches) on a desktop window: the theme keeps
 * its desktop columns, sized in pixels, while every label grows. The docs
 * sidebar grows with the font, and a docs column too narrow for the table of
 * contents beside the text shows the collapsible one instead (custom.css),
 * so no label breaks mid-word. At the usual font size the desktop layout is
 * the theme's.
 */
import {expect, test, type Page} from '@playwright/test';
import {brokenWords} from '../../shared/brokenWords';
import {largerDefaultFont} from '../../shared/textSpacing';
import {gotoHydrated} from '../support/site';

const desktopWidths = [997, 1100, 1280, 1440];

/** The sidebar's links, the title, and both tables of contents (the hidden one has no words on screen). */
const labels = '.theme-doc-sidebar-menu .menu__link, article h1, .theme-doc-toc-desktop a, .theme-doc-toc-mobile button';

const desktopTableOfContents = (page: Page) => page.locator('.theme-doc-toc-desktop');
const collapsibleTableOfContents = (page: Page) => page.getByRole('button', {name: 'On this page'});

for (const fontSize of [150, 200]) {
  test(`with a reader's default font at ${fontSize}%, a docs page keeps every label's words whole and shows one table of contents`, async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await page.addStyleTag({content: largerDefaultFont(fontSize)});
    for (const width of desktopWidths) {
      await page.setViewportSize({width, height: 800});
      await expect.poll(() => page.evaluate(brokenWords, labels), {message: `words broken mid-word at ${width} px`}).toEqual([]);
      const shown = [await desktopTableOfContents(page).isVisible(), await collapsibleTableOfContents(page).isVisible()];
      expect(shown, `the desktop or the collapsible table of contents at ${width} px, not both`).toContainEqual(true);
      expect(shown[0] && shown[1], `both tables of contents at ${width} px`).toBe(false);
    }
    // Where the desktop one gave way, the collapsible one leads to the page's sections.
    await page.setViewportSize({width: 997, height: 800});
    await collapsibleTableOfContents(page).click();
    await expect(page.locator('.theme-doc-toc-mobile').getByRole('link', {name: 'Requirements'})).toBeVisible();
  });
}

test("at the usual font size, every desktop width keeps the theme's table of contents beside the text", async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  for (const width of desktopWidths) {
    await page.setViewportSize({width, height: 800});
    await expect(desktopTableOfContents(page), `at ${width} px`).toBeVisible();
    await expect(collapsibleTableOfContents(page), `at ${width} px`).toBeHidden();
  }
});
