/**
 * Starting Pagefind: its settings for this site, and the start itself, which
 * the search page also runs from its HTML, before the page's own scripts.
 * Opened at /search/?q=…, the page then fetches Pagefind's worker, WASM and
 * metadata and the vocabulary while its scripts load, instead of after they
 * have run; `loadPagefind` and `loadVocabulary` (./pagefind.ts) take over
 * what that started.
 */
import {vocabularyFile} from '../vocabulary';

/**
 * Pagefind's ranking parameters, tuned on the query set of
 * `npm run bench:search` (scripts/data/search-queries.json):
 * - pageLength 0 (default 0.75): no penalty for long pages, so the reference
 *   pages that define an option (the config API, a plugin's options) are not
 *   beaten by short pages that mention it;
 * - termSimilarity 6 (default 1): a word that only starts with the query's
 *   ("docusaurus" for "doc") counts for much less than the word itself;
 * - termSaturation 2 (default 1.4, the most Pagefind allows): each further
 *   use of a word on a page keeps adding to its score, so the page that is
 *   about a thing beats one that mentions it a few times among others.
 *   Tuned on the real questions' tuning half as well.
 */
const searchRanking = {pageLength: 0, termSimilarity: 6, termSaturation: 2};

/** Words in a result's excerpt. */
export const excerptWords = 24;

/** What `startPagefind` sets: result URLs are stored whole (base URL included). */
const pagefindSettings = {baseUrl: '/', excerptLength: excerptWords, ranking: searchRanking};

type Startable = {options: (options: Record<string, unknown>) => Promise<void>; init: () => Promise<void>};

/**
 * Loads Pagefind's script from the build and starts it. It uses nothing but
 * its arguments: the search page's HTML runs it as text.
 */
async function startPagefind<T extends Startable>(scriptUrl: string, settings: Record<string, unknown>): Promise<T> {
  const pagefind = (await import(/* webpackIgnore: true */ scriptUrl)) as T;
  await pagefind.options(settings);
  await pagefind.init();
  return pagefind;
}

/** Fetches the vocabulary's text. It uses nothing but its argument: the search page's HTML runs it as text. */
async function fetchVocabulary(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Search vocabulary: HTTP ${response.status}`);
  }
  return response.text();
}

type EarlyStart = {pagefind?: Promise<Startable>; vocabulary?: Promise<string>};

declare global {
  interface Window {
    /** What the search page's HTML started; each part is taken once. */
    searchStartedEarly?: EarlyStart;
  }
}

const urls = (baseUrl: string) => ({pagefind: `${baseUrl}pagefind/pagefind.js`, vocabulary: `${baseUrl}pagefind/${vocabularyFile}`});

/**
 * The script the search page puts in its HTML: with a query in the address,
 * it starts Pagefind, fetches the index's parts for the query's words and
 * the vocabulary. A failure is left for the search to meet again (it
 * retries, and says so if that fails too), not reported as an unhandled
 * rejection.
 */
export function earlyStartScript(baseUrl: string): string {
  const {pagefind, vocabulary} = urls(baseUrl);
  return `(() => {
  const query = (new URLSearchParams(location.search).get('q') || '').trim();
  if (!query) return;
  const start = {pagefind: (${startPagefind.toString()})(${JSON.stringify(pagefind)}, ${JSON.stringify(pagefindSettings)}),
    vocabulary: (${fetchVocabulary.toString()})(${JSON.stringify(vocabulary)})};
  start.pagefind.then((started) => started.preload(query)).catch(() => {});
  start.vocabulary.catch(() => {});
  window.searchStartedEarly = start;
})();`;
}

/** Pagefind, started: by the page's HTML if it did, otherwise now. */
export function pagefindStarted<T extends Startable>(baseUrl: string): Promise<T> {
  const early = window.searchStartedEarly?.pagefind as Promise<T> | undefined;
  if (early) {
    delete window.searchStartedEarly!.pagefind;
    return early;
  }
  return startPagefind<T>(urls(baseUrl).pagefind, pagefindSettings);
}

/** The vocabulary's text: fetched by the page's HTML if it did, otherwise now. */
export function vocabularyFetched(baseUrl: string): Promise<string> {
  const early = window.searchStartedEarly?.vocabulary;
  if (early) {
    delete window.searchStartedEarly!.vocabulary;
    return early;
  }
  return fetchVocabulary(urls(baseUrl).vocabulary);
}
