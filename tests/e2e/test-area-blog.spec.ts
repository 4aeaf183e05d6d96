/**
 * The test blog (/tests/blog, 3 posts a page): where pagination ends, what
 * unlisted and draft posts leave out, authors, long tags, duplicate titles,
 * footnotes and MDX in the feeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {resolveBaseUrl} from '../../src/config/site';
import {assertBuildExists, buildDir, gotoHydrated, relativeUrl, sitemapRoutes} from './support/site';

test.beforeAll(assertBuildExists);

const blogSidebar = (page: Page) => page.getByRole('navigation', {name: 'Blog recent posts navigation'});
const postTitles = (page: Page) => page.locator('main article h2').allInnerTexts();
const olderEntries = (page: Page) => page.getByRole('link', {name: /Older entries/i});

/** Visits a paginated list and returns the number of posts on each page. */
async function countPerPage(page: Page, base: string, pages: number): Promise<number[]> {
  const counts: number[] = [];
  for (let number = 1; number <= pages; number += 1) {
    await gotoHydrated(page, number === 1 ? base : `${base}/page/${number}`);
    counts.push(await page.locator('main article').count());
  }
  return counts;
}

/** Titles of every listed post, in list order, across the six list pages. */
async function allListedTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (const route of ['/tests/blog', ...[2, 3, 4, 5, 6].map((number) => `/tests/blog/page/${number}`)]) {
    await gotoHydrated(page, route);
    titles.push(...(await postTitles(page)));
  }
  return titles;
}

test.describe('pagination', () => {
  test('the blog shows 17 posts, 3 a page, over exactly 6 pages', async ({page, request}) => {
    expect(await countPerPage(page, '/tests/blog', 6)).toEqual([3, 3, 3, 3, 3, 2]);
    await expect(olderEntries(page)).toHaveCount(0);
    await expect(page.locator('main article h2').last()).toHaveText('The oldest post, with no tags');
    expect((await request.get(relativeUrl('/tests/blog/page/7'))).status()).toBe(404);
  });

  test('tags paginate too: blog and docusaurus over 2 pages, paginated-tag over 4', async ({page, request}) => {
    expect(await countPerPage(page, '/tests/blog/tags/blog', 2)).toEqual([3, 2]);
    await expect(olderEntries(page)).toHaveCount(0);
    expect(await countPerPage(page, '/tests/blog/tags/docusaurus', 2)).toEqual([3, 2]);
    await expect(olderEntries(page)).toHaveCount(0);
    expect(await countPerPage(page, '/tests/blog/tags/paginated-tag', 4)).toEqual([3, 3, 3, 3]);
    await expect(olderEntries(page)).toHaveCount(0);
    for (const route of ['/tests/blog/tags/blog/page/3', '/tests/blog/tags/docusaurus/page/3', '/tests/blog/tags/paginated-tag/page/5']) {
      expect((await request.get(relativeUrl(route))).status(), route).toBe(404);
    }
  });

  test('"Older entries" walks from the first page to the last', async ({page}) => {
    await gotoHydrated(page, '/tests/blog');
    for (let number = 2; number <= 6; number += 1) {
      await olderEntries(page).click();
      await expect(page).toHaveURL(new RegExp(`/tests/blog/page/${number}/$`));
      // The address changes at once, the list once its page has loaded: until then the
      // link on screen is still the previous page's (a click would go to this page again).
      await expect(page.getByRole('link', {name: /Newer entries/i})).toHaveAttribute(
        'href',
        number === 2 ? new RegExp(`/tests/blog/?$`) : new RegExp(`/tests/blog/page/${number - 1}/?$`),
      );
    }
    await expect(olderEntries(page)).toHaveCount(0);
  });
});

test.describe('visibility', () => {
  test('the unlisted post is served with the banner and noindex', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/unlisted-post');
    await expect(page.locator('h1')).toHaveText('An unlisted post');
    await expect(page.getByText('Unlisted page', {exact: true})).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the unlisted post is missing from lists, archive, sidebar, feeds and sitemap', async ({page}) => {
    const titles = await allListedTitles(page);
    expect(titles).toHaveLength(17);
    expect(titles).not.toContain('An unlisted post');
    await expect(blogSidebar(page).getByRole('link')).toHaveCount(17);
    await expect(blogSidebar(page)).not.toContainText('An unlisted post');

    await gotoHydrated(page, '/tests/blog/archive');
    await expect(page.locator('main')).not.toContainText('An unlisted post');

    for (const feed of ['rss.xml', 'atom.xml']) {
      expect(fs.readFileSync(path.join(buildDir, 'tests/blog', feed), 'utf8')).not.toContain('An unlisted post');
    }
    const sitemap = sitemapRoutes(resolveBaseUrl());
    expect(sitemap).toContain('/tests/blog/x/y/z.html');
    expect(sitemap).not.toContain('/tests/blog/unlisted-post');
  });

  test('tag pages: "Unlisted" shows its unlisted post, "Visibility" only the listed one', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/tags/unlisted');
    expect(await postTitles(page)).toEqual(['An unlisted post']);
    await gotoHydrated(page, '/tests/blog/tags/visibility');
    expect(await postTitles(page)).toEqual(['A listed post among hidden ones']);
    await gotoHydrated(page, '/tests/blog/tags');
    await expect(page.locator('main').getByRole('link', {name: /^Unlisted/})).toHaveCount(0);
  });

  test('the draft post is not built and listed nowhere', async ({page, request}) => {
    expect((await request.get(relativeUrl('/tests/blog/draft-post'))).status()).toBe(404);
    expect(fs.existsSync(path.join(buildDir, 'tests/blog/draft-post'))).toBe(false);
    await gotoHydrated(page, '/tests/blog/archive');
    await expect(page.locator('main')).not.toContainText('A draft post');
    await expect(page.locator('main ul li')).toHaveCount(17);
  });
});

