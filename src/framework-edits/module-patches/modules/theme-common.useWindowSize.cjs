/**
 * Edits to @docusaurus/theme-common/lib/hooks/useWindowSize.js, which tells
 * the navbar, docs sidebar and table of contents whether the window is a
 * phone's or a desktop's.
 */
module.exports = {
  module: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
  sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  parts: {
    'post-hydration-transitions': {
      changes: 'The first answer after hydration ("ssr" becomes "mobile" or "desktop") is a transition; resizes stay urgent.',
      buys: 'PERFORMANCE.md, "What each part buys" (post-hydration-transitions)',
      upstream: 'related: facebook/docusaurus#9051 and #11916',
      deleteWhen: 'Docusaurus makes this update in a transition itself',
      edits: [{find: '        updateWindowSize();\n', replace: '        startTransition__pht(updateWindowSize);\n'}],
      prepend: "import {startTransition as startTransition__pht} from 'react';\n",
    },
  },
};
