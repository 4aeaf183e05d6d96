/**
 * The navbar hides on scroll (`hideOnScroll: true`, spec §4): on a long docs
 * page it slides out of view once the reader scrolls down past its height,
 * comes back on a scroll up, ignores the small upward bounce at the very
 * bottom of the page, and gets out of the way when a link jumps to a heading.
 * What is asserted is what a reader sees: whether the bar is in the viewport.
 */
import {expect, test, type Page} from '@playwright/test';
import {afterNavbarSettles, gotoHydrated} from '../support/site';

test.describe.configure({timeout: 60_000});
test.use({viewport: {width: 1280, height: 800}});

/** A long page: many screens of configuration reference. */
const LONG_PAGE = '/docs/api/docusaurus-config';

function navbar(page: Page) {
  return page.getByRole('navigation', {name: 'Main'});
}

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Turns the mouse wheel over the text and waits until the page has moved. */
async function wheel(page: Page, deltaY: number): Promise<void> {
  const before = await scrollY(page);
  await page.mouse.move(640, 500);
  await page.mouse.wheel(0, deltaY);
  await expect.poll(() => scrollY(page)).not.toBe(before);
}

/** Jumps close to the end of the page without going through the scroll-down steps one by one. */
async function jumpTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

async function maxScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

test('scrolling down past the navbar hides it, scrolling up brings it back', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  await expect(navbar(page)).toBeInViewport();

  await wheel(page, 300);
  await wheel(page, 300);
  await expect(navbar(page)).not.toBeInViewport();
  // The links in it are out of reach too, not just painted over.
  const box = await navbar(page).boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(0);

  await wheel(page, 300);
  await expect(navbar(page)).not.toBeInViewport();

  await wheel(page, -100);
  await expect(navbar(page)).toBeInViewport();
  await expect(navbar(page).getByRole('link', {name: 'Blog', exact: true})).toBeInViewport();
});

test('within its own height from the top the navbar stays, even while scrolling down', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  const {height} = (await navbar(page).boundingBox())!;
  await wheel(page, 15);
  await wheel(page, 15);
  expect(await scrollY(page)).toBeLessThan(height);
  await afterNavbarSettles(page);
  await expect(navbar(page)).toBeInViewport({ratio: 1});

  // Scrolled further down it goes; all the way back up it returns.
  await wheel(page, 400);
  await wheel(page, 400);
  await expect(navbar(page)).not.toBeInViewport();
  await wheel(page, -2000);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(navbar(page)).toBeInViewport({ratio: 1});
});

test('at the bottom of the page a small bounce up keeps the navbar hidden, a real scroll up shows it', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  const bottom = await maxScroll(page);
  await jumpTo(page, bottom - 600);
  await wheel(page, 300);
  await wheel(page, 1000);
  await expect.poll(() => scrollY(page)).toBe(bottom);
  await expect(navbar(page)).not.toBeInViewport();

  // Less than the navbar's height: treated as the rubber-band bounce of a touch pad or phone.
  await wheel(page, -20);
  await afterNavbarSettles(page);
  await expect(navbar(page)).not.toBeInViewport();

  await wheel(page, -300);
  await expect(navbar(page)).toBeInViewport();
});

test('following a link to a heading on the page hides the navbar so it does not cover the heading', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  await expect(navbar(page)).toBeInViewport();
  const toc = page.locator('.table-of-contents').first();
  await toc.getByRole('link', {name: 'Webpack', exact: true}).click();
  await expect(page).toHaveURL(/#webpack$/);
  const heading = page.locator('#webpack');
  await expect(heading).toBeInViewport();
  await expect(navbar(page)).not.toBeInViewport();
  const headingBox = await heading.boundingBox();
  expect(headingBox!.y).toBeGreaterThanOrEqual(0);

  // The next scroll up brings the navbar back as usual.
  await wheel(page, -300);
  await expect(navbar(page)).toBeInViewport();
});
