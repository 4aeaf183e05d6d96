/**
 * What an MDX module imports as `@mdx-js/react` in the browser's bundle: the
 * installed module itself, unchanged, reached through a CommonJS module.
 * Being CommonJS, this stops Rspack's module concatenation at its first check
 * for each page (index.ts says why that matters).
 */
module.exports = require('@mdx-js/react');
