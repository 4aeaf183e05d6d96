/**
 * One search as the reader gets it, on top of Pagefind's own ranking (its
 * weights and parameters, set in pagefind.ts):
 * - words that carry no meaning ("how do I", "my") or only ask ("allow",
 *   "properly") are left out, so a question matches the pages that answer
 *   it (Pagefind wants every word);
 * - a word the index does not have, and that starts no word it has, is
 *   replaced by the closest one it has ("sidbar" → "sidebar");
 * - the docs (and community and site pages) come before changelog entries
 *   and blog posts of the same strength, unless the query is about a release
 *   or a post;
 * - a query that names a version lists that release's changelog entry and
 *   post first (the index's `release` filter);
 * - a question counts a reference page's score at half, and a query that
 *   does not ask to upgrade counts a migration guide's at half (the index's
 *   `kind` filter);
 * - a query to make something ("make a sidebar") lists first the pages
 *   titled with the thing made ("Sidebar"), which often never use the verb
 *   (the index's `title` filter); among the first results a page titled
 *   with the searched words comes first, the shortest title first, then a
 *   doc whose readers' words name the most searched words in one phrase;
 * - a docs page whose short title the query names whole, among other words
 *   ("implement versioning" → "Versioning"), is among the first five even
 *   when it lacks the other words (the index's `titled` filter);
 * - when few pages have every word, the pages with half of them or more are
 *   ranked together by the scores of the words each has, added up (BM25
 *   over any of the words, as hosted engines drop optional words): a long
 *   question with one word no page uses still finds the pages about the
 *   rest, and a page that has the rare words of a question beats one that
 *   has its common ones; for a question of three words or more that many
 *   pages have whole, the pages with most of its words follow the five
 *   strongest of those among the first results.
 */
import {releasesNamedIn} from '../releases';
import type {PageKind} from '../scopes';
import {scopeFilter, searchedKeys, type Pagefind, type PagefindResult, type PagefindResultData, type PagefindSubResult} from './pagefind';
import {correctQuery, type Vocabulary} from './spelling';
import {namedTitleKey, stem, titleKeysNamedIn, titleWords, wordsIn} from '../titleWords';

/** Function words, dropped from queries of more than one word. */
const stopWords = new Set(
  'a an the to my your our i we you me do does did how can could should would what where which why when is are be it its of in on for with and or from by this that there about into using use want need as via if so but than then just'.split(
    ' ',
  ),
);

