/**
 * Word fingerprints of changelog entries, shared by the generator
 * (scripts/generate-changelog-fingerprints.mjs, which fingerprints the
 * upstream v2 changelog titles) and the check (./originality.test.ts, which
 * fingerprints our entries). Both sides must normalise text the same way, so
 * this is the only place that does it.
 *
 * An entry is reduced to a list of plain words: lower case, without the
 * leading label (our `**package, package**:` or an upstream
 * `fix(theme-classic):` prefix), without pull request references (our
 * `([#123](…) by @handle)`, upstream `#123` or `(#123)`), without link
 * addresses and markdown, with each version number and each inline code span
 * of several parts made a single word, and with every other character that
 * is not a letter or a digit turned into a word break. A fingerprint is the
 * start of the SHA-256 of words joined by single spaces: one for each run of
 * `runLength` consecutive words, and for an entry of `runLength` words or
 * fewer (unless all of them are code or versions), one for the whole entry.
 *
 * Plain CommonJS so that the .mjs script and the Jest test (compiled by SWC)
 * can both load it without a build step.
 */
const {createHash} = require('node:crypto');

/** Words in a run: long enough that sharing one is no accident. */
const runLength = 6;
/** Hex characters kept of each SHA-256 (48 bits). */
const hashLength = 12;

/** Our pull request reference: `([#123](https://…) by @handle)`, the author optional. */
const ourPullRequest = /\(\[#\d+\]\([^)]*\)(?:\s+by\s+@[A-Za-z0-9-]+(?:\[bot\])?)?\)/g;
/** A leading package label in bold, as our entries start: `**docusaurus, docusaurus-utils**:`. */
const packageLabel = /^\*\*[^*]+\*\*:\s*/;
/** A leading conventional-commit prefix, as upstream titles start: `fix(theme-classic)!:`. */
const commitPrefix = /^[a-z]+(?:\([^)]*\))?!?:\s+/i;

/** A fact (code, a version) as one lower-case word of letters and digits, marked with "=". */
function factWord(text) {
  const word = text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return word ? ` =${word} ` : ' ';
}

const isFact = (word) => word.startsWith('=');

/**
 * The plain words of one entry (a bullet's text, without the `- ` marker).
 * @param {string} text
 * @returns {string[]}
 */
function entryWords(text) {
  const plain = text
    .trim()
    .replace(/=/g, ' ')
    .replace(packageLabel, '')
    .replace(commitPrefix, '')
    .replace(ourPullRequest, ' ')
    // Markdown links and images keep their text, lose their address.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<?https?:\/\/[^\s>)]+>?/g, ' ')
    // Inline code made of several parts (a path, a CSS variable, a quoted
    // error message) and version numbers are facts: each becomes one word,
    // marked with "=", so that naming the same ones is not sharing wording.
    // A single identifier in code stays a plain word, as it is unquoted.
    .replace(/`+([^`]+)`+/g, (_, code) => (/^[A-Za-z0-9]+$/.test(code) ? ` ${code} ` : factWord(code)))
    .replace(/\bv?\d+(?:\.(?:\d+|x))+(?:-[a-z]+(?:\.\d+)?)?\b/gi, factWord)
    // Upstream pull request references: #123, (#123).
    .replace(/#\d+\b/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "doesn't" is one word, "isn't" too.
    .replace(/(\w)['’](\w)/g, '$1$2');
  return plain.split(/[^a-z0-9=]+/).filter(Boolean);
}

/**
 * @param {string[]} words
 * @returns {string}
 */
function hashWords(words) {
  return createHash('sha256').update(words.join(' ')).digest('hex').slice(0, hashLength);
}

/**
 * Fingerprints of every run of `runLength` consecutive words.
 * @param {string[]} words
 * @returns {string[]}
 */
function runHashes(words) {
  const hashes = [];
  for (let start = 0; start + runLength <= words.length; start += 1) {
    hashes.push(hashWords(words.slice(start, start + runLength)));
  }
  return hashes;
}

/**
 * Fingerprint of a whole short entry, or null when the entry is longer than
 * a run (its runs cover it) or has no words but facts (a list of renamed
 * options, say, is no one's wording).
 * @param {string[]} words
 * @returns {string | null}
 */
function shortEntryHash(words) {
  return words.length <= runLength && !words.every(isFact) ? hashWords(words) : null;
}

module.exports = {runLength, hashLength, entryWords, hashWords, runHashes, shortEntryHash};
