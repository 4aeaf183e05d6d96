/**
 * Blog, changelog and community as a reader meets them: pagination counts
 * (spec §9), release pages linking back to their list page, feeds, and the
 * old /docs/* community URLs redirecting to their new home.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildDir, gotoHydrated} from './support/site';

test.describe('blog', () => {
  test('lists 5 posts a page over exactly 4 pages (18 posts)', async ({page}) => {
    const counts: number[] = [];
    for (const route of ['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']) {
      await gotoHydrated(page, route);
      counts.push(await page.locator('article').count());
    }
    expect(counts).toEqual([5, 5, 5, 3]);
    await expect(page.getByRole('link', {name: /Older entries/i})).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Blog');
  });

  test('the release tag has two pages and the i18n tag lives at /blog/tags/i-18-n/', async ({page}) => {
    await gotoHydrated(page, '/blog/tags/release');
    await expect(page.locator('article')).toHaveCount(5);
    await page.getByRole('link', {name: /Older entries/i}).click();
    await expect(page).toHaveURL(/\/blog\/tags\/release\/page\/2\/$/);
    await expect(page.locator('article')).toHaveCount(3);
    await gotoHydrated(page, '/blog/tags/i-18-n');
    await expect(page.locator('h1')).toContainText('i18n');
  });

  test('each "Read more" link carries its post title in its text, and leads to that post', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const articles = page.locator('article');
    const withReadMore = articles.filter({has: page.getByRole('link', {name: /^Read more/})});
    expect(await withReadMore.count()).toBeGreaterThan(0);
    for (const article of await withReadMore.all()) {
      const title = (await article.locator('h2').innerText()).trim();
      const link = article.getByRole('link', {name: /^Read more/});
      // In the text itself (what crawlers and link lists read), not only in an ARIA label.
      await expect(link).toHaveText(`Read more about ${title}`);
      await expect(link).toHaveAttribute('href', (await article.locator('h2 a').getAttribute('href'))!);
    }
    // Sighted readers see only "Read more": the title part takes no space on screen.
    const titlePart = withReadMore
      .first()
      .getByRole('link', {name: /^Read more/})
      .locator('span');
    const box = await titlePart.boundingBox();
    expect(box!.width * box!.height).toBeLessThanOrEqual(1);
  });

  test('an author’s title shows whole on a phone, wrapped rather than cut', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    for (const route of ['/blog', '/blog/authors']) {
      await gotoHydrated(page, route);
      const titles = await page.locator('.avatar__intro > small').evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        })),
      );
      expect(titles.length, route).toBeGreaterThan(1);
      expect(
        titles.filter((title) => title.cut),
        route,
      ).toEqual([]);
    }
  });

  test('the sidebar lists every post', async ({page}) => {
    await gotoHydrated(page, '/blog/releases/2.4');
    await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'}).getByRole('link')).toHaveCount(18);
  });

  test('publishes RSS and Atom feeds with every post', () => {
    for (const feed of ['rss.xml', 'atom.xml']) {
      const xml = fs.readFileSync(path.join(buildDir, 'blog', feed), 'utf8');
      expect(xml).toContain('Preparing your site for Docusaurus v3');
      expect(xml).toContain('Introducing Docusaurus');
    }
  });
});

test.describe('changelog', () => {
  test('lists 20 releases a page over exactly 5 pages (86 releases and the 2.x overview)', async ({page}) => {
    const counts: number[] = [];
    for (const route of ['/changelog', '/changelog/page/2', '/changelog/page/3', '/changelog/page/4', '/changelog/page/5']) {
      await gotoHydrated(page, route);
      counts.push(await page.locator('main li h2').count());
    }
    expect(counts).toEqual([20, 20, 20, 20, 7]);
  });

  test('same-day releases appear in release order', async ({page}) => {
    await gotoHydrated(page, '/changelog');
    const versions = await page.locator('main li h2').allInnerTexts();
    expect(versions.indexOf('2.4.3')).toBeLessThan(versions.indexOf('2.4.2'));
  });

  test('a release page shows its changes and committers and links back to its list page', async ({page}) => {
    await gotoHydrated(page, '/changelog/2.0.0-alpha.19');
    await expect(page.locator('h1')).toHaveText('Docusaurus 2.0.0-alpha.19');
    await page.getByRole('link', {name: '← All releases (page 5)'}).click();
    await expect(page).toHaveURL(/\/changelog\/page\/5\/$/);
    await expect(page.getByRole('link', {name: '2.0.0-alpha.19', exact: true})).toBeVisible();

    await gotoHydrated(page, '/changelog/2.4.3');
    await expect(page.getByRole('heading', {name: 'Bug fix'})).toBeVisible();
    await expect(page.getByRole('link', {name: '#9107'})).toHaveAttribute('href', 'https://github.com/facebook/docusaurus/pull/9107');
    await expect(page.locator('section').filter({has: page.getByRole('heading', {name: 'Committers'})})).toContainText('Sébastien Lorber');
    await page.getByRole('link', {name: /^← All releases$/}).click();
    await expect(page).toHaveURL(/\/changelog\/$/);
  });

  test('the 2.x overview page links the first and last releases of the line', async ({page}) => {
    await gotoHydrated(page, '/changelog/V2 Changelog');
    await expect(page.locator('h1')).toHaveText('The Docusaurus 2.x release line');
    await page.getByRole('link', {name: '2.4.3'}).first().click();
    await expect(page).toHaveURL(/\/changelog\/2\.4\.3\/$/);
  });
});

test.describe('community', () => {
  for (const name of ['support', 'team', 'resources']) {
    for (const from of [`/docs/${name}`, `/docs/next/${name}`]) {
      test(`${from}/ redirects to /community/${name}/`, async ({page}) => {
        await page.goto(`${from.slice(1)}/`);
        await expect(page).toHaveURL(new RegExp(`/community/${name}/$`));
        await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      });
    }
  }

  test('the community sidebar lists its pages, then the changelog, showcase, feature requests and chat', async ({page}) => {
    await gotoHydrated(page, '/community/support');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link')).toHaveText([
      'Support',
      'Team',
      'Resources',
      'Contributing',
      'Canary releases',
      'Release process',
      'Changelog',
      'Showcase',
      'Feature requests',
      /Chat on Discord/,
    ]);
  });
});
