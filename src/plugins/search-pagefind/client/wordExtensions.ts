/**
 * A searched word also matches the longer words it starts ("config" →
 * "configuration"), but Pagefind 1.6 loads only the index chunk where the
 * word itself falls. The longer words often sit in the next chunk, and then
 * they count only once some other search has loaded it: a fresh search for
 * "config" ranked the CLI page above the configuration guide. So before each
 * search the index chunks of the vocabulary's longer words are loaded too,
 * and a search gives the same results whatever was searched before it.
 */
import {wordsOf} from '../vocabulary';
import type {Pagefind} from './pagefind';
import type {Vocabulary} from './spelling';

/** Shorter words start too many others for their extensions to mean anything ("do", "a"). */
const minWordLength = 3;

/** The vocabulary's words that start with a searched word and are longer than it. */
export function longerWords(term: string, vocabulary: Vocabulary): string[] {
  const searched = [...new Set(wordsOf(term))].filter((word) => word.length >= minWordLength);
  if (searched.length === 0) {
    return [];
  }
  const longer: string[] = [];
  for (const word of vocabulary.words) {
    if (searched.some((start) => word.length > start.length && word.startsWith(start))) {
      longer.push(word);
    }
  }
  return longer;
}

/** Pagefind, with every search preceded by loading the chunks of its words' longer forms. */
export function withLongerWords(pagefind: Pagefind, vocabulary: Vocabulary | undefined): Pagefind {
  if (!vocabulary) {
    return pagefind;
  }
  // One query runs several searches of the same term at once (one per scope or kind): one load serves them.
  const loading = new Map<string, Promise<void>>();
  const loadLongerWords = (term: string) => {
    let loaded = loading.get(term);
    if (!loaded) {
      const longer = longerWords(term, vocabulary);
      // With the term's own words, so that all the chunks load at once, not one round after the other.
      loaded = longer.length > 0 ? pagefind.preload(`${term} ${longer.join(' ')}`) : Promise.resolve();
      loading.set(term, loaded);
      // A failed load is not kept: the next search of the term tries again, as it did before loads were shared.
      loaded.catch(() => loading.delete(term));
    }
    return loaded;
  };
  return {
    ...pagefind,
    search: async (term, options) => {
      if (term) {
        await loadLongerWords(term);
      }
      return pagefind.search(term, options);
    },
  };
}
