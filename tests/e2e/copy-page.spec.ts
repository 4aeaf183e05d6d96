/**
 * The "Copy page" menu on docs pages (issue 22): beside the title, usable
 * from the keyboard, at phone width, and what it copies is exactly the
 * page's Markdown twin and the page's address. It appears on pages that
 * have a twin, not on the test area's docs or generated category pages.
 */
import {expect, test, type Page} from '@playwright/test';
import {brokenWords} from '../shared/brokenWords';
import {collectProblems, gotoHydrated, relativeUrl} from './support/site';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const toggle = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('from the keyboard: opens on the first item, arrows move, Escape returns to the button', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/docs/installation');
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  const items = menu(page).getByRole('menuitem');
  await expect(items).toHaveText(['Copy as Markdown', 'View as Markdown', 'Copy link']);
  await expect(items.nth(0)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test("at 1280 px the button is centred on the title's first line", async ({page}) => {
  await page.setViewportSize({width: 1280, height: 844});
  await gotoHydrated(page, '/docs/api/plugins/@docusaurus/plugin-content-docs');
  const button = (await toggle(page).boundingBox())!;
  const title = page.locator('article h1');
  const box = (await title.boundingBox())!;
  const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(Math.abs(button.y + button.height / 2 - (box.y + lineHeight / 2))).toBeLessThan(3);
  expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 1);
});

// Beside the button, a title word with too little room broke mid-word ("Installatio" / "n"); a package name may break after its slash.
for (const width of [320, 360, 390, 414]) {
  test(`at ${width} px the button has a line of its own above the title, whose words stay whole`, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    for (const route of ['/docs/installation', '/docs/configuration', '/docs/api/plugins/@docusaurus/plugin-content-docs']) {
      await gotoHydrated(page, route);
      const button = (await toggle(page).boundingBox())!;
      const title = (await page.locator('article h1').boundingBox())!;
      expect(button.y + button.height, `the button above the title on ${route}`).toBeLessThanOrEqual(title.y);
      expect(button.x + button.width, `the button at the right on ${route}`).toBeCloseTo(title.x + title.width, 0);
      expect(await page.evaluate(brokenWords, 'article h1'), `words broken in the title of ${route}`).toEqual([]);
    }
  });
}

for (const route of ['/docs/installation', '/docs/2.x/markdown-features/tabs', '/community/support']) {
  test(`"Copy as Markdown" on ${route} copies the page's .md`, async ({page, request}) => {
    await gotoHydrated(page, route);
    await toggle(page).click();
    await menu(page).getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    const served = await (await request.get(relativeUrl(route).replace(/\/$/, '.md'))).text();
    expect(served).toContain('\n# ');
    expect(await clipboard(page)).toBe(served);
  });
}

test('"View as Markdown" links the .md and "Copy link" copies the page address', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  await toggle(page).click();
  const view = menu(page).getByRole('menuitem', {name: 'View as Markdown'});
  const href = await view.getAttribute('href');
  expect(new URL(href!, page.url()).pathname).toBe(new URL(page.url()).pathname.replace(/\/$/, '.md'));
  await menu(page).getByRole('menuitem', {name: 'Copy link'}).click();
  await expect(page.getByRole('status')).toHaveText('Copied the link to this page.');
  expect(await clipboard(page)).toBe(page.url());
});

test('after client-side navigation it copies the new page; a click elsewhere closes it', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/configuration\/$/);
  // The address changes before the new page replaces the old one: the reader acts on the page they see.
  await expect(page.locator('article h1')).toHaveText('Configuration');
  await toggle(page).click();
  // The menu's code loads on first use: the reader clicks elsewhere once the menu is there.
  await expect(menu(page)).toBeVisible();
  await page.locator('article h1').click();
  await expect(menu(page)).toHaveCount(0);
  await toggle(page).click();
  await menu(page).getByRole('menuitem', {name: 'Copy as Markdown'}).click();
  await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
  expect(await clipboard(page)).toMatch(/^---\ntitle: "Configuration"\n/);
});

test('at phone width the open menu stays on the screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/api/docusaurus-config');
  await toggle(page).click();
  const box = (await menu(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('the menu code loads only when the reader reaches the button', async ({page}) => {
  const menuScripts: string[] = [];
  page.on('response', async (response) => {
    // A body read after the test has ended fails: the tab has moved on, and it is not the menu's.
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('View as Markdown')) {
      menuScripts.push(response.url());
    }
  });
  await gotoHydrated(page, '/docs/installation');
  await page.waitForLoadState('networkidle');
  expect(menuScripts).toEqual([]);
  await toggle(page).hover();
  await expect.poll(() => menuScripts.length).toBe(1);
});

for (const route of ['/tests/docs', '/docs/category/getting-started']) {
  test(`no "Copy page" on ${route}, which has no Markdown twin`, async ({page}) => {
    await gotoHydrated(page, route);
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await expect(toggle(page)).toHaveCount(0);
  });
}
