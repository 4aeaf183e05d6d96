/**
 * Math is styled by KaTeX's stylesheet before any script runs, on a first
 * visit and after client-side navigation; its fonts are files
 * (src/plugins/math-stylesheet), which only pages whose math uses them download.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectProblems, gotoHydrated} from '../support/site';

test.use({viewport: {width: 1280, height: 800}});

const mathPage = '/docs/markdown-features/math-equations';

/** Whether the first rendered formula is laid out by KaTeX's stylesheet (its fonts, its hidden MathML copy). */
function mathIsStyled(page: Page): Promise<boolean> {
  return page
    .locator('.katex')
    .first()
    .evaluate((formula) => {
      const mathml = formula.querySelector('.katex-mathml');
      return getComputedStyle(formula).fontFamily.includes('KaTeX_Main') && mathml !== null && getComputedStyle(mathml).position === 'absolute';
    });
}

test('pages without math request no KaTeX font', async ({page}) => {
  const katexRequests: string[] = [];
  page.on('request', (request) => {
    if (/katex/i.test(request.url())) {
      katexRequests.push(request.url());
    }
  });
  for (const route of ['/', '/docs/installation', '/blog', '/docs/markdown-features/code-blocks']) {
    await gotoHydrated(page, route);
  }
  expect(katexRequests).toEqual([]);
});

test('a math page is styled before its scripts run', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(mathPage);
  await expect(page.locator('.katex').first()).toBeVisible();
  expect(await mathIsStyled(page)).toBe(true);
  await context.close();
});

test('the fonts a math page uses arrive as woff2 files', async ({page}) => {
  const problems = collectProblems(page);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') {
      fonts.push(new URL(request.url()).pathname);
    }
  });
  await gotoHydrated(page, mathPage);
  await expect(page.locator('.katex').first()).toBeVisible();
  expect(await mathIsStyled(page)).toBe(true);
  // The fonts the formulas use are files of their own (not inlined into the render-blocking
  // stylesheet), and only in the format the browser reads first.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main') && document.fonts.check('italic 16px KaTeX_Math'))).toBe(true);
  expect(fonts).toContainEqual(expect.stringMatching(/^\/assets\/fonts\/KaTeX_Main-Regular-\w+\.woff2$/));
  expect(fonts.filter((font) => !font.endsWith('.woff2'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('math is styled when a reader navigates to it from a page without math', async ({page}) => {
  await gotoHydrated(page, '/docs/markdown-features/code-blocks');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Math equations'}).click();
  await expect(page).toHaveURL(/math-equations\/$/);
  // Checked as soon as the formulas are in the page: the stylesheet must already apply.
  await page.locator('.katex').first().waitFor();
  expect(await mathIsStyled(page)).toBe(true);
});
