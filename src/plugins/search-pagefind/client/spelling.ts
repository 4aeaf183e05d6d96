/**
 * Spelling suggestions from the index's own vocabulary (../vocabulary.ts):
 * a word the index does not have is replaced by the most frequent word
 * within one edit (two for words of seven letters or more), counting a swap
 * of neighbouring letters as one edit. "sidbar" → "sidebar". A word that
 * readers use and the pages do not is replaced by the pages' words first
 * (../readersWords.ts): "menubar" → "navbar". A word with nothing close
 * that joins two of the index's words is split ("docsUrl" → "docs url").
 */
import {pagesWordsFor} from '../readersWords';
import {isKnownWord, wordsOf} from '../vocabulary';

/** The index's words, most frequent first (a Set keeps that order). */
export type Vocabulary = {words: Set<string>};

export function parseVocabulary(text: string): Vocabulary {
  return {words: new Set(text.split(' ').filter(Boolean))};
}

/** Optimal string alignment distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) {
      return limit + 1;
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest, most frequent vocabulary word to an unknown word, if one is close enough. */
export function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  if (word.length < 4 || isKnownWord(word, vocabulary.words)) {
    return undefined;
  }
  const limit = word.length >= 7 ? 2 : 1;
  // Candidates come most frequent first: among equally close words, the first one found wins.
  let best: {word: string; distance: number} | undefined;
  for (const candidate of vocabulary.words) {
    const distance = editDistance(word, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) {
      best = {word: candidate, distance};
    }
  }
  return best?.word;
}

/** Parts shorter than this are left alone: "a" and "to" would split nearly any word. */
const minPartLength = 3;

/**
 * An unknown word made of two of the index's words, as readers join them
 * or as an option of another version names them ("docsurl", "docsUrl" →
 * "docs url"): the split whose rarer part is the more frequent.
 */
export function splitJoinedWord(word: string, vocabulary: Vocabulary): string | undefined {
  if (isKnownWord(word, vocabulary.words)) {
    return undefined;
  }
  const rank = ranks(vocabulary);
  let best: {split: string; rarer: number} | undefined;
  for (let at = minPartLength; at <= word.length - minPartLength; at += 1) {
    const [left, right] = [word.slice(0, at), word.slice(at)];
    const rarer = Math.max(rank.get(left) ?? Infinity, rank.get(right) ?? Infinity);
    if (rarer < (best?.rarer ?? Infinity)) {
      best = {split: `${left} ${right}`, rarer};
    }
  }
  return best?.split;
}

const rankCache = new WeakMap<Vocabulary, Map<string, number>>();

/** Each word's place in the vocabulary, most frequent first. */
function ranks(vocabulary: Vocabulary): Map<string, number> {
  let rank = rankCache.get(vocabulary);
  if (!rank) {
    rank = new Map([...vocabulary.words].map((word, index) => [word, index]));
    rankCache.set(vocabulary, rank);
  }
  return rank;
}

/**
 * The query with each unknown word replaced by its suggestion, or undefined
 * when there is nothing to correct. Words the index knows stay as typed.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | undefined {
  let changed = false;
  const corrected = query.replace(/[A-Za-z]+/g, (typed) => {
    const [word] = wordsOf(typed);
    const suggestion = word ? (pagesWordsFor(word, vocabulary.words) ?? closestWord(word, vocabulary) ?? splitJoinedWord(word, vocabulary)) : undefined;
    if (!suggestion) {
      return typed;
    }
    changed = true;
    return suggestion;
  });
  return changed ? corrected : undefined;
}
