/**
 * The home page (issue "Home page, showcase…") and the two example pages:
 * what a first-time visitor sees and can click.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildDir, collectProblems, gotoHydrated} from './support/site';

test.describe('home page', () => {
  test('leads to the docs and the playground', async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('h1')).toHaveText(/\S/);
    const hero = page.locator('header').filter({has: page.locator('h1')});
    await hero.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await page.goBack();
    await hero.getByRole('link', {name: 'Try it in your browser'}).click();
    await expect(page).toHaveURL(/\/docs\/playground\/$/);
    expect(problems).toEqual([]);
  });

  test('shows the three newest posts of the blog, as the blog lists them', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const newest = (await page.locator('article h2').allInnerTexts()).slice(0, 3);
    expect(newest).toHaveLength(3);
    await gotoHydrated(page, '/');
    const strip = page.locator('section').filter({hasText: 'Latest from the blog'});
    await expect(strip.locator('h3')).toHaveText(newest);
    await strip.getByRole('link', {name: newest[0]}).click();
    await expect(page.locator('h1')).toHaveText(newest[0]);
  });

  test('names the features and links to the showcase', async ({page}) => {
    await gotoHydrated(page, '/');
    const features = page.locator('section').filter({hasText: 'What you get out of the box'});
    await expect(features.locator('h3')).toHaveCount(6);
    await page.getByRole('link', {name: 'See the showcase'}).click();
    await expect(page).toHaveURL(/\/showcase\/$/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits a 375 px phone screen in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize({width: 375, height: 800});
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('link', {name: 'Get started'})).toBeInViewport();
    });
  }
});

test.describe('example pages', () => {
  test('the Markdown page renders Markdown through the pages plugin', async ({page}) => {
    await gotoHydrated(page, '/examples/markdownPageExample');
    await expect(page).toHaveTitle('Markdown page example | Docusaurus');
    await expect(page.locator('table')).toBeVisible();
    await expect(page.locator('.theme-admonition-tip')).toBeVisible();
    await expect(page.locator('.table-of-contents a')).toContainText(['What a Markdown page supports', 'Code blocks']);
  });

  test('the noindex page asks robots to stay away and is left out of the sitemap', async ({page}) => {
    await gotoHydrated(page, '/examples/noIndex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/examples/markdownPageExample/');
    expect(sitemap).not.toContain('/examples/noIndex/');
  });
});
