/**
 * Which search the site ships: the local index unless all three Algolia
 * variables are set, and a clear error when only some are.
 */
import {algoliaFromEnv, searchThemes} from '../../src/config/search';
import searchPagefindPlugin from '../../src/plugins/search-pagefind';

const keys = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'docusaurus'};

test('without the Algolia variables the site uses the local index and never the service', () => {
  expect(algoliaFromEnv('/', {})).toBeUndefined();
  expect(searchThemes(undefined)).toEqual([searchPagefindPlugin]);
});

test('with all three variables DocSearch is configured for contextual search on /search/', () => {
  const algolia = algoliaFromEnv('/', keys)!;
  expect(algolia).toMatchObject({
    appId: 'APPID',
    apiKey: 'search-only-key',
    indexName: 'docusaurus',
    contextualSearch: true,
    searchPagePath: 'search',
  });
  expect(new RegExp(algolia.externalUrlRegex!).test('https://v1.docusaurus.io/docs/')).toBe(true);
  expect(algolia.replaceSearchResultPathname).toBeUndefined();
  expect(searchThemes(algolia)).toEqual([]);
});

test('a build under another base path keeps hosted results on it', () => {
  expect(algoliaFromEnv('/preview/', keys)!.replaceSearchResultPathname).toEqual({
    from: '/docs/',
    to: '/preview/docs/',
  });
});

test('setting only some variables fails and names the missing ones', () => {
  expect(() => algoliaFromEnv('/', {ALGOLIA_APP_ID: 'APPID'})).toThrow(/missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/);
});
