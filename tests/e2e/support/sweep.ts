/**
 * The page sweep shared by the default build's smoke test and the services
 * build's: visits every page and fails on anything a reader would notice (a
 * console error, an uncaught exception, a hydration mismatch, a missing
 * title, a page without exactly one <h1>) and on any Content-Security-Policy
 * violation the page reports.
 *
 * Pages are visited in batches, one browser tab per batch: each visit is a
 * full page load that hydrates from scratch, but the scripts and styles come
 * from the tab's cache, as they do for a reader moving through the site. That
 * roughly halves the time of a fresh tab per page. Each page's checks are
 * soft, so a failing batch lists every page that failed, by route.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectProblems, gotoHydrated} from './site';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Records the page's securitypolicyviolation events, from before its first script, on every page the tab opens. */
export async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

export function sweepRoutes(routes: string[], {batchSize = 10, prepare}: {batchSize?: number; prepare?: (page: Page) => Promise<void>} = {}): void {
  test.describe.configure({timeout: batchSize * 30_000});
  for (let start = 0; start < routes.length; start += batchSize) {
    const batch = routes.slice(start, start + batchSize);
    test(`pages ${start + 1}–${start + batch.length} (${batch[0]} … ${batch.at(-1)}) render cleanly`, async ({page}) => {
      const problems = collectProblems(page);
      await recordPolicyViolations(page);
      await prepare?.(page);
      for (const route of batch) {
        await test.step(route, async () => {
          problems.length = 0;
          await gotoHydrated(page, route);
          await expect.soft(page.locator('h1'), `${route}: one main heading`).toHaveCount(1);
          await expect.soft(page, `${route}: title with the site name`).toHaveTitle(/^\S.* \| Docusaurus$/);
          expect.soft(problems, `${route}: console errors and page errors`).toEqual([]);
          expect.soft(await page.evaluate(() => window.policyViolations), `${route}: Content-Security-Policy violations`).toEqual([]);
        });
      }
    });
  }
}
