/**
 * Route data by part of the site (src/framework-edits/route-shards/): main.js knows
 * only the routes every page needs, and the rest arrives by section when the
 * reader first goes there. These tests start where a section's routes are
 * not loaded yet and check what the reader sees: the page, opened in place
 * (no reload), the not-found page for an address the section does not have,
 * and the same offline once the worker is installed.
 */
import {expect, test} from '@playwright/test';
import {collectProblems, gotoHydrated, markWindow, navigateInApp, waitForOfflineReady, wasReloaded} from '../support/site';

test.describe.configure({timeout: 90_000});
test.use({viewport: {width: 1280, height: 800}});
// A new browser context for each test: a service worker installed by one test must not serve the next
// (playwright.config.ts reuses one context per worker elsewhere).
test.use({reuseContext: false});

test('links from the home page open pages of every section in place', async ({page}) => {
  const problems = collectProblems(page);
  for (const [label, heading] of [
    ['Blog', /Blog/],
    ['Showcase', /Showcase/],
  ] as const) {
    await gotoHydrated(page, '/');
    await markWindow(page);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: label, exact: true}).first().click();
    await expect(page.locator('h1').first()).toHaveText(heading);
    expect(await wasReloaded(page)).toBe(false);
  }
  // A docs page of an older version, whose routes are in a shard of their own.
  await gotoHydrated(page, '/');
  await markWindow(page);
  await navigateInApp(page, '/docs/2.x/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('2.x');
  expect(await wasReloaded(page)).toBe(false);
  expect(problems).toEqual([]);
});

test('an address a section does not have shows the not-found page, whether the section is loaded or not', async ({page}) => {
  // Not loaded yet: the changelog's routes are not in main.js.
  await gotoHydrated(page, '/');
  await markWindow(page);
  await navigateInApp(page, '/changelog/no-such-release/');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await wasReloaded(page)).toBe(false);
  // Loaded: the docs shard came with the page.
  await gotoHydrated(page, '/docs/installation/');
  await markWindow(page);
  await navigateInApp(page, '/docs/no-such-page/');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await wasReloaded(page)).toBe(false);
  // And back to a real page of that section, still in place.
  await navigateInApp(page, '/docs/configuration/');
  await expect(page.locator('h1')).toHaveText('Configuration');
  expect(await wasReloaded(page)).toBe(false);
});

test('a docs version is split by directory: its pages open in place, from the version and from elsewhere', async ({page}) => {
  const problems = collectProblems(page);
  // /docs/api/… is a part of the current docs' route data, loaded with the version's own.
  await gotoHydrated(page, '/docs/installation/');
  await markWindow(page);
  await navigateInApp(page, '/docs/api/docusaurus-config/');
  await expect(page.locator('h1')).toHaveText('Site configuration reference');
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveText('docusaurus.config.ts');
  // And back out of the part, in the same version.
  await navigateInApp(page, '/docs/configuration/');
  await expect(page.locator('h1')).toHaveText('Configuration');
  expect(await wasReloaded(page)).toBe(false);
  // From another section, straight into the part: the version and the part load together.
  await gotoHydrated(page, '/blog/');
  await markWindow(page);
  await navigateInApp(page, '/docs/2.x/api/docusaurus-config/');
  await expect(page.locator('h1')).toHaveText('Site configuration reference');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('2.x');
  expect(await wasReloaded(page)).toBe(false);
  // An address in the part that has no page shows the not-found page.
  await navigateInApp(page, '/docs/api/no-such-page/');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(problems).toEqual([]);
});

test('a flat section is split into ranges of names: pages of either range open in place, and from each other', async ({page}) => {
  const problems = collectProblems(page);
  // The changelog's releases are too many for one shard and have no directories: releases from 2.0.0-alpha.68 on are a range of their own.
  await gotoHydrated(page, '/blog/');
  await markWindow(page);
  await navigateInApp(page, '/changelog/2.4.3/');
  await expect(page.locator('h1')).toHaveText('Docusaurus 2.4.3');
  await navigateInApp(page, '/changelog/2.0.0-alpha.30/');
  await expect(page.locator('h1')).toHaveText('Docusaurus 2.0.0-alpha.30');
  expect(await wasReloaded(page)).toBe(false);
  // Opened in its own range, a link into the other range (the next, older release) opens in place too.
  await gotoHydrated(page, '/changelog/2.0.0-alpha.68/');
  await markWindow(page);
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page.locator('h1')).toHaveText('Docusaurus 2.0.0-alpha.67');
  expect(page.url()).toMatch(/\/changelog\/2\.0\.0-alpha\.67\/$/);
  expect(await wasReloaded(page)).toBe(false);
  // An address in a range that has no page shows the not-found page.
  await navigateInApp(page, '/changelog/2.9.9/');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(problems).toEqual([]);
});

test('offline, a link into a section not opened before still opens in place', async ({page, context}) => {
  await gotoHydrated(page, '/?offlineMode=true');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await markWindow(page);
  // The current docs are saved for offline reading, their route data with them.
  await navigateInApp(page, '/docs/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  expect(await wasReloaded(page)).toBe(false);
});

test("the first script of every page does not name a section's page chunks: the section's route data does", async ({page, request}) => {
  const problems = collectProblems(page);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(response.url())) scripts.add(response.url());
  });
  await gotoHydrated(page, '/docs/installation/');
  await page.waitForLoadState('networkidle');
  // Read again: the browser does not keep the bodies of every script it ran.
  const loaded = await Promise.all([...scripts].map(async (src) => ({src, body: await (await request.get(src)).text()})));
  const runtime = loaded.find(({src}) => /\/runtime~main\.[0-9a-f]+\.js$/.test(src))!.body;
  // The page's content: the one of its lazily loaded chunks that holds its text.
  const content = loaded.find(({src, body}) => /\/\d+\.[0-9a-f]{8}\.js$/.test(src) && body.includes('The quickest way to a working Docusaurus site'));
  expect(content, 'a script of /docs/installation/ holds its text').toBeDefined();
  const [, id, hash] = /\/(\d+)\.([0-9a-f]{8})\.js$/.exec(content!.src)!;
  expect(runtime).not.toContain(hash);
  // Its section's route shard, which the page loaded too, knows its file.
  expect(loaded.filter(({body}) => body.includes(`${id}:"${hash}"`)).length).toBeGreaterThan(0);

  // From a page of another section, the link still opens the page in place.
  await gotoHydrated(page, '/blog/');
  await markWindow(page);
  await navigateInApp(page, '/docs/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  expect(await wasReloaded(page)).toBe(false);
  expect(problems).toEqual([]);
});
