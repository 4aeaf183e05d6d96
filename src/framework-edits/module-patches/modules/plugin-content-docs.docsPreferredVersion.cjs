/**
 * Edits to @docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js:
 * the reader's preferred docs version, read from storage after hydration.
 */
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js',
  sha256: 'eef363430b9a260d268c076c663448ba1c99e1e4fc4bc37b3ab3b9d44c608a45',
  parts: {
    'post-hydration-transitions': {
      ...partFacts['post-hydration-transitions'],
      changes: 'The preferred version read from storage (version dropdown, "latest version" links) is set in a transition.',
      edits: [
        {
          find: 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
          replace: 'startTransition__pht(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
        },
      ],
      prepend: "import {startTransition as startTransition__pht} from 'react';\n",
    },
  },
};
