/**
 * Visits every built page (the sitemap plus the required routes) and fails on
 * anything a reader would notice: a console error, an uncaught exception, a
 * hydration mismatch, a missing title or a page without exactly one <h1>.
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

for (const route of routes) {
  test(`${route} renders cleanly`, async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, route);
    await expect(page.locator('h1'), 'one main heading').toHaveCount(1);
    await expect(page).toHaveTitle(/^\S.* \| Docusaurus$/);
    expect(problems).toEqual([]);
  });
}
