/**
 * Edits to @docusaurus/core/lib/client/renderToHtml.js, which renders each
 * page to HTML during the build.
 */
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/core/lib/client/renderToHtml.js',
  sha256: '4d5277baa8caa44548fbbde99c650312231837d849132671b36050df8505bf9c',
  parts: {
    'inline-boundaries': {
      ...partFacts['inline-boundaries'],
      changes:
        'React renders every Suspense boundary in place (progressiveChunkSize: Infinity): the build waits for the whole ' +
        'page anyway, so a large boundary is no longer written as its fallback plus a hidden copy that an inline script ' +
        'moves into place after the page has been parsed.',
      edits: [{find: 'renderToPipeableStream(app, {', replace: 'renderToPipeableStream(app, {\n            progressiveChunkSize: Infinity,'}],
    },
  },
};
