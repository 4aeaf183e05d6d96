/**
 * The browser side of the Pagefind index: loads Pagefind's own script from
 * the build (`<baseUrl>pagefind/pagefind.js`, written by the indexer) on
 * first use, and turns its results into what the search box and the search
 * page show.
 */
import {pageTextStartId} from '../indexMarkers';
import {wordsIn} from '../titleWords';
import {vocabularyFile} from '../vocabulary';
import {parseVocabulary, type Vocabulary} from './spelling';

/** The parts of Pagefind's browser API the site uses. */
export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  /** Each match with its weight in the page (a heading's words weigh more) and Pagefind's score for it. */
  weighted_locations?: {weight: number; balanced_score: number; location: number}[];
};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** The page's indexed text, HTML-escaped; word positions (`locations`) count its words. */
  raw_content?: string;
  /** Where each element with an id starts, as a word position. */
  anchors?: {element: string; id: string; text?: string; location: number}[];
  meta: {title?: string};
  filters: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
};

export type PagefindResult = {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
};

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: {filters?: unknown}) => Promise<{results: PagefindResult[]} | null>;
  /** Loads the index chunks of the term's words, without searching. */
  preload: (term: string) => Promise<void>;
};

/** A result as the site shows it. */
export type SearchHit = {
  /** Pathname and hash of the best-matching part of the page. */
  url: string;
  title: string;
  /** The heading of that part, when it is not the top of the page. */
  heading?: string;
  scope: string;
  /** The page's kind in the index ("guide", "reference", "upgrading"), for docs pages. */
  kind?: string;
  /** Text around the matched words, which Pagefind wraps in <mark> (its content is HTML-escaped). */
  excerpt: string;
  /** A doc's readers' words: the tasks and questions it answers (its `keywords`), one phrase each. */
  readersWords?: string[];
};

/**
 * Pagefind's ranking parameters, tuned with `npm run bench:search` on its
 * query set (scripts/data/search-queries.json) and on the tuning half of the
 * real reader questions (the figures are in PERFORMANCE.md, Search):
 * - pageLength 0 (default 0.75): no penalty for long pages, so the reference
 *   pages that define an option (the config API, a plugin's options) are not
 *   beaten by short pages that mention it;
 * - termSimilarity 15 (default 1): a word that only starts with the query's
 *   ("docusaurus" for "doc") counts for much less than the word itself;
 * - termSaturation 2 (default 1.4, the most Pagefind allows): each further
 *   use of a word on a page keeps adding to its score, so the page that is
 *   about a thing beats one that mentions it a few times among others.
 */
export const searchRanking = {pageLength: 0, termSimilarity: 15, termSaturation: 2};

/** Words in a result's excerpt. */
const excerptWords = 24;

/** The options the site gives Pagefind (scripts/tune-search.mjs gives the same). */
export const pagefindOptions = {
  // Result URLs are stored whole (base URL included).
  baseUrl: '/',
  excerptLength: excerptWords,
  ranking: searchRanking,
};

let loading: Promise<Pagefind> | undefined;

/** Loads and starts Pagefind once per page view; a failed load (offline, say) can be retried. */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (process.env.NODE_ENV === 'development') {
    // `npm start` has no index: no request that would only fail (the search says why).
    return Promise.reject(new Error('The search index exists in production builds only.'));
  }
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options(pagefindOptions);
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let vocabularyLoading: Promise<Vocabulary> | undefined;

/**
 * The index's vocabulary for spelling suggestions (../vocabulary.ts), loaded
 * once, with Pagefind, when the reader first searches; a failed load can be
 * retried.
 */
export function loadVocabulary(baseUrl: string): Promise<Vocabulary> {
  if (process.env.NODE_ENV === 'development') {
    return Promise.reject(new Error('The search vocabulary exists in production builds only.'));
  }
  vocabularyLoading ??= fetch(`${baseUrl}pagefind/${vocabularyFile}`).then(async (response) => {
    if (!response.ok) {
      throw new Error(`Search vocabulary: HTTP ${response.status}`);
    }
    return parseVocabulary(await response.text());
  });
  vocabularyLoading.catch(() => {
    vocabularyLoading = undefined;
  });
  return vocabularyLoading;
}

/** The filter that keeps results to the given scopes. */
export function scopeFilter(scopes: string[]): {scope: {any: string[]}} {
  return {scope: {any: scopes}};
}

/** Words as Pagefind counts them in a page's text. */
const wordBreak = /[\r\n\s]+/g;

