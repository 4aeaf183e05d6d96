/**
 * Labels keep their words whole: a word the layout gives too little room
 * breaks mid-word ("Configuratio" / "n"), which readers stumble over.
 *
 * On a phone: the previous and next links stack when their labels do not fit
 * side by side, and the versions table sizes to its words (custom.css, the
 * versions page's styles).
 *
 * With a reader's larger default font (the browser's font size setting, which
 * Firefox's "zoom text only" matches) on a desktop window: the theme keeps its
 * desktop columns, sized in pixels, while every label grows. The docs sidebar
 * grows with the font, and a column too narrow for the table of contents
 * beside the text gives it up (docs pages show the collapsible one), so no
 * label breaks mid-word. At the usual font size the desktop layout is the
 * theme's.
 */
import {expect, test, type Page} from '@playwright/test';
import {brokenWords, docsPageLabels} from '../../shared/brokenWords';
import {largerDefaultFont} from '../../shared/textSpacing';
import {gotoHydrated} from '../support/site';

const phoneWidths = [320, 360, 390];
const desktopWidths = [997, 1100, 1280, 1440];

const desktopTableOfContents = (page: Page) => page.locator('.theme-doc-toc-desktop');
const collapsibleTableOfContents = (page: Page) => page.getByRole('button', {name: 'On this page'});
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone', () => {
  for (const width of phoneWidths) {
    test(`at ${width} px the previous and next labels and the versions table keep their words whole`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      for (const route of ['/docs/installation', '/docs/docusaurus-core', '/docs/sidebar/items']) {
        await gotoHydrated(page, route);
        expect(await page.evaluate(brokenWords, '.pagination-nav__label'), `previous and next on ${route}`).toEqual([]);
      }
      await gotoHydrated(page, '/versions');
      expect(await page.evaluate(brokenWords, 'main table :is(th, td)'), 'the versions table').toEqual([]);
      expect(await sidewaysScroll(page), 'the versions page scrolls only down').toBe(0);
    });
  }

  test('previous and next sit side by side while their labels fit, and one above the other when not', async ({page}) => {
    const links = page.locator('.pagination-nav__link');
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/docusaurus-core');
    const [previous, next] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    expect(next.y).toBe(previous.y);
    await page.setViewportSize({width: 360, height: 800});
    await expect.poll(async () => (await links.nth(1).boundingBox())!.y > (await links.nth(0).boundingBox())!.y).toBe(true);
  });
});

test.describe("with a reader's larger default font", () => {
  for (const fontSize of [150, 200]) {
    test(`at ${fontSize}%, a docs page keeps every label's words whole and shows one table of contents`, async ({page}) => {
      await gotoHydrated(page, '/docs/installation');
      await page.addStyleTag({content: largerDefaultFont(fontSize)});
      for (const width of desktopWidths) {
        await page.setViewportSize({width, height: 800});
        await expect.poll(() => page.evaluate(brokenWords, docsPageLabels), {message: `words broken mid-word at ${width} px`}).toEqual([]);
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

  test("at 150%, a category's cards and a changelog release's table of contents keep their words whole", async ({page}) => {
    for (const route of ['/docs/category/guides', '/changelog/2.0.0-beta.15']) {
      await gotoHydrated(page, route);
      await page.addStyleTag({content: largerDefaultFont(150)});
      for (const width of [997, 1280]) {
        await page.setViewportSize({width, height: 800});
        await expect
          .poll(() => page.evaluate(brokenWords, `${docsPageLabels}, .table-of-contents a`), {message: `words broken mid-word on ${route} at ${width} px`})
          .toEqual([]);
      }
    }
  });

  test("at the usual font size, every desktop width keeps the theme's tables of contents beside the text", async ({page}) => {
    for (const [route, tableOfContents] of [
      ['/docs/installation', desktopTableOfContents(page)],
      ['/changelog/2.0.0-beta.15', page.getByRole('navigation', {name: 'On this page'})],
    ] as const) {
      await gotoHydrated(page, route);
      for (const width of desktopWidths) {
        await page.setViewportSize({width, height: 800});
        await expect(tableOfContents, `on ${route} at ${width} px`).toBeVisible();
      }
    }
    await expect(collapsibleTableOfContents(page)).toBeHidden();
  });
});
