/**
 * The announcement bar (spec §4; id "docusaurus-3-10-faster" in
 * src/config/announcementBar.ts): its dismissal is kept in localStorage with
 * the id of the bar that was seen, holds across pages and from the first
 * paint, and a bar with a new id is shown again to readers who closed an
 * older one. (The plain close-and-reload case is in tests/e2e/shell.spec.ts.)
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, relativeUrl} from '../support/site';

test.describe.configure({timeout: 60_000});

const CURRENT_ID = 'docusaurus-3-10-faster';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

test.use({viewport: {width: 1280, height: 800}});

function bar(page: Page) {
  return page.getByRole('banner').filter({hasText: 'Docusaurus 3.10 is out'});
}

function stored(page: Page): Promise<{id: string | null; dismissed: string | null}> {
  return page.evaluate(([idKey, dismissKey]) => ({id: localStorage.getItem(idKey), dismissed: localStorage.getItem(dismissKey)}), [ID_KEY, DISMISS_KEY]);
}

/** Seeds localStorage once, before the very first page load of this tab (not again on reloads). */
async function seedBeforeFirstLoad(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded') === null) {
      for (const [key, value] of Object.entries(entries)) {
        localStorage.setItem(key, value);
      }
      sessionStorage.setItem('e2e-seeded', 'yes');
    }
  }, values);
}

/** Loads a page with every script file failing, so only the server HTML and its inline script act. */
async function gotoWithoutBundles(page: Page, route: string): Promise<void> {
  await page.route(/\.js(\?.*)?$/, (request) => request.abort());
  await page.goto(relativeUrl(route));
}

test('a first visit records the bar id, and closing the bar saves the dismissal', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(bar(page)).toBeVisible();
  await expect.poll(() => stored(page)).toEqual({id: CURRENT_ID, dismissed: 'false'});

  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => stored(page)).toEqual({id: CURRENT_ID, dismissed: 'true'});
});

test('a closed bar stays closed while the reader moves between pages and opens new ones', async ({page}) => {
  await gotoHydrated(page, '/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();

  // Client-side navigation through the navbar.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByText('Docusaurus 3.10 is out')).toBeHidden();

  // A fresh load of another page.
  await gotoHydrated(page, '/docs/installation');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page.getByText('Docusaurus 3.10 is out')).toBeHidden();
});

test('a bar dismissed earlier is hidden from the first paint, before any script bundle runs', async ({page}) => {
  await seedBeforeFirstLoad(page, {[ID_KEY]: CURRENT_ID, [DISMISS_KEY]: 'true'});
  await gotoWithoutBundles(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  // The server HTML holds the bar; the page's CSS hides it.
  await expect(page.getByRole('banner', {includeHidden: true}).filter({hasText: 'Docusaurus 3.10 is out'})).toBeAttached();
  await expect(bar(page)).toBeHidden();
  await expect(page.locator('h1').first()).toBeVisible();
});

test('without a dismissal the bar is in the first paint, before any script bundle runs', async ({page}) => {
  await gotoWithoutBundles(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
  await expect(bar(page)).toBeVisible();
});

/*
 * The theme's inline script alone flagged the page "initially dismissed" from
 * the old dismissal, and the new bar stayed hidden until the next full load
 * (src/plugins/announcement-bar-reset fixes it). The bar must be in the first
 * paint, before any bundle runs, and stay after hydration.
 */
test('a reader who dismissed an older bar sees the new one on the first visit after it changed', async ({page}) => {
  await seedBeforeFirstLoad(page, {[ID_KEY]: 'docusaurus-3-9', [DISMISS_KEY]: 'true'});
  await gotoWithoutBundles(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
  await expect(bar(page)).toBeVisible();
  // Now with the app: the stored id is still the old one, and hydration keeps the bar.
  await page.unrouteAll();
  await gotoHydrated(page, '/');
  await expect(bar(page)).toBeVisible();
});

test('after the bar id changed the old dismissal is reset, and closing the new bar sticks', async ({page}) => {
  await seedBeforeFirstLoad(page, {[ID_KEY]: 'docusaurus-3-9', [DISMISS_KEY]: 'true'});
  await gotoHydrated(page, '/');
  await expect.poll(() => stored(page)).toEqual({id: CURRENT_ID, dismissed: 'false'});

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 15_000});
  await expect(bar(page)).toBeVisible();

  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => stored(page)).toEqual({id: CURRENT_ID, dismissed: 'true'});
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 15_000});
  await expect(page.getByText('Docusaurus 3.10 is out')).toBeHidden();
});

test('every link of the bar leads to a page about what it announces', async ({page}) => {
  // A bar once sent readers to the blog to "read what changed" in a release the blog never covered.
  await gotoHydrated(page, '/');
  const text = await bar(page).innerText();
  const version = /\b\d+\.\d+\b/.exec(text)?.[0];
  expect(version, `the bar names a version: "${text}"`).toBeTruthy();
  const hrefs = await bar(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('main'), `${href} names ${version}`).toContainText(version!);
    const hash = new URL(href, page.url()).hash;
    if (hash) {
      await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`), `${href} has its anchor`).toHaveCount(1);
    }
  }
});
