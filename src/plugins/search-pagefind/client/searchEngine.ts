/**
 * Everything a search runs, loaded on the reader's first search (the box
 * and the page import it dynamically): Pagefind, the vocabulary, the
 * ranking on top of Pagefind's, and the results' texts. Keeping it out of
 * the search box's own chunk keeps first-load JavaScript the same on every
 * page, whatever search learns.
 */
import {docsScope, isDocsScope} from '../scopes';
import {loadPagefind, loadVocabulary, toSearchHit, type Pagefind, type SearchHit} from './pagefind';
import {firstResults, preferPagesAbout, rankedSearch, type RankedSearch} from './rankedSearch';
import type {Vocabulary} from './spelling';
import {withLongerWords} from './wordExtensions';

export type SearchAnswer = {
  total: number;
  /** The first results (up to `limit`, at most `firstResults`), ready to show. */
  hits: SearchHit[];
  correctedQuery?: string;
  /** No page has every word of the query: the results have some of them. */
  someWordsOnly?: boolean;
  /** Offline on an older docs version: the results come from the current docs, which are saved for offline reading. */
  offlineCurrentDocs?: boolean;
  /** The texts of the rest, up to `limit`; undefined when they cannot be loaded. */
  loadMore: () => Promise<SearchHit[] | undefined>;
};

/** Starts loading Pagefind and the vocabulary, as the reader reaches for the box. */
export function warmUp(baseUrl: string): void {
  // A failed load is retried by the search itself, which then says what went wrong.
  loadPagefind(baseUrl).catch(() => undefined);
  loadVocabulary(baseUrl).catch(() => undefined);
}

/**
 * A ranked search and the texts of its first results; 'fragments unavailable' when those cannot be loaded.
 * Exported for scripts/tune-search.mjs, which measures the box's ranking with it.
 */
export async function searchAndLoad(
  pagefind: Pagefind,
  term: string,
  scopes: string[],
  vocabulary: Vocabulary | undefined,
  limit: number,
): Promise<{search: RankedSearch; hits: SearchHit[]} | null | 'fragments unavailable'> {
  const search = await rankedSearch(withLongerWords(pagefind, vocabulary), term, scopes, vocabulary);
  if (!search) {
    return null;
  }
  try {
    const data = await Promise.all(search.results.slice(0, Math.min(limit, firstResults)).map((result) => result.data()));
    return {
      search,
      hits: preferPagesAbout(
        data.map((page) => toSearchHit(page, search.term)),
        search.preference,
      ),
    };
  } catch {
    return 'fragments unavailable';
  }
}

/**
 * The scopes with the current docs instead of an older version, for a reader
 * on an older version whose results could not be loaded: offline (whatever
 * `navigator.onLine` says, which is often wrong), the service worker has the
 * current docs' result texts only.
 */
function offlineFallbackScopes(scopes: string[]): string[] | undefined {
  const current = docsScope('current');
  const older = scopes.find((scope) => isDocsScope(scope) && scope !== current);
  return older ? scopes.map((scope) => (scope === older ? current : scope)) : undefined;
}

/** Searches `term` in `scopes`; null when Pagefind has nothing to say (a newer search replaced it). Throws when the index cannot be loaded. */
export async function search(baseUrl: string, term: string, scopes: string[], limit: number): Promise<SearchAnswer | null> {
  // Without the vocabulary (offline before it was cached, say), queries go as typed.
  const [pagefind, vocabulary] = await Promise.all([loadPagefind(baseUrl), loadVocabulary(baseUrl).catch(() => undefined)]);
  let answer = await searchAndLoad(pagefind, term, scopes, vocabulary, limit);
  // Offline, an older version's result texts are not saved (only the current docs are): search those instead.
  const fallback = answer === 'fragments unavailable' ? offlineFallbackScopes(scopes) : undefined;
  if (fallback) {
    answer = await searchAndLoad(pagefind, term, fallback, vocabulary, limit);
  }
  if (answer === 'fragments unavailable') {
    throw new Error('Search results could not be loaded.');
  }
  if (!answer) {
    return null;
  }
  const {search: ranked, hits} = answer;
  const rest = ranked.results.slice(hits.length, limit);
  return {
    total: ranked.results.length,
    hits,
    ...(ranked.correctedQuery && {correctedQuery: ranked.correctedQuery}),
    ...(ranked.withAllWords === 0 && ranked.results.length > 0 && {someWordsOnly: true}),
    ...(fallback && {offlineCurrentDocs: true}),
    loadMore: async () =>
      rest.length === 0
        ? []
        : Promise.all(rest.map((result) => result.data()))
            .then((data) => data.map((page) => toSearchHit(page, ranked.term)))
            .catch(() => undefined),
  };
}
