/**
 * Route paths that React Router's `path-to-regexp` (1.x) turns into a plain
 * text comparison: no route syntax and only ASCII characters. The active-doc
 * lookup (src/framework-edits/active-doc-lookup/activeDocLookup.ts) answers
 * such paths without a regular expression, and must agree with React Router
 * on which paths qualify and how letters compare.
 */

// path-to-regexp 1.x treats these as syntax: `\` escapes, `:name`, `(group)`, `*`.
const routeSyntax = /[\\:(*]/;
// eslint-disable-next-line no-control-regex -- the range starts at NUL on purpose: it is all of ASCII
const nonAscii = /[^\x00-\x7f]/;

/** @param {string} path */
const isPlainAsciiPath = (path) => !routeSyntax.test(path) && !nonAscii.test(path);

// The real expressions use the `i` flag without `u`, which folds ASCII letters only when the path is ASCII.
/** @param {string} text */
const asciiLowerCase = (text) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

module.exports = {nonAscii, isPlainAsciiPath, asciiLowerCase};