/**
 * How well a part of a page answers the search: how many of the searched
 * words it has, then how strongly, each word counted once by its strongest
 * match there (a heading's words weigh more). So a part that has all of a
 * question's words beats one that repeats one of them, as hosted engines
 * rank by words matched first, except that a word the part's own heading
 * names counts twice (`toSearchHit`): "Infima variables" answers "override
 * infima variables" better than an overview that mentions all three, and
 * the page's introduction counts one word fewer.
 * Between equals, the part whose heading names more of them, then whose
 * heading and the headings above it do, then the strongest (a reference
 * table's row can weigh as much as a heading), then the one with more
 * matches.
 * Matches in a doc's title and readers' words say what the page is about,
 * not where on it the answer is, so they do not count; nor do the searched
 * words that the title names (`aboutPage`), when others were searched too.
 */
function partMatch(part: PagefindSubResult, page: PageText, aboutPage: ReadonlySet<string>): {words: number; strength: number; matches: number} {
  const strongest = new Map<string, number>();
  let matches = 0;
  for (const {location, balanced_score: score} of part.weighted_locations ?? part.locations.map((location) => ({location, balanced_score: 1}))) {
    const words = location >= (page.textStart ?? 0) ? page.wordsAt(location).filter((word) => !aboutPage.has(word)) : [];
    matches += Math.min(1, words.length);
    for (const word of words) {
      strongest.set(word, Math.max(strongest.get(word) ?? 0, score));
    }
  }
  return {words: strongest.size, strength: [...strongest.values()].reduce((sum, score) => sum + score, 0), matches};
}

/** Letters that identify a word whatever its ending ("deploy", "deploying", "deployment"). */
const wordKeyLength = 5;

const wordKey = (word: string) => word.slice(0, wordKeyLength);

/**
 * The keys of searched words, matched against a page's words. A lone letter
 * ("t" of "can't", "x") is left out: it would match nearly any word.
 */
export function searchedKeys(words: string[]): string[] {
  return words.filter((word) => word.length > 1).map(wordKey);
}

/** A page's indexed text, read once for both the part a hit links to and its excerpt. */
type PageText = {
  /** Its words, as Pagefind counts them (`locations` index them). */
  words: string[];
  /** Where the page's own text starts, after a doc's title and readers' words; undefined for a page without them. */
  textStart: number | undefined;
  /**
   * Which searched words a match is: each whose beginning starts a part of
   * the matched word ("DOCUSAURUS_DEPLOY" for "deployment";
   * "NavbarItem/ComponentTypes" for both "navbar" and "component"), else the
   * first inside one ("DocSearch" for "search": Pagefind splits such names).
   * A match that names none of them (another form of a word), or any match
   * when the searched words are not known, is told apart by its own first
   * letters.
   */
  wordsAt: (location: number) => string[];
};

function pageText(data: PagefindResultData, searchedKeys: string[]): PageText {
  const words = data.raw_content?.split(wordBreak) ?? [];
  return {
    words,
    textStart: data.anchors?.find((anchor) => anchor.id === pageTextStartId)?.location,
    wordsAt: (location) => {
      const parts = wordsIn(words[location] ?? '');
      const starting = searchedKeys.filter((key) => parts.some((part) => part.startsWith(key)));
      if (starting.length > 0) {
        return starting;
      }
      return [searchedKeys.find((key) => parts.some((part) => part.includes(key))) ?? (parts[0] ? wordKey(parts[0]) : `@${location}`)];
    },
  };
}

/**
 * One hit per page (`term`: the words searched), pointing at the part of
 * the page that matches best: a reader who searched "sidebar autogenerated"
 * lands on that heading, and one who searched an option lands on the
 * heading that names it, not at the top of a long page or a section that
 * mentions it twice.
 */
