/**
 * Mermaid diagrams draw when they come near the screen (src/theme/Mermaid):
 * a page whose only diagram is far down loads no diagram code until the
 * reader scrolls towards it, and then draws it.
 */
import {expect, test} from '@playwright/test';
import {collectProblems, drawAllDiagrams, gotoHydrated} from '../support/site';

test.use({viewport: {width: 1280, height: 800}});

test('a diagram far down the page loads Mermaid and draws only when the reader scrolls to it', async ({page}) => {
  const problems = collectProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  await gotoHydrated(page, '/docs/i18n/introduction');
  await page.waitForLoadState('networkidle');
  const diagram = page.locator('[data-diagram="mermaid"]');
  await expect(diagram).toHaveCount(1);
  expect((await diagram.boundingBox())!.y).toBeGreaterThan(2000);
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  const scriptsBefore = scripts.length;

  expect(await drawAllDiagrams(page)).toBe(1);
  await expect(diagram.locator('svg')).toBeInViewport();
  expect(scripts.length, 'Mermaid loads on the way').toBeGreaterThan(scriptsBefore);
  expect(problems).toEqual([]);
});

test('a diagram near the top draws with the page', async ({page}) => {
  await gotoHydrated(page, '/tests/pages/diagrams');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 20_000});
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
