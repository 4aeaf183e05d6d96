/**
 * The index's own words, for spelling suggestions: every word of three or
 * more letters in the indexed text of the pages (Pagefind's fragments:
 * titles and the text it indexed, code listings left out), most frequent
 * first. Written next to the index as `vocabulary.txt`; the browser fetches
 * it with Pagefind when the reader first searches (client/spelling.ts). A
 * word it lacks is one no page has, so it can be corrected safely.
 */

export const vocabularyFile = 'vocabulary.txt';

/** Words as Pagefind splits them: runs of letters, lowercased (`trailingSlash` stays one word). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** Whether the vocabulary has the word, or a word it starts (a reader still typing "sideb"). */
export function isKnownWord(word: string, words: ReadonlySet<string>): boolean {
  if (words.has(word)) {
    return true;
  }
  for (const known of words) {
    if (known.startsWith(word)) {
      return true;
    }
  }
  return false;
}

export type IndexedPage = {title: string; content: string};

/** The vocabulary file's content: words separated by spaces, most frequent first. */
export function buildVocabulary(pages: IndexedPage[]): string {
  const counts = new Map<string, number>();
  for (const {title, content} of pages) {
    for (const word of wordsOf(`${title} ${content}`)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([word]) => word.length >= 3)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([word]) => word)
    .join(' ');
}
