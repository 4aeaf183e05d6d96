/**
 * Versioned docs (spec §4): switching version keeps the reader on the same
 * page, the chosen version is remembered per docs instance, older versions
 * carry a banner back to the current page, and /versions lists them all.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectProblems, gotoHydrated} from './support/site';

test.use({viewport: {width: 1280, height: 800}});

const storageKey = 'docs-preferred-version-default';

function versionDropdown(page: Page) {
  return page.locator('.navbar__item.dropdown').filter({has: page.locator('a[href$="/versions/"]')});
}

async function chooseVersion(page: Page, label: string): Promise<void> {
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: label, exact: true}).click();
}

test('choosing a version keeps the page and remembers the choice', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/docs/installation');
  await chooseVersion(page, '2.x');
  await expect(page).toHaveURL(/\/docs\/2\.x\/installation\/$/);
  await expect(page.locator('article')).toContainText('16.14');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('2.x');

  // Back on a page outside the docs, "Docs" now leads to the preferred version.
  await gotoHydrated(page, '/blog');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', /\/docs\/2\.x\/$/);

  await gotoHydrated(page, '/docs/3.0.0-rc.1/installation');
  await chooseVersion(page, 'Canary');
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('current');
  expect(problems).toEqual([]);
});

test('a page missing from the chosen version leads to that version’s introduction', async ({page}) => {
  await gotoHydrated(page, '/docs/migration/v3');
  await chooseVersion(page, '2.x');
  await expect(page).toHaveURL(/\/docs\/2\.x\/$/);
});

test('a remembered version that no longer exists is forgotten', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.evaluate((key) => localStorage.setItem(key, '1.9.0'), storageKey);
  await gotoHydrated(page, '/blog');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', /\/docs\/$/);
});

for (const version of ['3.0.0-rc.1', '2.x']) {
  test(`${version} pages say they are not the latest and link to the current page`, async ({page}) => {
    await gotoHydrated(page, `/docs/${version}/sidebar/items`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(version);
    await banner.getByRole('link', {name: /latest version/}).click();
    await expect(page).toHaveURL(/\/docs\/sidebar\/items\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
}

test('the current docs have no version banner', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('/versions lists every version with its docs and release notes', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/versions');
  const main = page.locator('main');
  await expect(main.getByRole('link', {name: 'Canary documentation'})).toHaveAttribute('href', /\/docs\/$/);
  await expect(main.getByRole('link', {name: '3.0.0-rc.1 documentation'})).toHaveAttribute('href', /\/docs\/3\.0\.0-rc\.1\/$/);
  await expect(main.getByRole('link', {name: '2.x documentation'})).toHaveAttribute('href', /\/docs\/2\.x\/$/);
  // 2.x links to the newest 2.x release on this site; 3.0.0-rc.1 is not in our changelog.
  await main.getByRole('link', {name: '2.4.3 release notes'}).click();
  await expect(page).toHaveURL(/\/changelog\/2\.4\.3\/$/);
  await expect(page.locator('h1')).toHaveText('Docusaurus 2.4.3');
  await page.goBack();
  await expect(main.getByRole('link', {name: 'Release notes on GitHub'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus/releases/tag/v3.0.0-rc.1',
  );
  await expect(main.getByRole('link', {name: '1.x documentation'})).toHaveAttribute('href', /^https:\/\//);
  expect(problems).toEqual([]);
});