export function toSearchHit(data: PagefindResultData, term = ''): SearchHit {
  const parts = data.sub_results ?? [];
  const searched = searchedKeys(wordsIn(term));
  const text = pageText(data, searched);
  const title = data.meta.title ?? data.url;
  const titleParts = wordsIn(title);
  const inTitle = new Set(searched.filter((key) => titleParts.some((part) => part.startsWith(key))));
  // A search that names the page ("deployment", "plugins") lands on its top.
  const namesPage = searched.length > 0 && searched.every((key) => inTitle.has(key));
  // The words the title names are all over the page ("sidebar" on the Sidebar page): the others say which part is meant.
  const aboutPage: ReadonlySet<string> = namesPage ? new Set() : inTitle;
  // How many searched words a part's headings name (the top of the page has none of its own).
  const namedIn = (part: PagefindSubResult, headings: (part: PagefindSubResult) => string[]) => {
    const words = part.url === data.url ? [] : headings(part).flatMap(wordsIn);
    return searched.filter((key) => !aboutPage.has(key) && words.some((word) => word.includes(key))).length;
  };
  const match = new Map(
    parts.map((part) => {
      const found = partMatch(part, text, aboutPage);
      const inHeading = namedIn(part, ({title}) => [title]);
      // The top of the page is its introduction, which names much of what the page covers: it needs one word more to win.
      const introduction = part.url === data.url && found.words > 0 ? 1 : 0;
      return [
        part,
        {
          ...found,
          inHeading,
          answers: found.words + inHeading - introduction,
          // With the headings it sits under ("Dropdown" under "Navbar items": the navbar's dropdown).
          inHeadings: namedIn(part, ({url}) => headingsAbove(data, url.split('#')[1] ?? '')),
        },
      ];
    }),
  );
  const better = (part: PagefindSubResult, than: PagefindSubResult) => {
    const [a, b] = [match.get(part)!, match.get(than)!];
    return (
      (a.answers - b.answers ||
        a.words - b.words ||
        a.inHeading - b.inHeading ||
        a.inHeadings - b.inHeadings ||
        a.strength - b.strength ||
        a.matches - b.matches) > 0
    );
  };
  // The first of equals: the top of the page before its sections.
  const best =
    (namesPage ? parts.find((part) => part.url === data.url) : undefined) ??
    parts.reduce<PagefindSubResult | undefined>((chosen, part) => (!chosen || better(part, chosen) ? part : chosen), undefined);
  const atHeading = best && best.url !== data.url && best.url.includes('#');
  return {
    url: atHeading ? best.url : data.url,
    title,
    ...(atHeading && best.title !== title && {heading: best.title}),
    scope: data.filters.scope?.[0] ?? '',
    ...(data.filters.kind?.[0] && {kind: data.filters.kind[0]}),
    excerpt: readableExcerpt(data, best, text),
    ...(text.textStart !== undefined && {readersWords: readersWordsOf(text.words.slice(0, text.textStart).join(' '), title)}),
  };
}

/** The texts of a section's heading and of the headings it sits under, the page title aside. */
function headingsAbove(data: PagefindResultData, id: string): string[] {
  const headings = (data.anchors ?? []).filter((anchor) => /^h[2-6]$/i.test(anchor.element));
  const index = headings.findIndex((anchor) => anchor.id === id);
  const texts: string[] = [];
  let level = Infinity;
  for (const heading of headings.slice(0, index + 1).reverse()) {
    const headingLevel = Number(heading.element.slice(1));
    if (headingLevel < level) {
      texts.push(heading.text ?? '');
      level = headingLevel;
    }
  }
  return texts;
}

/** The phrases of a doc's readers' words, indexed after its title as sentences ("Title. phrase one. phrase two."). */
function readersWordsOf(head: string, title: string): string[] {
  const phrases = head.startsWith(`${title}.`) ? head.slice(title.length + 1) : head;
  return phrases
    .split(/\.(?:\s+|$)/)
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}

/** Words of context an excerpt cut by `readableExcerpt` shows before its first match. */
const wordsBeforeMatch = 5;

/**
 * The excerpt of a page's best part, as a reader would find it on the page.
 * A doc's readers' words are indexed right after its title, but the page
 * never shows them: when the part has matches there, its excerpt is cut from
 * the page's own text instead, around the part's matches in that text, or
 * from its first words (the page's opening, which says what it answers).
 */
function readableExcerpt(data: PagefindResultData, part: PagefindSubResult | undefined, {words, textStart}: PageText): string {
  if (!part || textStart === undefined || !data.raw_content || !part.locations.some((location) => location < textStart)) {
    return part?.excerpt ?? data.excerpt;
  }
  // The part ends where the next heading starts.
  const partEnd = Math.min(
    words.length,
    ...(data.anchors ?? []).filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.location > textStart).map((anchor) => anchor.location),
  );
  const matches = part.locations.filter((location) => location >= textStart && location < partEnd);
  let start = textStart;
  let most = 0;
  for (const first of matches) {
    const count = matches.filter((location) => location >= first && location < first + excerptWords).length;
    if (count > most) {
      most = count;
      start = first;
    }
  }
  // A few words before the first match, so that the excerpt does not start on it; never before the page's text.
  start = Math.max(textStart, Math.min(start - wordsBeforeMatch, partEnd - excerptWords));
  const marked = new Set(matches);
  return words
    .slice(start, Math.min(start + excerptWords, partEnd))
    .map((word, index) => (marked.has(start + index) ? `<mark>${word}</mark>` : word))
    .join(' ');
}
