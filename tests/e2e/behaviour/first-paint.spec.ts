/**
 * Readers see the page before the app's scripts run (src/framework-edits/startup/ssrTemplate.ts):
 * the text in the HTML is painted first, then the main bundle starts and
 * hydrates it. With the scripts in the head, the main bundle ran before the
 * first paint and held back the largest one by seconds on a phone.
 */
import {expect, test} from '@playwright/test';
import {collectProblems, gotoHydrated} from '../support/site';

for (const route of ['/docs/installation', '/blog']) {
  test(`${route}: the page is painted before the main bundle runs, then hydrates without errors`, async ({page}) => {
    const problems = collectProblems(page);
    // Records, as the main bundle starts, whether the browser has painted any content yet.
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (routed) => {
      const response = await routed.fetch();
      const probe = "window.__paintedBeforeMain = performance.getEntriesByName('first-contentful-paint').length > 0;\n";
      await routed.fulfill({response, body: probe + (await response.text())});
    });
    await gotoHydrated(page, route);
    expect(await page.evaluate(() => (window as {__paintedBeforeMain?: boolean}).__paintedBeforeMain)).toBe(true);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}
