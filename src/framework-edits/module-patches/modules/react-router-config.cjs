/**
 * Edits to react-router-config/esm/react-router-config.js: `matchRoutes`,
 * which Docusaurus's `preload` runs on the route table before every render.
 */
const path = require('node:path');
const partFacts = require('../parts.cjs');

const lookupModule = JSON.stringify(path.join(__dirname, '../../active-doc-lookup/activeDocLookup.ts'));

module.exports = {
  module: 'react-router-config/esm/react-router-config.js',
  sha256: '70a542193f5cf957aea639cc54b9a944cdbf301a17b1bf25ef323c11653cd991',
  parts: {
    'active-doc-lookup': {
      ...partFacts['active-doc-lookup'],
      changes:
        '`matchRoutes` walks only the route that the table (../active-doc-lookup/activeDocLookup.ts) names for the ' +
        'address, instead of every route of a docs version (one per doc); routes the table does not know are walked as before.',
      upstream: 'none found; React Router v8 (facebook/docusaurus#12201) removes react-router-config',
      deleteWhen: 'Docusaurus no longer matches routes through react-router-config',
      edits: [
        {
          find: '  routes.some(function (route) {\n',
          replace:
            '  var first__adl = firstMatchingRoute__adl(routes, pathname);\n' +
            '  (first__adl === undefined ? routes : first__adl === -1 ? [] : [routes[first__adl]]).some(function (route) {\n',
        },
      ],
      prepend: `import {firstMatchingRoute as firstMatchingRoute__adl} from ${lookupModule};\n`,
    },
  },
};
