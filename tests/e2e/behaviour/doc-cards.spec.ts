/**
 * Doc cards (a category's generated index, or a doc's own `<DocCardList />`)
 * show each linked doc's description, read from the docs version's props; src/framework-edits/doc-card-entries
 * keeps in those props only the docs a card can show. These tests check the
 * cards, rendered by the server and again in the browser after an in-app
 * navigation, against each doc's own description.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectProblems, gotoHydrated, markWindow, navigateInApp, wasReloaded} from '../support/site';

/** Each card of the page: where it links and the description it shows. */
async function cardsOf(page: Page): Promise<{href: string; description: string}[]> {
  return page
    .locator('a.theme-doc-card-container')
    .evaluateAll((cards) => cards.map((card) => ({href: card.getAttribute('href')!, description: card.querySelector('p')?.textContent ?? ''})));
}

const pages = [
  {kind: "a generated index's", path: '/docs/category/guides/', title: 'Guides', docCards: 4},
  // The Sidebar category's own doc, whose cards are its category's other docs.
  {kind: "a doc's <DocCardList />", path: '/docs/sidebar/', title: 'Sidebar', docCards: 3},
];

for (const {kind, path, title, docCards: minimum} of pages) {
  test(`${kind} doc cards show each doc's own description, on load and after an in-app navigation`, async ({page, request}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, path);
    const served = await cardsOf(page);
    // A category's card shows its item count; a doc's card, the doc's description.
    const docCards = served.filter(({description}) => !/^\d+ items?$/.test(description));
    expect(docCards.length).toBeGreaterThanOrEqual(minimum);
    for (const {href, description} of docCards) {
      const html = await (await request.get(href)).text();
      const own = /<meta\b[^>]*\bname="?description"?\s[^>]*\bcontent="([^"]*)"/.exec(html)?.[1];
      const decoded = own
        ?.replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect({href, description}).toEqual({href, description: decoded});
    }
    // Rendered in the browser from the props this time.
    await gotoHydrated(page, '/docs/installation/');
    await markWindow(page);
    await navigateInApp(page, path);
    await expect(page.locator('h1')).toHaveText(title);
    expect(await cardsOf(page)).toEqual(served);
    expect(await wasReloaded(page)).toBe(false);
    expect(problems).toEqual([]);
  });
}
