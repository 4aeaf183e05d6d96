/** Where the search page lives, below the base URL (also DocSearch's `searchPagePath`). */
export const searchPagePath = 'search';
