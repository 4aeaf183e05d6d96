/**
 * Algolia DocSearch mode (the build made by `npm run build:services`, with
 * dummy keys). No request leaves the machine: every call to the Algolia hosts
 * is intercepted, checked and answered with a recorded response shape.
 */
import {expect, test, type Page, type Route} from '@playwright/test';
import {collectProblems, gotoHydrated} from '../support/site';

test.use({viewport: {width: 1280, height: 800}});

const algoliaHosts = /algolia\.net|algolianet\.com/;

type SearchRequest = {indexName: string; query: string; facetFilters?: unknown};

function hit(path: string, lvl1: string) {
  return {
    objectID: path,
    url: `https://docusaurus.io${path}`,
    url_without_anchor: `https://docusaurus.io${path}`,
    anchor: null,
    content: null,
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Docs', matchLevel: 'none', matchedWords: []},
        lvl1: {value: `<mark>${lvl1}</mark>`, matchLevel: 'full', matchedWords: [lvl1.toLowerCase()]},
      },
    },
  };
}

function results(hits: unknown[], query: string) {
  return {
    results: [{hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', processingTimeMS: 1}],
  };
}

/** Answers search queries with `respond`, and records what the page asked. */
async function interceptAlgolia(page: Page, respond: (route: Route, request: SearchRequest) => Promise<void>) {
  const seen: SearchRequest[] = [];
  await page.route(algoliaHosts, async (route) => {
    const body = route.request().postDataJSON() as {requests?: SearchRequest[]} | null;
    const request = body?.requests?.[0];
    if (!request) {
      await route.fulfill({json: {}});
      return;
    }
    seen.push(request);
    await respond(route, request);
  });
  return seen;
}

async function openSearch(page: Page, query: string) {
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  await input.fill(query);
}

test('uses DocSearch with facet filters for the language and the docs version being read', async ({page}) => {
  const problems = collectProblems(page);
  const seen = await interceptAlgolia(page, (route, request) => route.fulfill({json: results([hit('/docs/2.x/sidebar/', 'Sidebar')], request.query)}));
  await gotoHydrated(page, '/docs/2.x/installation');
  await expect(page.locator('link[rel="preconnect"][href*="TESTAPPID-dsn.algolia.net"]')).toBeAttached();
  await openSearch(page, 'sidebar');

  const hitLink = page.locator('.DocSearch-Hit a').first();
  await expect(hitLink).toContainText('Sidebar');
  const request = seen.at(-1)!;
  expect(request.indexName).toBe('docusaurus-test');
  expect(JSON.stringify(request.facetFilters)).toContain('language:en');
  expect(JSON.stringify(request.facetFilters)).toContain('docusaurus_tag:docs-default-2.x');
  expect(JSON.stringify(request.facetFilters)).not.toContain('docusaurus_tag:docs-default-current');

  // Production URLs in the index land on this build.
  await hitLink.click();
  await expect(page).toHaveURL(/\/docs\/2\.x\/sidebar\/$/);
  expect(problems).toEqual([]);
});

test('says "No results for" when the index has nothing', async ({page}) => {
  await interceptAlgolia(page, (route, request) => route.fulfill({json: results([], request.query)}));
  await gotoHydrated(page, '/docs/installation');
  await openSearch(page, 'qwzxvb');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
});

for (const [failure, fail] of [
  ['every host answers with a server error', (route: Route) => route.fulfill({status: 500, json: {message: 'down'}})],
  ['the network is down', (route: Route) => route.abort('internetdisconnected')],
] as const) {
  test(`says "Unable to fetch results" when ${failure}`, async ({page}) => {
    await interceptAlgolia(page, (route) => fail(route));
    await gotoHydrated(page, '/docs/installation');
    await openSearch(page, 'sidebar');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toContainText('Unable to fetch results');
    await expect(errorScreen).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    // A later search that works shows results again.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await interceptAlgolia(page, (route, request) => route.fulfill({json: results([hit('/docs/sidebar/', 'Sidebar')], request.query)}));
    await page.locator('.DocSearch-Input').fill('sidebars');
    await expect(page.locator('.DocSearch-Hit a').first()).toContainText('Sidebar');
  });
}
