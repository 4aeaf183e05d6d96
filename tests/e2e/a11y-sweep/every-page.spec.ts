/**
 * Accessibility of every page (`npm run check:a11y`, run by CI beside `npm test`):
 * axe-core scans each built page (the sitemap plus the required routes, and the
 * not-found page) in light and in dark mode, against WCAG 2.0, 2.1 and 2.2 A and
 * AA and axe's best practices, and allows no violation of any impact.
 *
 * tests/e2e/a11y/axe.spec.ts scans fewer pages in states a sweep does not reach
 * (menus open, filters set, search results shown).
 */
import {expect, test} from '@playwright/test';
import {assertBuildExists, everyPageRoute, gotoHydrated} from '../support/site';
import {axeFor, describeViolations} from '../support/axe';

assertBuildExists();

const batchSize = 10;

const routes = [...everyPageRoute(), '/this-page-does-not-exist'];

test.use({viewport: {width: 1280, height: 800}});
test.describe.configure({timeout: batchSize * 60_000});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      // A returning reader's saved choice, in place before the page's first script.
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      // Transitions at rest: colours are read as the reader sees them once the page settles.
      await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
    });

    for (let start = 0; start < routes.length; start += batchSize) {
      const batch = routes.slice(start, start + batchSize);
      test(`pages ${start + 1}–${start + batch.length} (${batch[0]} … ${batch.at(-1)})`, async ({page}) => {
        for (const route of batch) {
          await test.step(route, async () => {
            await gotoHydrated(page, route);
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            // A pointer left over an element would scan its hover colours.
            await page.mouse.move(0, 0);
            const {violations} = await axeFor(page).options({resultTypes: ['violations']}).analyze();
            expect.soft(violations.map((violation) => violation.id), describeViolations(violations, `${route} (${mode} mode)`)).toEqual([]);
          });
        }
      });
    }
  });
}
