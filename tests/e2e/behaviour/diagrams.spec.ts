/**
 * Mermaid diagrams draw when they come near the screen (src/theme/Mermaid):
 * a page whose only diagram is far down loads no diagram code until the
 * reader scrolls towards it, and then draws it.
 */
import {expect, test} from '@playwright/test';
import {collectProblems, drawAllDiagrams, gotoHydrated} from '../support/site';
import {diagramSelector} from '../../shared/diagrams';

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
  const diagram = page.locator(diagramSelector);
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

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('a diagram just below the first screen waits for the reader to scroll, then draws before it is reached', async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, '/blog/preparing-your-site-for-docusaurus-v3');
    await page.waitForLoadState('networkidle');
    const diagram = page.locator(diagramSelector).first();
    const top = (await diagram.boundingBox())!.y;
    // Below the screen, but within the look-ahead that applies once the reader scrolls.
    expect(top).toBeGreaterThan(823);
    expect(top).toBeLessThan(823 + 500);
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);

    await page.mouse.wheel(0, 100);
    await expect(diagram.locator('svg')).toBeAttached({timeout: 20_000});
    await expect(diagram).not.toBeInViewport();
    expect(problems).toEqual([]);
  });
});
