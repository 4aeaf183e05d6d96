/**
 * Navigation inside the app (spec §2 "Navigation behaviour", §4, §9): where
 * the page is scrolled after a client-side route change, that a change of
 * query string alone leaves the scroll position alone, how "…/index.html" and
 * "….html" addresses reach their page, and when the thin route-loading
 * progress bar (#nprogress) shows: only for route loads slower than 200 ms.
 */
import {expect, test, type Page, type Route} from '@playwright/test';
import {collectProblems, gotoHydrated, relativeUrl} from '../support/site';

test.describe.configure({timeout: 60_000});
test.use({viewport: {width: 1280, height: 800}});

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

function docsSidebar(page: Page) {
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

test.describe('scroll position after a route change', () => {
  test('a link to another page without a hash opens it at the top', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const next = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /Configuration/});
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);

    await next.click();
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect(page.locator('h1')).toHaveText('Configuration');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator('h1')).toBeInViewport();
  });

  test('a link to a heading on another page opens that page scrolled to the heading', async ({page}) => {
    await gotoHydrated(page, '/docs');
    await page.getByRole('link', {name: 'project structure section of the installation guide'}).click();
    await expect(page).toHaveURL(/\/docs\/installation\/#project-structure$/);
    const heading = page.getByRole('heading', {name: 'Project structure'});
    await expect(heading).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await expect(page.locator('h1')).not.toBeInViewport();
  });

  test('typing on the search page rewrites only the query string, and the page does not jump', async ({page}) => {
    // Short window, so the page is scrollable while the search field stays in view.
    await page.setViewportSize({width: 1280, height: 500});
    await gotoHydrated(page, '/search?q=sidebar');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => scrollY(page)).toBe(100);
    await expect(field).toBeInViewport();
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' items');

    await expect(page).toHaveURL(/\/search\/\?q=sidebar(\+|%20)items$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "sidebar items"');
    // The results of "sidebar" stay until those of "sidebar items" replace them.
    await expect(page.getByRole('region', {name: 'Search results'})).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
    expect(await scrollY(page)).toBe(100);

    // A result, on the other hand, opens its page where its words are: the
    // heading it names, or the top of the page.
    const result = page.locator('article h2 a').first();
    const hash = new URL((await result.getAttribute('href'))!, page.url()).hash;
    await result.click();
    await expect(page).not.toHaveURL(/\/search\//);
    if (hash) {
      await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
    } else {
      await expect.poll(() => scrollY(page)).toBe(0);
    }
  });
});

test.describe('addresses ending in .html', () => {
  test('"/docs/installation/index.html" and "/docs/installation.html" both reach /docs/installation/', async ({page}) => {
    for (const address of ['docs/installation/index.html', 'docs/installation.html']) {
      const problems = collectProblems(page);
      await page.goto(address);
      await expect(page).toHaveURL(/\/docs\/installation\/$/);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.locator('h1')).toHaveText('Installation');
      expect(problems).toEqual([]);
    }
  });

  /**
   * Many static hosts send ".../index.html" as it is, without redirecting.
   * The browser then keeps that address and the client router has to map it to
   * the page's route itself. Simulated by answering the address with the
   * HTML the site serves for the page's route.
   */
  async function serveAsIs(page: Page, baseURL: string, address: string, pageRoute: string): Promise<void> {
    const pageUrl = new URL(relativeUrl(pageRoute), baseURL).href;
    await page.route(new URL(address, baseURL).href, async (route: Route) => {
      const response = await route.fetch({url: pageUrl});
      await route.fulfill({response});
    });
  }

  test('on a host that serves "…/index.html" as it is, the page shows once, under its real address, and works', async ({page, baseURL}) => {
    const problems = collectProblems(page);
    await serveAsIs(page, baseURL!, 'docs/installation/index.html', '/docs/installation');
    await page.goto('docs/installation/index.html');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    // The address bar shows the page's canonical address, without a reload.
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(page.locator('h1')).toHaveText('Installation');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    // The app runs: its sidebar links navigate client-side.
    await docsSidebar(page).getByRole('link', {name: 'Configuration', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect(page.locator('h1')).toHaveText('Configuration');
    expect(problems).toEqual([]);
  });

  // Once reported: the client preloaded the raw address (only the not-found route matched it) and showed the page twice.
  for (const [address, route, heading] of [
    ['showcase/index.html', '/showcase', 'Docusaurus Site Showcase'],
    ['index.html', '/', undefined],
    ['blog/index.html', '/blog', undefined],
  ] as const) {
    test(`on such a host "/${address}" appears once and hydrates without errors`, async ({page, baseURL}) => {
      const problems = collectProblems(page);
      await serveAsIs(page, baseURL!, address, route);
      await page.goto(address);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page).toHaveURL(new URL(relativeUrl(route), baseURL).href);
      if (heading) {
        await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      }
      await expect(page.getByRole('navigation', {name: 'Main'})).toHaveCount(1);
      await expect(page.locator('footer.footer')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

  test('on such a host, a doc whose own address ends in ".html" keeps it (an exact route wins)', async ({page, baseURL}) => {
    const problems = collectProblems(page);
    await serveAsIs(page, baseURL!, 'tests/docs/dummy.html', '/tests/docs/dummy.html');
    await page.goto('tests/docs/dummy.html');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.locator('h1')).toHaveText('A slug ending in .html');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Main'})).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  /*
   * `docusaurus serve` (serve-handler with clean URLs) strips ".html" from
   * "/tests/docs/dummy.html" and redirects to /tests/docs/dummy/; a redirect
   * page there (src/config/redirects.ts) sends the reader on to the doc.
   */
  test('the ".html" doc typed without its trailing slash opens the doc', async ({page}) => {
    const response = await page.goto('tests/docs/dummy.html');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/tests\/docs\/dummy\.html\/$/);
    await expect(page.locator('h1')).toHaveText('A slug ending in .html');
  });
});

test.describe('route-loading progress bar', () => {
  /** Holds back every script chunk by `ms` from now on. */
  async function slowDownChunks(page: Page, ms: number): Promise<void> {
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }

  test('a route that takes long to load shows the bar over the old page, which is gone once the new page is in', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await slowDownChunks(page, 3_000);
    await docsSidebar(page).getByRole('link', {name: 'Configuration', exact: true}).click();

    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    // Meanwhile the reader keeps the page they were on: no spinner, no blank page.
    await expect(page.locator('h1')).toHaveText('Installation');
    await expect(page.locator('#loader')).toHaveCount(0);

    await expect(page.locator('h1')).toHaveText('Configuration');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a route that is already loaded opens without the bar ever appearing', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await docsSidebar(page).getByRole('link', {name: 'Configuration', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('Configuration');
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // Record any progress bar added from now on.
    await page.evaluate(() => {
      const w = window as typeof window & {progressBarSeen?: boolean};
      w.progressBarSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          w.progressBarSeen = true;
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    // The Installation route's code was loaded with the first page: nothing to wait for.
    await docsSidebar(page).getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('Installation');
    // The bar's 200 ms timer was set at the click; a timer set now fires after it would have.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await page.evaluate(() => (window as typeof window & {progressBarSeen?: boolean}).progressBarSeen)).toBe(false);
  });
});
