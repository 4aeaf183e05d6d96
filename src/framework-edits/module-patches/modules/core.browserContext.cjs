/**
 * Edits to @docusaurus/core/lib/client/browserContext.js, which says when
 * the page runs in a browser rather than being rendered on the server.
 */
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/core/lib/client/browserContext.js',
  sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
  parts: {
    'post-hydration-transitions': {
      ...partFacts['post-hydration-transitions'],
      changes:
        'isBrowser turns true in a transition: what renders then (BrowserOnly parts such as code block buttons and ' +
        'the search box, ThemedImage, the data-has-hydrated attribute) renders in slices after hydration.',
      edits: [{find: 'setIsBrowser(true);', replace: 'startTransition__pht(() => setIsBrowser(true));'}],
      prepend: "import {startTransition as startTransition__pht} from 'react';\n",
    },
  },
};
