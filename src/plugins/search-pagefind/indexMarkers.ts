/**
 * Marks the indexer adds to a page's indexed copy (pages.ts) for the browser
 * to read back from Pagefind's results (client/pagefind.ts). The page as
 * served has none of them.
 */

/**
 * The id of an empty element right after a doc's readers' words (its
 * `keywords`, indexed after the title). Pagefind records where each element
 * with an id starts, so a result tells where the page's own text begins.
 */
export const pageTextStartId = 'pagefind-page-text';
