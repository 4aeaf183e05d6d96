/**
 * Edits to @docusaurus/theme-common/lib/hooks/useWindowSize.js, which tells
 * the navbar, docs sidebar and table of contents whether the window is a
 * phone's or a desktop's.
 */
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
  sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  parts: {
    'post-hydration-transitions': {
      ...partFacts['post-hydration-transitions'],
      changes: 'The first answer after hydration ("ssr" becomes "mobile" or "desktop") is a transition; resizes stay urgent.',
      edits: [{find: '        updateWindowSize();\n', replace: '        startTransition__pht(updateWindowSize);\n'}],
      prepend: "import {startTransition as startTransition__pht} from 'react';\n",
    },
  },
};
