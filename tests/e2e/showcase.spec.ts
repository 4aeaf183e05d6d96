/**
 * The showcase as a reader uses it: favourites first, tag filters with OR and
 * AND, the name search, and filters that survive a reload, a shared link and
 * back/forward. Expected numbers come from the page's own tag counts, so the
 * tests keep passing when sites are added; every test also fails on any
 * console error or hydration warning.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {assertBuildExists, collectProblems, expectHydrated, gotoHydrated, relativeUrl} from './support/site';

assertBuildExists();

const cards = (page: Page) => page.getByTestId('showcase-card');
const tagCheckbox = (page: Page, label: string) => page.getByRole('checkbox', {name: new RegExp(`^${label} \\d+$`)});
const operatorRadio = (page: Page, operator: 'OR' | 'AND') => page.getByRole('radio', {name: operator, exact: true});
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search sites by name'});
const resultsHeading = (page: Page) => page.locator('#showcase-results');

/** The number shown beside a tag's checkbox. */
async function tagCount(page: Page, label: string): Promise<number> {
  const text = await tagCheckbox(page, label).locator('xpath=..').textContent();
  return Number(text?.match(/(\d+)\s*$/)?.[1]);
}

/** The tag labels on each visible card, e.g. [["Favorite", "Design"], …]. */
async function cardTags(page: Page): Promise<string[][]> {
  return cards(page).evaluateAll((items) => items.map((item) => Array.from(item.querySelectorAll('[data-tag]'), (tag) => tag.textContent?.trim() ?? '')));
}

async function expectResultCount(page: Page, count: number): Promise<void> {
  await expect(resultsHeading(page)).toHaveText(count === 1 ? '1 site' : `${count} sites`);
  await expect(cards(page)).toHaveCount(count);
}

async function expectChecked(locator: Locator, checked: boolean): Promise<void> {
  await (checked ? expect(locator).toBeChecked() : expect(locator).not.toBeChecked());
}

let problems: string[];

test.beforeEach(async ({page}) => {
  problems = collectProblems(page);
});

test.afterEach(() => {
  expect(problems, 'console errors, page errors or hydration warnings').toEqual([]);
});

test('without filters, the favourites come first, then every other site', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  await expect(page.locator('h1')).toHaveText(['Docusaurus Site Showcase']);
  await expect(page).toHaveTitle('Showcase | Docusaurus');
  await expect(page.getByRole('link', {name: 'Add your site'})).toHaveAttribute('href', 'https://github.com/facebook/docusaurus/discussions');

  const favorites = page.getByTestId('showcase-favorites');
  const others = page.getByTestId('showcase-all');
  const favoriteCount = await tagCount(page, 'Favorite');
  expect(favoriteCount).toBeGreaterThan(0);
  await expect(favorites.getByTestId('showcase-card')).toHaveCount(favoriteCount);
  const favoriteBox = await favorites.boundingBox();
  const othersBox = await others.boundingBox();
  expect(favoriteBox!.y).toBeLessThan(othersBox!.y);

  const tagsPerCard = await cardTags(page);
  const firstNonFavorite = tagsPerCard.findIndex((labels) => !labels.includes('Favorite'));
  expect(firstNonFavorite).toBe(favoriteCount);
  expect(tagsPerCard.slice(favoriteCount).every((labels) => !labels.includes('Favorite'))).toBe(true);
  await expect(page.getByTestId('showcase-summary')).toHaveText(`${tagsPerCard.length} sites, favorites first`);

  // A card: its preview, its name linking to the site, our summary, tag chips
  // explained by a tooltip, and a source link when the source is public.
  const jest = cards(page).filter({has: page.getByRole('link', {name: 'Jest', exact: true})});
  await expect(jest.getByRole('link', {name: 'Jest', exact: true})).toHaveAttribute('href', 'https://jestjs.io/');
  await expect(jest.getByRole('link', {name: 'Source code of Jest'})).toHaveAttribute('href', /^https:\/\/github\.com\//);
  await expect(jest.locator('p')).not.toBeEmpty();
  await expect(jest.locator('[data-tag="favorite"]')).toHaveAttribute('title', /\S/);
  await jest.scrollIntoViewIfNeeded();
  await expect(jest.locator('img')).toHaveAttribute('src', /\/assets\/ideal-img\/jest\.[0-9a-f]+\.\d+\.png$/);
});

test('checking a tag filters the list and writes it in the URL', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  const designCount = await tagCount(page, 'Design');
  await tagCheckbox(page, 'Design').check();

  await expect(page).toHaveURL(/\/showcase\/\?tags=design$/);
  await expectResultCount(page, designCount);
  expect((await cardTags(page)).every((labels) => labels.includes('Design'))).toBe(true);
  await expect(page.getByTestId('showcase-favorites')).toHaveCount(0);
  await expect(page.getByTestId('showcase-summary')).toContainText(`Showing ${designCount} of`);
});

