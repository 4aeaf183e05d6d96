/**
 * Offline reading (spec §4, §9): with offline mode on, the service worker
 * precaches the current docs, caches other pages as they are read, and shows
 * an offline page for pages never saved; a new build is offered through the
 * reload popup. Runs against the production builds in a real Chromium.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {resolveBaseUrl} from '../../src/config/site';
import {buildDir, collectProblems, drawAllDiagrams, gotoHydrated, relativeUrl, siteDir, waitForOfflineReady} from './support/site';
import {serveFolder} from '../../scripts/lib/staticServer.mjs';
import {registrationChunk} from '../shared/registrationChunk';

test.use({viewport: {width: 1280, height: 800}});
// Installing the precache takes a while on a small machine.
test.setTimeout(120_000);
// A new browser context for each test: a service worker installed by one test must not serve the next
// (playwright.config.ts reuses one context per worker elsewhere).
test.use({reuseContext: false});

const offline = (route: string) => `${route}?offlineMode=true`;

async function expectReadable(page: Page, route: string): Promise<void> {
  await gotoHydrated(page, offline(route));
  await expect(page.locator('h1')).toHaveCount(1);
  expect((await page.locator('article').innerText()).length).toBeGreaterThan(200);
}

test('the worker is requested as /sw.js with the offline-mode and debug flags', async ({page}) => {
  await gotoHydrated(page, offline('/'));
  const scriptUrl = new URL(await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL));
  expect(scriptUrl.pathname).toBe(`${resolveBaseUrl()}sw.js`);
  expect(JSON.parse(scriptUrl.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
});

test('?offlineMode=true keeps offline mode on when the reader follows a link before the worker registers', async ({page}) => {
  const problems = collectProblems(page);
  // The registration runs in idle time after hydration: its script is held
  // back until the reader has moved on, so it registers from a page whose
  // address no longer has the query string.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(`**${resolveBaseUrl()}${registrationChunk(buildDir).slice(1)}`, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  await gotoHydrated(page, offline('/docs/installation'));
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Configuration', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Configuration');
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => requested, {timeout: 10_000}).toBe(true);
  release();
  const scriptUrl = new URL(await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL));
  expect(JSON.parse(scriptUrl.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  expect(problems).toEqual([]);
});

test('an installed reader keeps reading offline', async ({page, context}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, offline('/'));
  await waitForOfflineReady(page);
  // Read once online: an older version's page, cached at runtime.
  await expectReadable(page, '/docs/2.x/installation');

  await context.setOffline(true);
  for (const route of ['/docs', '/docs/installation', '/docs/sidebar/items', '/docs/api/plugins/@docusaurus/plugin-pwa']) {
    await expectReadable(page, route);
  }
  await expectReadable(page, '/docs/2.x/installation');

  // Never visited online, yet its diagrams draw: the precache keeps the
  // Mermaid code the current docs use (and only that, see diagrams.ts).
  await expectReadable(page, '/docs/markdown-features/diagrams');
  expect(await drawAllDiagrams(page)).toBeGreaterThan(1);

  // Live code runs in a frame of its own page (src/plugins/live-code-frame), precached too.
  await expectReadable(page, '/docs/playground');
  await expect(page.frameLocator('iframe[src$="/live-code/"]').getByText('You need 250 g of flour.')).toBeVisible({timeout: 15_000});

  // Never visited: the offline page, not a browser error.
  await page.goto(relativeUrl(offline('/changelog/2.0.0')));
  await expect(page.locator('h1')).toHaveText('You are offline');
  await expect(page.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', `${resolveBaseUrl()}docs/`);
  expect(problems).toEqual([]);
});

test('offline search works on the current docs', async ({page, context}) => {
  await gotoHydrated(page, offline('/docs'));
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await gotoHydrated(page, offline('/docs/installation'));
  await page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'}).fill('sidebar');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 20_000});
});

test('offline, the precached index answers every query of the search benchmark', async ({page, context}) => {
  // The reader's queries of scripts/data/search-queries.json, each on the page it names.
  const queries = JSON.parse(readFileSync(path.join(siteDir, 'scripts/data/search-queries.json'), 'utf8')) as {
    query: string;
    from?: string;
  }[];
  const fromPages = [...new Set(queries.map((entry) => entry.from ?? '/docs/installation/'))];
  // Routes as the helpers take them: no trailing slash.
  const route = (from: string) => offline(from.replace(/\/$/, ''));
  await gotoHydrated(page, offline('/docs'));
  await waitForOfflineReady(page);
  // Older versions' pages are kept once read (the current docs are precached).
  for (const from of fromPages) {
    await gotoHydrated(page, route(from));
  }
  await context.setOffline(true);
  const unanswered: string[] = [];
  for (const from of fromPages) {
    await gotoHydrated(page, route(from));
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    for (const {query} of queries.filter((entry) => (entry.from ?? '/docs/installation/') === from)) {
      await box.fill(query);
      const list = page.getByRole('listbox', {name: 'Search suggestions'});
      // Not busy: what the list shows answers this query (React renders the new query as busy at once).
      await expect(list).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
      if ((await list.getByRole('option').count()) === 0) {
        unanswered.push(`${from}: "${query}"`);
      }
      // An older version's pages are not saved: the current docs answer, and the box says so.
      if (!from.startsWith('/docs/installation')) {
        await expect(page.getByText(/^The site cannot be reached: these results are from the current docs/)).toBeVisible();
      }
    }
  }
  expect(unanswered, 'queries with no results offline').toEqual([]);
});

/** Serves a build folder like `docusaurus serve`; the folder can be swapped while running. */
async function switchableServer(initialDir: string) {
  let dir = initialDir;
  const server = await serveFolder({folder: () => dir, baseUrl: resolveBaseUrl()});
  return {
    url: (route: string) => `${server.origin}${server.baseUrl}${relativeUrl(route)}`,
    serve: (next: string) => {
      dir = next;
    },
    close: server.close,
  };
}

test('a new build waits until the reader accepts the reload popup', async ({page}) => {
  // Build A is the main build (local search box); build B the services build (DocSearch).
  const server = await switchableServer(buildDir);
  try {
    await page.goto(server.url(offline('/docs')));
    await expect(page.locator('input.navbar__search-input')).toBeVisible();
    await waitForOfflineReady(page);

    server.serve(path.join(siteDir, 'build-services'));
    await page.reload();
    const popup = page.getByRole('button', {name: 'Refresh'});
    await expect(popup).toBeVisible({timeout: 60_000});
    // Until the reader agrees, they keep reading build A.
    await expect(page.locator('input.navbar__search-input')).toBeVisible();

    await popup.click();
    await expect(page.locator('.DocSearch-Button')).toBeVisible({timeout: 30_000});
  } finally {
    await server.close();
  }
});
