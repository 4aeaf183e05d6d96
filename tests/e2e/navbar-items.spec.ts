/**
 * Navbar item types (spec §3): our custom type shows a "Test area" badge on
 * /tests/ pages only, and the dropdown test page renders every dropdown
 * shape the navbar accepts, including inferred types.
 */
import {expect, test} from '@playwright/test';
import {collectProblems, gotoHydrated} from './support/site';

test.use({viewport: {width: 1280, height: 800}});

test('the custom navbar item shows only inside the test area', async ({page}) => {
  const problems = collectProblems(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await gotoHydrated(page, '/tests/pages/navbar-dropdown-tests');
  const badge = navbar.getByRole('link', {name: 'Test area'});
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(navbar.getByRole('link', {name: 'Test area'})).toBeVisible();

  await gotoHydrated(page, '/docs/installation');
  await expect(navbar.getByRole('link', {name: 'Test area'})).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the mobile menu lists the badge on test pages', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, '/tests/pages');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Test area'})).toBeVisible();
});

test('dropdown shapes: items before and after the versions, html separators, inferred types', async ({page}) => {
  await gotoHydrated(page, '/tests/pages/navbar-dropdown-tests');
  const main = page.locator('main');

  const versions = main.locator('section').filter({hasText: 'Versions with extra entries'}).locator('.dropdown');
  await versions.hover();
  await expect(versions.locator('.dropdown__menu a')).toHaveText(['Before the versions', 'Canary', '3.0.0-rc.1', '2.x', 'After the versions']);
  await expect(versions.locator('.dropdown__menu hr.dropdown-separator')).toHaveCount(1);

  const inferredDropdown = main.locator('section').filter({hasText: 'With items and no type'}).locator('.dropdown');
  await inferredDropdown.hover();
  await expect(inferredDropdown.locator('.dropdown__menu').getByRole('link', {name: 'Tests landing page'})).toBeVisible();

  const inferredLink = main.locator('section').filter({hasText: 'With no items and no type'});
  await expect(inferredLink.locator('.dropdown')).toHaveCount(0);
  await inferredLink.getByRole('link', {name: 'Plain link, no type'}).click();
  await expect(page).toHaveURL(/\/tests\/pages\/$/);
});
