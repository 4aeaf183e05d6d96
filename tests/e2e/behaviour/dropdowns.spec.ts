/**
 * Navbar dropdowns (spec §4), shown with the docs version dropdown: on
 * desktop it opens from the keyboard (Enter or Space) and closes on a click
 * outside it or when focus leaves it; in the mobile menu it starts collapsed
 * unless one of its entries is the page being read, and then it is expanded.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/site';

test.describe.configure({timeout: 60_000});

function navbar(page: Page) {
  return page.getByRole('navigation', {name: 'Main'});
}

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  /** The dropdown's own control, labelled with the version being read. */
  function versionButton(page: Page) {
    return navbar(page).getByRole('button', {name: 'Canary'});
  }

  function versionEntry(page: Page, name: string) {
    return navbar(page).locator('.dropdown__menu').getByRole('link', {name, exact: true});
  }

  async function openWithEnter(page: Page): Promise<void> {
    await versionButton(page).focus();
    await expect(versionEntry(page, '2.x')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(versionButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(versionEntry(page, '2.x')).toBeVisible();
  }

  async function expectClosed(page: Page): Promise<void> {
    await expect(versionButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(versionEntry(page, '2.x')).toBeHidden();
  }

  test('Enter on the focused version control opens the list without leaving the page, Enter again closes it', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openWithEnter(page);
    for (const name of ['Canary', '3.0.0-rc.1', '2.x', 'All versions']) {
      await expect(versionEntry(page, name)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/docs\/installation\/$/);

    await page.keyboard.press('Enter');
    await expectClosed(page);
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
  });

  test('Space opens it as well, and an entry can then be followed from the keyboard', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await versionButton(page).focus();
    await page.keyboard.press(' ');
    await expect(versionEntry(page, '2.x')).toBeVisible();
    await versionEntry(page, '2.x').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/2\.x\/installation\/$/);
    await expect(page.locator('h1')).toHaveText('Installation');
  });

  test('a click outside the open dropdown closes it', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openWithEnter(page);
    const heading = await page.locator('h1').boundingBox();
    await page.mouse.click(heading!.x + 5, heading!.y + heading!.height / 2);
    await expectClosed(page);
  });

  test('tabbing through the entries keeps it open, tabbing out of it closes it', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openWithEnter(page);

    await page.keyboard.press('Tab');
    await expect(versionEntry(page, 'Canary')).toBeFocused();
    await expect(versionEntry(page, '2.x')).toBeVisible();

    const dropdown = navbar(page)
      .locator('.dropdown')
      .filter({has: page.getByRole('button', {name: 'Canary'})});
    const focusInside = () => dropdown.evaluate((element) => element.contains(document.activeElement));
    for (let presses = 0; presses < 8 && (await focusInside()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusInside()).toBe(false);
    await expectClosed(page);
  });

  test('moving focus back before the dropdown (Shift+Tab) closes it', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openWithEnter(page);
    await page.keyboard.press('Shift+Tab');
    await expect(versionButton(page)).not.toBeFocused();
    await expectClosed(page);
  });
});

test.describe('in the mobile menu', () => {
  test.use({viewport: {width: 996, height: 800}});

  function versions(page: Page) {
    return page.locator('.navbar-sidebar').getByRole('button', {name: 'Versions', exact: true});
  }

  /** The caret button beside "Versions" that collapses or expands the group. */
  function versionsCaret(page: Page, name: 'Expand the dropdown' | 'Collapse the dropdown') {
    return page
      .locator('.navbar-sidebar li')
      .filter({has: page.getByRole('button', {name: 'Versions', exact: true})})
      .getByRole('button', {name});
  }

  function menuEntry(page: Page, name: string) {
    return page.locator('.navbar-sidebar').getByRole('link', {name, exact: true});
  }

  async function openMenu(page: Page): Promise<void> {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
  }

  test('the Versions group starts collapsed on a page that is not one of its entries', async ({page}) => {
    await gotoHydrated(page, '/showcase');
    await openMenu(page);
    await expect(versions(page)).toBeVisible();
    await expect(menuEntry(page, '2.x')).toBeHidden();
    await expect(versionsCaret(page, 'Expand the dropdown')).toHaveAttribute('aria-expanded', 'false');

    await versions(page).click();
    await expect(menuEntry(page, '2.x')).toBeVisible();
    await expect(menuEntry(page, 'All versions')).toBeVisible();
    await expect(page).toHaveURL(/\/showcase\/$/);
  });

  test('the Versions group is already expanded on a page that is one of its entries', async ({page}) => {
    await gotoHydrated(page, '/versions');
    await openMenu(page);
    await expect(menuEntry(page, 'All versions')).toBeVisible();
    await expect(menuEntry(page, '2.x')).toBeVisible();
    await expect(versionsCaret(page, 'Collapse the dropdown')).toHaveAttribute('aria-expanded', 'true');
  });

  test("on an older version's docs page the group opens expanded on that version", async ({page}) => {
    await gotoHydrated(page, '/docs/2.x/installation');
    await openMenu(page);
    // Docs pages open the menu on the docs sidebar; the site menu is one step back.
    await page.locator('.navbar-sidebar').getByRole('button', {name: '← Back to main menu'}).click();
    await expect(menuEntry(page, '2.x')).toBeInViewport();
    await expect(menuEntry(page, 'Canary')).toBeInViewport();
  });
});