test.describe('posts', () => {
  test('every page has the sidebar listing all 17 posts', async ({page}) => {
    for (const route of ['/tests/blog/page/3', '/tests/blog/tags', '/tests/blog/x/y/z.html']) {
      await gotoHydrated(page, route);
      await expect(page.getByText('All test posts')).toBeVisible();
      await expect(blogSidebar(page).getByRole('link')).toHaveCount(17);
    }
  });

  test('the deep .html slug is served at x/y/z.html/', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/tags/paginated-tag/page/2');
    await page.getByRole('link', {name: 'A slug with folders and .html'}).first().click();
    await expect(page).toHaveURL(/\/tests\/blog\/x\/y\/z\.html\/$/);
    await expect(page.locator('h1')).toHaveText('A slug with folders and .html');
  });

  test('authors: none, two and four', async ({page}) => {
    const authorNames = (p: Page) => p.locator('article header .avatar__name');
    await gotoHydrated(page, '/tests/blog/2024/04/20/no-author');
    await expect(authorNames(page)).toHaveCount(0);
    await expect(page.locator('article header time')).toBeVisible();
    await gotoHydrated(page, '/tests/blog/2024/05/01/welcome');
    await expect(authorNames(page)).toHaveText(['Ada Quill', 'Bruno Okafor']);
    await expect(authorNames(page).getByRole('link', {name: 'Ada Quill'})).toHaveAttribute('href', 'https://example.com/ada');
    await gotoHydrated(page, '/tests/blog/2024/01/15/four-authors');
    await expect(authorNames(page)).toHaveText(['Ada Quill', 'Bruno Okafor', 'Chen Wei-Lin', 'Dara Nwosu']);
  });

  test('long tag labels are listed and linked', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/2024/02/15/long-tag-names');
    const tags = page.locator('article footer').getByRole('link');
    await expect(tags).toHaveCount(5);
    await tags.last().click();
    await expect(page).toHaveURL(/\/tests\/blog\/tags\/long-long-long-long-long\/$/);
    await expect(page.locator('h1')).toContainText('The longest tag label of the test blog');
  });

  test('two posts with the same title keep distinct URLs', async ({page}) => {
    await gotoHydrated(page, '/tests/blog');
    const links = blogSidebar(page).getByRole('link', {name: 'Same title, different posts'});
    await expect(links).toHaveCount(2);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs.map((href) => href?.replace(/^.*\/tests\/blog\//, ''))).toEqual(['2024/04/10/same-title-first/', '2024/04/01/same-title-second/']);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/2024\/04\/01\/same-title-second\/$/);
    // The URL changes before the post's page replaces the list, whose several
    // articles would make a strict locator fail: wait for the post's heading.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Same title, different posts');
    await expect(page.locator('article')).toContainText('dated 1 April 2024');
  });

  test('footnote references and back-links jump both ways', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/2024/03/15/footnotes');
    await page.locator('article sup a').first().click();
    await expect(page).toHaveURL(/#user-content-fn-speed(-\w+)?$/);
    await expect(page.getByText('Pages are plain HTML files')).toBeInViewport();
    await page.locator('article [data-footnote-backref]').first().click();
    await expect(page).toHaveURL(/#user-content-fnref-speed(-\w+)?$/);
    await expect(page.locator('article sup a').first()).toBeInViewport();
  });

  test('MDX renders in the page and in both feeds', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/2024/03/01/mdx-in-the-feed');
    await expect(page.locator('article .markdown li')).toHaveText(['Planet 1: Mercury', 'Planet 2: Venus', 'Planet 3: Earth', 'Planet 4: Mars']);
    await expect(page.locator('article')).toContainText('4 planets before the asteroid belt');
    for (const feed of ['rss.xml', 'atom.xml']) {
      // React leaves empty comments between text parts; feed readers ignore them.
      const xml = fs.readFileSync(path.join(buildDir, 'tests/blog', feed), 'utf8').replace(/<!-- -->/g, '');
      expect(xml, feed).toMatch(/<li>Planet 1: Mercury<\/li>\s*<li>Planet 2: Venus<\/li>/);
      expect(xml, feed).toContain('<li>Planet 4: Mars</li>');
      expect(xml, feed).toContain('4 planets before the asteroid belt');
      expect(xml, feed).not.toContain('planets.map');
    }
  });
});
