/** What the search box and the search page say, in one place so both say it the same way. */

/** "1 result", "2 results": how the box and the search page count results. */
export function resultCount(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}

/** The search box's link to the search page: "See all 12 results", or "See 1 result". */
export function seeAllLabel(count: number): string {
  return count === 1 ? 'See 1 result' : `See all ${resultCount(count)}`;
}

/** When no page has every word of the query, and the results have most of them. */
export const someWordsMessage = 'No page has all of these words. These pages have most of them:';

/** What the box and the page say under `npm start`, where there is no index. */
export const indexOnlyInProductionMessage = 'Search works on production builds: run "npm run build", then "npm run serve".';

/** Offline on an older docs version, whose pages are not saved: what the results are instead. */
export const offlineCurrentDocsMessage = 'The site cannot be reached: these results are from the current docs, which are saved on this device.';
