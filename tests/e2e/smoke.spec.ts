/**
 * Visits every built page (the sitemap plus the required routes) and fails on
 * anything a reader would notice: a console error, an uncaught exception, a
 * hydration mismatch, a missing title or a page without exactly one <h1>.
 *
 * Pages are visited in batches, one browser tab per batch: each visit is a
 * full page load that hydrates from scratch, but the scripts and styles come
 * from the tab's cache, as they do for a reader moving through the site. That
 * roughly halves the time of a fresh tab per page, and this spec visits every
 * page of the site. Each page's checks are soft, so a failing batch lists every
 * page that failed, by route.
 */
import {expect, test} from '@playwright/test';
import {resolveBaseUrl} from '../../src/config/site';
import {
  assertBuildExists,
  builtRequiredRoutes,
  collectProblems,
  gotoHydrated,
  sitemapRoutes,
} from './support/site';

assertBuildExists();

const routes = [...new Set([...sitemapRoutes(resolveBaseUrl()), ...builtRequiredRoutes()])].sort();
const batchSize = 10;

test.describe.configure({timeout: batchSize * 30_000});

for (let start = 0; start < routes.length; start += batchSize) {
  const batch = routes.slice(start, start + batchSize);
  test(`pages ${start + 1}–${start + batch.length} (${batch[0]} … ${batch.at(-1)}) render cleanly`, async ({page}) => {
    const problems = collectProblems(page);
    for (const route of batch) {
      await test.step(route, async () => {
        problems.length = 0;
        await gotoHydrated(page, route);
        await expect.soft(page.locator('h1'), `${route}: one main heading`).toHaveCount(1);
        await expect.soft(page, `${route}: title with the site name`).toHaveTitle(/^\S.* \| Docusaurus$/);
        expect.soft(problems, `${route}: console errors and page errors`).toEqual([]);
      });
    }
  });
}
