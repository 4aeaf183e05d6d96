import {isDocsScope} from './scopes';

/**
 * The words of a title as search compares them, shared by the index (each
 * page's `title` filter, pages.ts) and the browser's ranking (rankedSearch.ts),
 * so both reduce a word to the same form.
 */

/** Lowercased words of a title or query ("@docusaurus/plugin-content-blog" → docusaurus, plugin, content, blog). */
export function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * A word without its common English endings: "swizzling", "swizzled" and
 * "swizzle" → "swizzl"; "page" and "pages" → "pag". A word whose stem would
 * be shorter than three letters stays whole ("uses", "is").
 */
export function stem(word: string): string {
  const stemmed = word.replace(/(ing|ed|es|s|e)$/, '');
  return stemmed.length >= 3 ? stemmed : word;
}

/** The forms of a title's words, once each ("Creating pages" → creat, pag). */
export function titleWords(title: string): string[] {
  return [...new Set(wordsIn(title).map(stem))];
}

/**
 * The longest docs title, in word forms, that a query can name whole to find
 * the page ("Implement versioning in Docusaurus" → "Versioning"): a longer
 * title is specific enough that its words find it.
 */
export const namedTitleLength = 3;

/** Word forms as one string, whatever their order. */
function titleKey(forms: string[]): string {
  return [...new Set(forms)].sort().join(' ');
}

/**
 * The `titled` key of a docs page whose title is short enough for a query
 * to name whole (its word forms, sorted); undefined for other pages. The
 * index files each such page under it, and the browser's ranking knows the
 * page by it among the results.
 */
export function namedTitleKey(title: string, scope: string): string | undefined {
  const forms = titleWords(title);
  return isDocsScope(scope) && forms.length > 0 && forms.length <= namedTitleLength ? titleKey(forms) : undefined;
}

/** A query names this many of its word forms at most, so that a long one stays a few hundred keys. */
const namingForms = 12;

/** The keys (`namedTitleKey`) of every short title whose words the text names, in any order, each once. */
export function titleKeysNamedIn(text: string): string[] {
  const forms = [...new Set(wordsIn(text).map(stem))].slice(0, namingForms).sort();
  const keys: string[] = [];
  const extend = (chosen: string[], from: number) => {
    for (let index = from; index < forms.length; index++) {
      const key = [...chosen, forms[index]!];
      keys.push(key.join(' '));
      if (key.length < namedTitleLength) {
        extend(key, index + 1);
      }
    }
  };
  extend([], 0);
  return keys;
}
