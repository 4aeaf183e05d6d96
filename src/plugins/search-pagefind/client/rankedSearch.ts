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
 *   post first (the index's `release` filter);
 * - a question counts a reference page's score at half, and a query that
 *   does not ask to upgrade counts a migration guide's at half (the index's
 *   `kind` filter).
 */
import {releasesNamedIn} from '../releases';
import type {PageKind} from '../scopes';
import {scopeFilter, type Pagefind, type PagefindResult} from './pagefind';
import {correctQuery, type Vocabulary} from './spelling';

/** Function words, dropped from queries of more than one word. */
const stopWords = new Set(
  'a an the to my your our i we you me do does did how can could should would what where which why when is are be it its of in on for with and or from by this that there about into using use want need'.split(
    ' ',
  ),
);

const bareWord = (word: string) => word.toLowerCase().replace(/[^a-z']/g, '');

/** A query in words ("add search to my site"), not names ("trailingSlash", "seo meta description"). */
export function isQuestion(query: string): boolean {
  const words = query.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 && words.some((word) => stopWords.has(bareWord(word)));
}

/** A query about moving to a newer major version, which the migration guides answer. */
export function asksToUpgrade(query: string): boolean {
  return /\b(migrat\w*|upgrad\w*|v[1-3])\b/i.test(query) || /\bfrom\s+(docusaurus\s+)?[1-3]\b/i.test(query);
}

/**
 * How much a page's score counts against a guide's: reference pages answer
 * names, so a question lists the guides first; migration guides mention
 * every feature, so only an upgrade question lists them first.
 */
export const referenceWeightForQuestions = 0.5;
export const upgradingWeight = 0.5;

/** The words of a query that say what it is about; all of them when it has nothing else. */
export function meaningfulWords(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !stopWords.has(bareWord(word)));
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

export type RankedSearch = {
  results: PagefindResult[];
  /** What was searched: the meaningful words, corrected. */
  term: string;
  correctedQuery?: string;
};

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
  // The kinds of page that count for less in this query: which results they are, found with the same words.
  const kindWeights: [PageKind, number][] = [
    ['reference', isQuestion(query) ? referenceWeightForQuestions : 1],
    ['upgrading', asksToUpgrade(query) ? 1 : upgradingWeight],
  ];
  const lighter = kindWeights.filter(([, value]) => value < 1);
  const [main, other, release, ...ofKind] = await Promise.all([
    pagefind.search(term, {filters: scopeFilter(rest)}),
    news.length > 0 ? pagefind.search(term, {filters: scopeFilter(news)}) : null,
    releases.length > 0 && news.length > 0 ? pagefind.search(null, {filters: {...scopeFilter(news), release: {any: releases}}}) : null,
    ...lighter.map(([kind]) => pagefind.search(term, {filters: {...scopeFilter(rest), kind: {any: [kind]}}})),
  ]);
  // Pagefind answers null for a search a newer one replaced.
  if (!main || ofKind.some((found) => !found)) {
    return null;
  }
  const weightOf = new Map(lighter.flatMap(([, value], index) => ofKind[index]!.results.map((result) => [result.id, value] as const)));
  const rested = main.results.map((result) => ({result, score: result.score * (weightOf.get(result.id) ?? 1)}));
  const scored = [...rested, ...(other?.results ?? []).map((result) => ({result, score: result.score * weight}))].sort((a, b) => b.score - a.score);
  const first = release?.results ?? [];
  const listed = new Set(first.map((result) => result.id));
  const results = [...first, ...scored.map(({result}) => result).filter((result) => !listed.has(result.id))];
  return {results, term, ...(correctedQuery && {correctedQuery})};
}

/** Lowercased words of a title or query ("@docusaurus/plugin-content-blog" → docusaurus, plugin, content, blog). */
function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** A word without its common English endings: "swizzling", "swizzled" and "swizzle" → "swizzl". */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ing|ed|es|s|e)$/, '') : word;
}

/** Whether a title names every one of the words, in any of their forms. */
function titleHasAll(title: string, words: string[]): boolean {
  const stems = new Set(wordsIn(title).map(stem));
  return words.every((word) => stems.has(stem(word)));
}

/**
 * The first results: as many as the box shows. They are reordered by what
 * they are about (so the box and the page agree), and the search page shows
 * them before it loads the texts of the rest.
 */
export const firstResults = 8;

/**
 * Among the first results, pages titled with every searched word come
 * before pages that only use them, the shortest title (closest to just those
 * words) first; the others keep Pagefind's order. "architecture" puts
 * "Architecture" before "Client architecture".
 */
export function preferPagesAbout<Hit extends {title: string}>(hits: Hit[], term: string): Hit[] {
  const words = wordsIn(term);
  if (words.length === 0) {
    return hits;
  }
  const ranked = hits
    .slice(0, firstResults)
    .map((hit, index) => ({hit, index, about: titleHasAll(hit.title, words), length: wordsIn(hit.title).length}));
  ranked.sort((a, b) => Number(b.about) - Number(a.about) || (a.about ? a.length - b.length : 0) || a.index - b.index);
  return [...ranked.map(({hit}) => hit), ...hits.slice(firstResults)];
}