const bareWord = (word: string) => word.toLowerCase().replace(/[^a-z']/g, '');

/** A name in code: camelCase, dotted or called ("injectHtmlTags()", "prism.additionalLanguages"). */
const codeName = /[a-z][A-Z]|[a-z]\.[a-z]|\(\)/;

/**
 * A query in words ("add search to my site"), not names ("trailingSlash",
 * "seo meta description"). A question that names code ("use injectHtmlTags()
 * to add a script") asks about that name, which the reference defines.
 */
export function isQuestion(query: string): boolean {
  const words = query.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 && words.some((word) => stopWords.has(bareWord(word))) && !words.some((word) => codeName.test(word));
}

/**
 * A query about moving to a newer major version, or about what a major
 * version changed ("what's new in docusaurus 3"), which the migration guides
 * answer. A version alone ("sidebar in docusaurus v2") says which version the
 * reader has, not that they want to leave it.
 */
export function asksToUpgrade(query: string): boolean {
  return (
    /\b(migrat\w*|upgrad\w*)\b/i.test(query) ||
    /\bfrom\s+(docusaurus\s+)?(version\s+|v)?[1-3]\b/i.test(query) ||
    /\bto\s+(docusaurus\s+v?|version\s+|v)[2-4]\b/i.test(query) ||
    (/\b(docusaurus\s+v?|version\s+|v)[2-4](\.0)?\b/i.test(query) &&
      /\b(changed|changes|breaking|different|differences?)\b|\bwhat'?s\s+new\b|\bnew\s+in\b/i.test(query))
  );
}

/**
 * How much a page's score counts against a guide's: reference pages answer
 * names, so a question lists the guides first; migration guides mention
 * every feature, so only an upgrade question lists them first.
 */
export const referenceWeightForQuestions = 0.5;
export const upgradingWeight = 0.5;

/**
 * Words that ask for something rather than name it ("allow", "ability to",
 * "properly"), as issue titles do: pages describe the thing, not the asking,
 * so these only narrow the search to pages that happen to use them.
 */
const askingWords = new Set('allow allows allowing ability possible properly feature'.split(' '));

/**
 * A major version alone ("v2", "docusaurus 2"): in a query that does not ask
 * to upgrade or for news, it says which version the reader has, and as a
 * searched word it would keep only the pages that name it (migration guides,
 * release notes).
 */
const majorVersion = /^v?[1-9]$/i;

/**
 * The colon of an address and its port ("0.0.0.0:3000", "localhost:8080"):
 * Pagefind drops it and searches one word the pages never have; apart, the
 * port finds the pages that name it.
 */
const hostAndPort = /([a-z0-9]):(\d+\b)/gi;

/**
 * A major version named with the product or the word "version" ("Docusaurus
 * 3", "version 2.x"), in a query that keeps versions: it is the version
 * alone, which the pages write "v3". As "docusaurus 3" it found the pages
 * that say "Docusaurus" most, not the v3 guide.
 */
const namedMajorVersion = /\b(?:docusaurus|version)\s+(v?[1-4](?:\.0|\.x)?)(?=[\s?!,;:)]|$)/gi;

/** A major version written "3", "3.x", "v3.0": the pages write "v3" (a lone "3" matches any number that starts with it). */
const majorVersionSpelling = /^v?([1-4])(?:\.0|\.x)?$/i;

/** The words of a query that say what it is about; all of them when it has nothing else. */
export function meaningfulWords(query: string): string {
  const keepsVersions = asksToUpgrade(query) || asksForNews(query);
  const words = (keepsVersions ? query.replace(namedMajorVersion, '$1') : query)
    .replace(hostAndPort, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (keepsVersions ? word.replace(majorVersionSpelling, 'v$1') : word));
  const meaningful = words.filter((word) => !stopWords.has(bareWord(word)) && !askingWords.has(bareWord(word)) && (keepsVersions || !majorVersion.test(word)));
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

/** Verbs of making something: the guide about the thing made often never uses them ("make a sidebar" → "Sidebar"). */
const makingVerbs = new Set(['add', 'create', 'make']);

/** The thing a query asks to make ("make sidebar" → "sidebar"), from its meaningful words; undefined for other queries. */
export function thingMade(term: string): string | undefined {
  const [verb, ...thing] = term.trim().split(/\s+/);
  return verb && makingVerbs.has(verb.toLowerCase()) && thing.length > 0 ? thing.join(' ') : undefined;
}

/**
 * Fewer pages than this with every word, and the pages with some of the
 * words are ranked with them: as many as the search box shows, so a reader
 * never gets an empty or near-empty box while pages about most of the
 * question exist.
 */
const fewResults = 8;

/**
 * For a question of three words or more that enough pages have whole, the
 * first results are this many of the strongest of those pages, then the
 * pages with most of its words (ranked as when few pages have them all).
 */
const wholeMatchesFirst = 5;

/** A page found by some of the words: how many, and their weighted scores added up. */
type WordMatches = {results: PagefindResult[]; words: number; score: number};

/**
 * The pages that have some or all of the words, by their weighted scores
 * added up (each word searched alone), leaving out `exclude`. A page needs
 * half of the words or more, unless none has that many.
 */
function rankedByWordScores(byWord: {result: PagefindResult; score: number}[][], exclude: ReadonlySet<string>): PagefindResult[] {
  const matches = new Map<string, WordMatches>();
  for (const found of byWord) {
    for (const {result, score} of found) {
      if (exclude.has(result.id)) {
        continue;
      }
      const match = matches.get(result.id) ?? {results: [], words: 0, score: 0};
      match.results.push(result);
      match.words += 1;
      match.score += score;
      matches.set(result.id, match);
    }
  }
  const ranked = [...matches.values()].sort((a, b) => b.score - a.score);
  const enough = Math.min(Math.ceil(byWord.length / 2), ranked[0]?.words ?? 0);
  return ranked.filter((match) => match.words >= enough).map(({results, score}) => ({...results[0]!, score, data: () => mergedData(results)}));
}

/**
 * A page's data as found by several words: the parts of the page where any of them occurs, with all their places.
 * Pagefind keeps one object per page and rewrites its matches on every `data()` call, so loaded together
 * every word's data would hold the last word's matches: each is loaded, and copied, in turn.
 */
async function mergedData(results: PagefindResult[]): Promise<PagefindResultData> {
  let merged: PagefindResultData | undefined;
  const parts = new Map<string, PagefindSubResult & {weighted_locations: NonNullable<PagefindSubResult['weighted_locations']>}>();
  for (const result of results) {
    const data = await result.data();
    merged ??= {...data};
    for (const part of data.sub_results ?? []) {
      const known = parts.get(part.url);
      if (known) {
        known.locations.push(...part.locations);
        known.weighted_locations.push(...(part.weighted_locations ?? []));
      } else {
        parts.set(part.url, {...part, locations: [...part.locations], weighted_locations: [...(part.weighted_locations ?? [])]});
      }
    }
  }
  return {...merged!, sub_results: [...parts.values()]};
}

export type RankedSearch = {
  results: PagefindResult[];
  /** How many of the first results have every searched word; the rest have some of them. */
  withAllWords: number;
  /** What was searched: the meaningful words, corrected. */
  term: string;
  /** How the first results are reordered by their titles (`preferPagesAbout`). */
  preference: TitlePreference;
  correctedQuery?: string;
};

type Weighted = {result: PagefindResult; score: number};

/**
 * One term searched in the docs (and the site's other pages) and in the
 * news, each page's score weighted by its kind and scope; `kindTerm` finds
 * the pages of the lighter kinds (a term whose pages include the term's).
 * Null when Pagefind has nothing to say (a newer search replaced it).
 */
async function weightedSearch(
  pagefind: Pagefind,
  term: string,
  {
    rest,
    news,
    weightOfNews,
    lighter,
    kindTerm = term,
  }: {rest: string[]; news: string[]; weightOfNews: number; lighter: [PageKind, number][]; kindTerm?: string},
): Promise<{scored: Weighted[]; weightOf: (id: string) => number} | null> {
  const [inRest, inNews, ...ofKind] = await Promise.all([
    pagefind.search(term, {filters: scopeFilter(rest)}),
    news.length > 0 ? pagefind.search(term, {filters: scopeFilter(news)}) : null,
    ...lighter.map(([kind]) => pagefind.search(kindTerm, {filters: {...scopeFilter(rest), kind: {any: [kind]}}})),
  ]);
  if (!inRest || (news.length > 0 && !inNews) || ofKind.some((found) => !found)) {
    return null;
  }
  const kindWeight = new Map(lighter.flatMap(([, value], index) => ofKind[index]!.results.map((result) => [result.id, value] as const)));
  const weightOf = (id: string) => kindWeight.get(id) ?? 1;
  const scored = [
    ...inRest.results.map((result) => ({result, score: result.score * weightOf(result.id)})),
    ...(inNews?.results ?? []).map((result) => ({result, score: result.score * weightOfNews})),
  ];
  return {scored, weightOf};
}

export async function rankedSearch(pagefind: Pagefind, query: string, scopes: string[], vocabulary: Vocabulary | undefined): Promise<RankedSearch | null> {
  const words = meaningfulWords(query);
  const correctedQuery = vocabulary && correctQuery(words, vocabulary);
  const term = correctedQuery ?? words;
  const news = scopes.filter((scope) => newsScopes.has(scope));
  const rest = scopes.filter((scope) => !newsScopes.has(scope));
  const releases = releasesNamedIn(query);
  // The kinds of page that count for less in this query: which results they are, found with the same words.
  const kindWeights: [PageKind, number][] = [
    ['reference', isQuestion(query) ? referenceWeightForQuestions : 1],
    ['upgrading', asksToUpgrade(query) ? 1 : upgradingWeight],
  ];
  const how = {rest, news, weightOfNews: asksForNews(query) ? 1 : newsWeight, lighter: kindWeights.filter(([, value]) => value < 1)};
  const thing = thingMade(term);
  const titleKeys = titleKeysNamedIn(thing ?? term);
  const [all, release, made, named] = await Promise.all([
    // The kind searches look for the thing alone when there is one: its pages include those of the whole term.
    weightedSearch(pagefind, term, {...how, kindTerm: thing ?? term}),
    releases.length > 0 && news.length > 0 ? pagefind.search(null, {filters: {...scopeFilter(news), release: {any: releases}}}) : null,
    thing ? pagefind.search(thing, {filters: {...scopeFilter(rest), title: {all: titleWords(thing)}}}) : null,
    titleKeys.length > 0 ? pagefind.search(null, {filters: {...scopeFilter(rest), titled: {any: titleKeys}}}) : null,
  ]);
  if (!all || (thing && !made) || (titleKeys.length > 0 && !named)) {
    return null;
  }
  const byScore = (a: Weighted, b: Weighted) => b.score - a.score;
  // Pages titled with the thing made, by their score for it (with or without the verb), before the rest.
  const titled = (made?.results ?? []).map((result) => ({result, score: result.score * all.weightOf(result.id)})).sort(byScore);
  const first = [...(release?.results ?? []), ...titled.map(({result}) => result)];
  const listed = new Set(first.map((result) => result.id));
  const withAll = [
    ...first,
    ...all.scored
      .sort(byScore)
      .map(({result}) => result)
      .filter((result) => !listed.has(result.id)),
  ];
  let results = withAll;
  // A query to make something is ranked on the thing alone here: the verb is on pages about making anything.
  const termWords = (thing ?? term).split(/\s+/).filter(Boolean);
  // Long pages have every word of nearly any long question: the page that answers it in other words needs a place too.
  const blend = withAll.length >= fewResults && termWords.length >= 3 && releases.length === 0;
  if (blend || (withAll.length < fewResults && (termWords.length > 1 || thing !== undefined))) {
    // Changelog entries name many things in few words each: with some of the words they match nearly any question.
    // They keep their place among the pages with every word.
    const partialNews = asksForNews(query) ? news : news.filter((scope) => scope !== 'changelog');
    const byWord = await Promise.all(termWords.map((word) => weightedSearch(pagefind, word, {...how, news: partialNews})));
    if (byWord.some((found) => !found)) {
      return null;
    }
    const ranked = rankedByWordScores(
      byWord.map((found) => found!.scored),
      listed,
    );
    // A long question: the strongest pages with every word, then the pages with most words up to the first results' count.
    // Otherwise: all the pages with most words first.
    const strongest = blend ? withAll.filter((result) => !listed.has(result.id)).slice(0, wholeMatchesFirst) : [];
    const shown = new Set([...listed, ...strongest.map((result) => result.id)]);
    const mostWords = ranked.filter((result) => !shown.has(result.id)).slice(0, blend ? Math.max(0, firstResults - shown.size) : undefined);
    mostWords.forEach((result) => shown.add(result.id));
    results = [...first, ...strongest, ...mostWords, ...withAll.filter((result) => !shown.has(result.id))];
  }
  // Docs titled with some of the words and nothing else, among the first five even when they lack the others.
  const namedIds = new Set(named?.results.map((result) => result.id));
  const listedIds = new Set(results.map((result) => result.id));
  results = raiseTo(
    [...results, ...(named?.results ?? []).filter((result) => !listedIds.has(result.id))],
    (result) => namedIds.has(result.id),
    namedTitlePlace,
  );
  const preference: TitlePreference = {about: thing ?? term, lighterKinds: how.lighter.map(([kind]) => kind), making: thing !== undefined};
  return {results, withAllWords: withAll.length, term, preference, ...(correctedQuery && {correctedQuery})};
}

/**
 * The place, from 0, of a docs page whose short title the query names whole
 * among other words ("Implement versioning in Docusaurus" → "Versioning"),
 * when it is not higher: last of the first five. The page may lack the
 * other words, and a longer page that has them all may still answer better.
 */
const namedTitlePlace = 4;

/** The items `raised` picks, moved up to `place` when they are below it, in their order; the others keep theirs. */
function raiseTo<Item>(items: Item[], raised: (item: Item) => boolean, place: number): Item[] {
  const below = items.filter((item, index) => index > place && raised(item));
  if (below.length === 0) {
    return items;
  }
  const rest = items.filter((item) => !below.includes(item));
  return [...rest.slice(0, place), ...below, ...rest.slice(place)];
}

/** Whether a title's word forms (`titleWords`) name every one of the words, in any of their forms. */
function titleHasAll(titleStems: string[], words: string[]): boolean {
  return words.every((word) => titleStems.includes(stem(word)));
}

/**
 * The first results: as many as the box shows. They are reordered by what
 * they are about (so the box and the page agree), and the search page shows
 * them before it loads the texts of the rest.
 */
export const firstResults = 8;

/** How the first results are reordered by their titles (`preferPagesAbout`). */
export type TitlePreference = {
  /** The words a title names to come first: the searched words, or the thing a query asks to make. */
  about: string;
  /** Kinds of page that count for less in this query: titled pages of these kinds come after the other titled pages. */
  lighterKinds?: readonly string[];
  /** A query to make something: titles that also name the making ("Create a doc") come before those that do not. */
  making?: boolean;
};

/**
 * How many of the searched words (`searched`, their keys) one phrase of a
 * page's readers' words names, at its best, when that is two or more (else
 * 0): the page was written to answer that task ("default to dark mode" for
 * "can't enable light mode by default").
 */
function namedByReadersWords(phrases: string[], searched: ReadonlySet<string>): number {
  const best = Math.max(0, ...phrases.map((phrase) => new Set(searchedKeys(wordsIn(phrase)).filter((key) => searched.has(key))).size));
  return best >= 2 ? best : 0;
}

/** Stems of the making verbs, as a title has them ("Creating pages" → creat). */
const makingStems = new Set([...makingVerbs].map(stem));

/**
 * Among the first results, pages titled with every searched word come
 * before pages that only use them; among those, pages of a kind that counts
 * for less come last, titles that name the making first for a query to make
 * something, then the shortest title (closest to just those words). Then
 * come the docs whose readers' words (`keywords`) name two or more of the
 * searched words in one phrase, most first: the question is one the page
 * was written to answer. A migration guide's readers' words are upgrade
 * tasks ("replace core/Footer.js"), so they count only when the query asks
 * to upgrade. The others keep Pagefind's order. "architecture"
 * puts "Architecture" before "Client architecture". Last, a docs page whose
 * short title the searched words name whole comes up to fifth place.
 */
export function preferPagesAbout<Hit extends {title: string; scope?: string; kind?: string; readersWords?: string[]}>(
  hits: Hit[],
  preference: TitlePreference,
): Hit[] {
  const words = wordsIn(preference.about);
  if (words.length === 0) {
    return hits;
  }
  const lighter = new Set(preference.lighterKinds ?? []);
  const searched = new Set(searchedKeys(words.filter((word) => !stopWords.has(word))));
  const ranked = hits.slice(0, firstResults).map((hit, index) => {
    const titleStems = titleWords(hit.title);
    const isLighter = hit.kind !== undefined && lighter.has(hit.kind);
    return {
      hit,
      index,
      about: titleHasAll(titleStems, words),
      named: isLighter && hit.kind === 'upgrading' ? 0 : namedByReadersWords(hit.readersWords ?? [], searched),
      lighter: Number(isLighter),
      namesMaking: Number(preference.making === true && titleStems.some((word) => makingStems.has(word))),
      length: wordsIn(hit.title).length,
    };
  });
  ranked.sort(
    (a, b) =>
      Number(b.about) - Number(a.about) ||
      (a.about ? a.lighter - b.lighter || b.namesMaking - a.namesMaking || a.length - b.length : b.named - a.named) ||
      a.index - b.index,
  );
  const namedTitles = new Set(titleKeysNamedIn(preference.about));
  const first = raiseTo(
    ranked.map(({hit}) => hit),
    (hit) => namedTitles.has(namedTitleKey(hit.title, hit.scope ?? '') ?? ''),
    namedTitlePlace,
  );
  return [...first, ...hits.slice(firstResults)];
}
