/**
 * Words readers search for that no page of the site uses, each with the words
 * the pages use for the same thing. The browser searches for the pages' words
 * instead and says so, as it does for a misspelling ("Showing results for
 * navbar"). The build fails when an entry would never apply (the pages use
 * the reader's word, or a word it starts) or would find nothing (the pages
 * lack a word it gives): see `checkReadersWords`.
 *
 * Some entries split a word that readers join and the pages write as two
 * ("frontmatter" → "front matter"). Code names join them too (`frontMatter`),
 * so the index knows the joined word, but only from code: such an entry
 * always applies. Pagefind indexes a name's parts as words, so the two words
 * still find the code.
 *
 * Add a word when readers search for it and find nothing or the wrong pages;
 * prefer adding it to the right page's `keywords` when one page answers it.
 */
import {isKnownWord, wordsOf} from './vocabulary';

export const readersWordsFile = 'src/plugins/search-pagefind/readersWords.ts';

export const readersWords: Readonly<Record<string, string>> = {
  // Hosting a site under a path of a domain: the pages say subfolder (and subpath).
  subdirectories: 'subfolders',
  // The list of a page's headings beside it.
  rightbar: 'table of contents',
  // The bar at the top of every page.
  menubar: 'navbar',
  topbar: 'navbar',
  // Head metadata.
  opengraph: 'open graph',
  jsonld: 'json-ld',
  // Diagrams and equations: the pages name the libraries the site uses.
  uml: 'diagrams',
  mathjax: 'math',
  // A section that opens and closes: the Markdown `<details>` element.
  accordion: 'details',
  // Joined by readers and code names, two words in the pages' prose.
  frontmatter: 'front matter',
  darkmode: 'dark mode',
  lightmode: 'light mode',
};

/** An entry that splits the reader's word into the pages' two words. */
const splits = (readers: string, pages: string) => pages.includes(' ') && pages.replace(/ /g, '') === readers;

/** The pages' words for a word no page uses, if the list has it. */
export function pagesWordsFor(word: string, words: ReadonlySet<string>): string | undefined {
  const replacement = readersWords[word];
  return replacement !== undefined && (splits(word, replacement) || !isKnownWord(word, words)) ? replacement : undefined;
}

/**
 * The entries that would never apply or would find nothing, each as a line
 * that says why, against the index's vocabulary (words of three letters or
 * more, as `buildVocabulary` keeps them).
 */
export function checkReadersWords(words: ReadonlySet<string>, entries: Readonly<Record<string, string>> = readersWords): string[] {
  return Object.entries(entries).flatMap(([readers, pages]) => {
    const problems: string[] = [];
    if (!/^[a-z]+$/.test(readers)) {
      problems.push(`"${readers}": a reader's word is one word of lowercase letters`);
    } else if (!splits(readers, pages) && isKnownWord(readers, words)) {
      problems.push(`"${readers}": pages now use this word (or a word it starts), so the entry never applies: remove it`);
    }
    const missing = wordsOf(pages).filter((word) => word.length >= 3 && !words.has(word));
    if (missing.length > 0) {
      problems.push(`"${readers}" → "${pages}": no page uses ${missing.map((word) => `"${word}"`).join(', ')}`);
    }
    return problems;
  });
}
