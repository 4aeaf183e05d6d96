/**
 * One search as the reader gets it, on top of Pagefind's own ranking (its
 * weights and parameters, set in pagefind.ts):
 * - words that carry no meaning ("how do I", "my") are left out, so a
 *   question matches the pages that answer it (Pagefind wants every word);
 * - a word the index does not have, and that starts no word it has, is
 *   replaced by the closest one it has ("sidbar" → "sidebar");
 * - the docs (and community and site pages) come before changelog entries
 *   and blog posts of the same strength, unless the query is about a release
 *   or a post;
 * - a query that names a version lists that release's changelog entry and
 *   post first (the index's `release` filter).
 */
import {releasesNamedIn} from '../releases';
import {scopeFilter, type Pagefind, type PagefindResult} from './pagefind';
import {correctQuery, type Vocabulary} from './spelling';

/** Function words, dropped from queries of more than one word. */
const stopWords = new Set(
  'a an the to my your our i we you me do does did how can could should would what where which why when is are be it its of in on for with and or from by this that there about into using use want need'.split(
    ' ',
  ),
);

/** The words of a query that say what it is about; all of them when it has nothing else. */
export function meaningfulWords(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !stopWords.has(word.toLowerCase().replace(/[^a-z']/g, '')));
  return (meaningful.length > 0 ? meaningful : words).join(' ');
}

/** Changelog entries and blog posts: below the docs unless the query asks for them. */
const newsScopes = new Set(['blog', 'changelog']);
/** How much a news page's score counts against a docs page's, when the query is not about news. */
export const newsWeight = 0.5;

/** A query about a release or a post: a version number, or words that name news. */
export function asksForNews(query: string): boolean {
  return releasesNamedIn(query).length > 0 || /\b(release[sd]?|changelog|blog|posts?|announc\w*|recap)\b/i.test(query);
}

export type RankedSearch = {results: PagefindResult[]; correctedQuery?: string};

export async function rankedSearch(
  pagefind: Pagefind,
  query: string,
  scopes: string[],
  vocabulary: Vocabulary | undefined,
): Promise<RankedSearch | null> {
  const words = meaningfulWords(query);
  const correctedQuery = vocabulary && correctQuery(words, vocabulary);
  const term = correctedQuery ?? words;
  const news = scopes.filter((scope) => newsScopes.has(scope));
  const rest = scopes.filter((scope) => !newsScopes.has(scope));
  const weight = asksForNews(query) ? 1 : newsWeight;
  const releases = releasesNamedIn(query);
  const [main, other, release] = await Promise.all([
    pagefind.search(term, {filters: scopeFilter(rest)}),
    news.length > 0 ? pagefind.search(term, {filters: scopeFilter(news)}) : null,
    releases.length > 0 && news.length > 0 ? pagefind.search(null, {filters: {...scopeFilter(news), release: {any: releases}}}) : null,
  ]);
  if (!main) {
    return null;
  }
  const scored = [
    ...main.results.map((result) => ({result, score: result.score})),
    ...(other?.results ?? []).map((result) => ({result, score: result.score * weight})),
  ].sort((a, b) => b.score - a.score);
  const first = release?.results ?? [];
  const listed = new Set(first.map((result) => result.id));
  const results = [...first, ...scored.map(({result}) => result).filter((result) => !listed.has(result.id))];
  return {results, ...(correctedQuery && {correctedQuery})};
}
