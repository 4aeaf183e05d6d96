/**
 * Links in view prefetch the pages they lead to, in idle time, and only the
 * files the current page does not already have (src/framework-edits/startup/idle-prefetch).
 */
import {expect, test} from '@playwright/test';
import {collectProblems, gotoHydrated} from '../support/site';

test.use({viewport: {width: 1280, height: 800}});

test('links in view prefetch the files of their pages once, never the ones the page already loaded', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/docs/installation');
  const prefetchLinks = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetchLinks.count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');

  const {prefetched, scripts} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    scripts: Array.from(document.scripts, (script) => script.src).filter(Boolean),
  }));
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(prefetched.filter((url) => scripts.includes(url))).toEqual([]);
  // Every prefetched file is a real file name: its route data had named it.
  expect(prefetched.filter((url) => url.includes('undefined'))).toEqual([]);

  // A prefetched page still opens, with its content.
  await page.locator('.theme-doc-sidebar-menu a[href$="/docs/playground/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/playground\/$/);
  await expect(page.locator('h1')).toHaveText(/playground/i);
  expect(problems).toEqual([]);
});
