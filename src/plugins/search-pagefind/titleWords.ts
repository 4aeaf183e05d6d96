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
