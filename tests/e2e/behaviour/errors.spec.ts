/**
 * What readers see when something goes wrong (spec §2, §8): the not-found
 * page at any depth, the red banner of a site deployed under the wrong base
 * URL, a route whose code fails to download (Docusaurus 3.10.2 reloads the
 * page rather than showing an error box), and leaving a crashed page.
 * The crash and error-boundary flows themselves are in test-area-pages.spec.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {resolveBaseUrl} from '../../../src/config/site';
import {assertBuildExists, buildDir, collectProblems, gotoHydrated, markWindow, wasReloaded} from '../support/site';
import {serveFolder} from '../../../scripts/lib/staticServer.mjs';

test.describe.configure({timeout: 60_000});
test.use({viewport: {width: 1280, height: 800}});

function navbar(page: Page) {
  return page.getByRole('navigation', {name: 'Main'});
}

function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name, exact: true});
}

test.describe('not-found page', () => {
  const unknownRoutes = ['/docs/no-such-doc', '/docs/2.x/no-such-doc', '/blog/2099/01/01/no-such-post', '/tests/pages/no-such-page'];
  for (const route of unknownRoutes) {
    test(`${route} answers 404 with "Page Not Found" inside the site layout`, async ({page}) => {
      const response = await page.goto(`${route.slice(1)}/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
      await expect(navbar(page)).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test('outside the docs the not-found page keeps its "Page Not Found" title once the app runs', async ({page}) => {
    await page.goto('blog/2099/01/01/no-such-post/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page).toHaveTitle('Page Not Found | Docusaurus');
  });

  /*
   * Under /docs/ (any version) and /community/, the docs plugin renders only
   * the not-found content; without its own title (src/theme/NotFound/Content)
   * the tab fell back to the bare site name after hydration.
   */
  for (const route of ['/docs/no-such-doc', '/docs/2.x/no-such-doc', '/community/no-such-page']) {
    test(`inside the docs (${route}) the not-found page keeps its "Page Not Found" title once the app runs`, async ({page}) => {
      await page.goto(`${route.slice(1)}/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | Docusaurus', {timeout: 5_000});
    });
  }

  test('from the not-found page the navbar leads back into the site', async ({page}) => {
    await page.goto('docs/no-such-doc/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await navbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page).toHaveTitle(/^Introduction \| Docusaurus$/);
  });
});

test.describe('wrong base URL', () => {
  const wrongBase = '/some/other/path/';
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let origin: string;

  /** Serves the production build as if deployed under `wrongBase`; nothing exists outside it. */
  test.beforeAll(async () => {
    assertBuildExists();
    server = await serveFolder({folder: buildDir, baseUrl: wrongBase});
    origin = server.origin;
  });

  test.afterAll(async () => {
    await server.close();
  });

  test('the home page shows the red banner with the configured and the suggested base URL', async ({page}) => {
    await page.goto(`${origin}${wrongBase}`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(banner).toContainText(`Current configured baseUrl = ${resolveBaseUrl()}`);
    await expect(banner).toContainText(`We suggest trying baseUrl = ${wrongBase}`);
    await expect(banner.getByRole('link', {name: 'baseUrl configuration'})).toHaveAttribute('href', /docusaurus\.io\/docs\/docusaurus\.config\.js/);
    // Red: the border a reader notices first.
    expect(await banner.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(255, 0, 0)');
  });

  test('other pages under the wrong base get no banner', async ({page}) => {
    const response = await page.goto(`${origin}${wrongBase}docs/installation/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
  });

  test('the home page at the right base URL has no banner', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
  });
});

test.describe('a route whose code fails to download', () => {
  type Tracker = {documentRequests: number; failedChunks: Set<string>};

  /**
   * From now on script chunks fail to download. With `untilReload`, only until
   * the next page load; otherwise the chunks that failed keep failing after it
   * (as when a new deployment removed them), while the rest loads.
   */
  async function breakChunks(page: Page, untilReload: boolean): Promise<Tracker> {
    const tracker: Tracker = {documentRequests: 0, failedChunks: new Set()};
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') {
        tracker.documentRequests += 1;
        await route.continue();
        return;
      }
      const isChunk = /\/assets\/js\/[^/]+\.js$/.test(new URL(request.url()).pathname);
      const beforeReload = tracker.documentRequests === 0;
      if (isChunk && (beforeReload || (!untilReload && tracker.failedChunks.has(request.url())))) {
        tracker.failedChunks.add(request.url());
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    return tracker;
  }

  test('the page reloads at the new address and then shows the new page', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await gotoHydrated(page, '/docs/installation');
    await markWindow(page);
    const tracker = await breakChunks(page, true);

    await sidebarLink(page, 'Configuration').click();
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect.poll(() => wasReloaded(page).catch(() => false)).toBe(true);
    expect(tracker.documentRequests).toBe(1);
    expect(tracker.failedChunks.size).toBeGreaterThan(0);
    expect(warnings.some((text) => /chunk/i.test(text))).toBe(true);

    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    // No error box: 3.10.2 recovers by reloading, not with a Retry button.
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    // And the page works: the next link navigates inside the app again.
    await markWindow(page);
    await sidebarLink(page, 'Playground').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Playground');
    expect(await wasReloaded(page)).toBe(false);
  });

  test('if that code stays missing, the reload still gives the reader the page text', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await markWindow(page);
    const tracker = await breakChunks(page, false);

    await sidebarLink(page, 'Configuration').click();
    await expect.poll(() => wasReloaded(page).catch(() => false)).toBe(true);
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    await expect(page.locator('article')).toContainText('docusaurus.config');
    expect(tracker.documentRequests).toBeGreaterThanOrEqual(1);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
});

test('after a page crash the navbar still leads elsewhere, and coming back finds the page working', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/tests/pages/crashTest');
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');

  await navbar(page).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/tests\/pages\/crashTest\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
  await expect(page.getByText('Nothing has crashed yet.')).toBeVisible();
  // The only errors are the ones the crash itself reports.
  expect(problems.every((problem) => /Crash test|crash button|This page crashed/i.test(problem))).toBe(true);
});