test('two tags: OR shows sites with either, AND only sites with both', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  const productCount = await tagCount(page, 'Product');
  const designCount = await tagCount(page, 'Design');
  await tagCheckbox(page, 'Product').check();
  await tagCheckbox(page, 'Design').check();
  await expect(page).toHaveURL(/\?tags=product&tags=design$/);
  await expect(operatorRadio(page, 'OR')).toBeChecked();

  await expect(cards(page).first()).toBeVisible();
  const orTags = await cardTags(page);
  expect(orTags.every((labels) => labels.includes('Product') || labels.includes('Design'))).toBe(true);
  const orCount = orTags.length;
  await expectResultCount(page, orCount);

  await operatorRadio(page, 'AND').check();
  await expect(page).toHaveURL(/\?tags=product&tags=design&operator=AND$/);
  await expect(resultsHeading(page)).not.toHaveText(`${orCount} sites`);
  const andTags = await cardTags(page);
  expect(andTags.every((labels) => labels.includes('Product') && labels.includes('Design'))).toBe(true);
  const andCount = andTags.length;
  await expectResultCount(page, andCount);

  // Both lists agree with the tag counts: |A ∪ B| = |A| + |B| - |A ∩ B|.
  expect(andCount).toBeGreaterThan(0);
  expect(andCount).toBeLessThan(orCount);
  expect(orCount).toBe(productCount + designCount - andCount);
});

test('the search box keeps sites whose name contains the text', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  await searchBox(page).fill('React');
  await expect(page).toHaveURL(/\?name=React$/);
  await expect(cards(page).first()).toBeVisible();
  const titles = await cards(page).locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(titles.every((title) => title.toLowerCase().includes('react'))).toBe(true);
  expect(titles).toContain('React Native');
  await expectResultCount(page, titles.length);

  // Combined with a tag, both must hold.
  await tagCheckbox(page, 'Meta').check();
  await expect(page).toHaveURL(/\?tags=meta&name=React$/);
  await expect(cards(page).locator('h3')).toContainText(['Create React App', 'React Native']);
  expect((await cardTags(page)).every((labels) => labels.includes('Meta'))).toBe(true);
});

test('a shared link opens with its filters, and a reload keeps them', async ({page}) => {
  await page.goto(`${relativeUrl('/showcase')}?tags=design&tags=versioning&operator=AND&name=re`);
  await expectHydrated(page);

  for (let visit = 0; visit < 2; visit++) {
    await expectChecked(tagCheckbox(page, 'Design'), true);
    await expectChecked(tagCheckbox(page, 'Versioning'), true);
    await expectChecked(tagCheckbox(page, 'Favorite'), false);
    await expect(operatorRadio(page, 'AND')).toBeChecked();
    await expect(searchBox(page)).toHaveValue('re');
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).locator('h3').allTextContents();
    expect(titles).toContain('Refine');
    expect(titles.every((title) => title.toLowerCase().includes('re'))).toBe(true);
    const tagsPerCard = await cardTags(page);
    expect(tagsPerCard.every((labels) => labels.includes('Design') && labels.includes('Versioning'))).toBe(true);
    await expectResultCount(page, titles.length);
    if (visit === 0) {
      await page.reload();
      await expectHydrated(page);
    }
  }
  await expect(page).toHaveURL(/\?tags=design&tags=versioning&operator=AND&name=re$/);
});

test('back and forward restore the previous filters', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  const i18nCount = await tagCount(page, 'I18n');
  await tagCheckbox(page, 'I18n').check();
  await expect(page).toHaveURL(/\?tags=i18n$/);
  await expectResultCount(page, i18nCount);

  await tagCheckbox(page, 'Personal').check();
  await operatorRadio(page, 'AND').check();
  await expect(page).toHaveURL(/\?tags=i18n&tags=personal&operator=AND$/);
  // The URL is written before the list re-renders: wait for the narrower list.
  await expect.poll(() => cards(page).count()).toBeLessThan(i18nCount);
  const bothCount = await cards(page).count();

  await page.goBack();
  await expect(page).toHaveURL(/\?tags=i18n&tags=personal$/);
  await expect(operatorRadio(page, 'OR')).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\?tags=i18n$/);
  await expectChecked(tagCheckbox(page, 'Personal'), false);
  await expectChecked(tagCheckbox(page, 'I18n'), true);
  await expectResultCount(page, i18nCount);

  await page.goBack();
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expectChecked(tagCheckbox(page, 'I18n'), false);
  await expect(page.getByTestId('showcase-favorites')).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/\?tags=i18n$/);
  await expectResultCount(page, i18nCount);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?tags=i18n&tags=personal&operator=AND$/);
  await expect(operatorRadio(page, 'AND')).toBeChecked();
  await expectResultCount(page, bothCount);
});

test('no match shows a clear empty state with a way back', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  await searchBox(page).fill('no site has this name');
  await expect(page.getByTestId('showcase-empty')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'No site matches these filters'})).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByTestId('showcase-empty').getByRole('button', {name: 'Clear filters'}).click();
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByTestId('showcase-favorites')).toBeVisible();
});

test('keyboard users keep their place: typing and toggling do not move focus or scroll', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type('react');
  await expect(box).toHaveValue('react');
  await expect(box).toBeFocused();

  await box.fill('');
  const design = tagCheckbox(page, 'Design');
  await design.focus();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expectChecked(design, true);
  await expect(design).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
});
