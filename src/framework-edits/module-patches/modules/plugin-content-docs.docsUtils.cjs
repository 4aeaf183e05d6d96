/**
 * Edits to @docusaurus/plugin-content-docs/lib/client/docsUtils.js: the docs
 * root (`useDocRootMetadata`), which finds the doc route of the address and
 * renders it.
 */
const path = require('node:path');
const partFacts = require('../parts.cjs');

const lookupModule = JSON.stringify(path.join(__dirname, '../../active-doc-lookup/activeDocLookup.ts'));

module.exports = {
  module: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
  sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
  parts: {
    'active-doc-lookup': {
      ...partFacts['active-doc-lookup'],
      changes:
        "The docs root found the doc's route by a scan of the version's routes, then rendered a Switch of every " +
        'doc route, which scanned them again. Both now ask the table (../active-doc-lookup/activeDocLookup.ts), ' +
        'and the Switch gets only the route that matches.',
      deleteWhen: 'the docs root finds its route without scanning every doc route',
      edits: [
        {
          find: '    const currentDocRoute = docRoutes.find((docRoute) => matchPath(location.pathname, docRoute));\n',
          replace:
            '    const currentDocRoute = findDocRoute__adl(docRoutes, location.pathname, () => docRoutes.find((docRoute) => matchPath(location.pathname, docRoute)));\n',
        },
        {
          find: '    const docElement = renderRoutes(docRoutes);\n',
          replace: '    const docElement = renderRoutes(routesToRender__adl(docRoutes, location.pathname));\n',
        },
      ],
      prepend: `import {findDocRoute as findDocRoute__adl, routesToRender as routesToRender__adl} from ${lookupModule};\n`,
    },
  },
};
