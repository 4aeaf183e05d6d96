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

// src/framework-edits/startup/route-chunks-in-html: the HTML names each page's own route scripts, which download alongside main.js.
// /docs/api/docusaurus-config is in a part of its version's route data (src/framework-edits/route-shards): both shards are named;
// /changelog/2.4.3 is in a range of the changelog's releases, which loads alone.
for (const route of ['/', '/docs/installation', '/docs/api/docusaurus-config', '/changelog/2.4.3', '/blog/tags/release', '/showcase']) {
  test(`${route}: every script the page needs to hydrate is named in its HTML`, async ({page}) => {
    const problems = collectProblems(page);
    // When the app hydrates, lists the scripts the bundler's runtime had to add itself (it marks them with data-rspack).
    await page.addInitScript(() => {
      let root: unknown;
      Object.defineProperty(window, 'docusaurusRoot', {
        configurable: true,
        get: () => root,
        set(value) {
          const w = window as {__addedBeforeHydration?: string[]};
          w.__addedBeforeHydration ??= Array.from(document.querySelectorAll('script[data-rspack]'), (script) => script.getAttribute('src')!);
          root = value;
        },
      });
    });
    await gotoHydrated(page, route);
    const {added, named} = await page.evaluate(async () => ({
      added: (window as {__addedBeforeHydration?: string[]}).__addedBeforeHydration,
      named: (await (await fetch(location.href)).text()).match(/\/assets\/js\/[\w~.-]+\.js/g) ?? [],
    }));
    expect(added).toEqual([]);
    // More than runtime~main and main: the route's own chunks.
    expect(new Set(named).size).toBeGreaterThan(2);
    expect(problems).toEqual([]);
  });
}
