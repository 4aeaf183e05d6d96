/**
 * The source edits behind ./index.ts, as an Rspack loader for both builds
 * (src/framework-edits/modulePatches.cjs: each edit must find its exact text, or the
 * build fails and names this file). `getActiveDocContext`, the docs root
 * (`useDocRootMetadata`) and react-router-config's `matchRoutes` (behind
 * `preload`) ask ./activeDocLookup.ts instead of scanning the docs or the
 * version's routes.
 */
const path = require('node:path');
const {definePatchLoader} = require('../modulePatches.cjs');

const lookupModule = JSON.stringify(path.join(__dirname, 'activeDocLookup.ts'));

const patches = [
  {
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    edits: [
      {
        find: '    const activeDoc = activeVersion?.docs.find((doc) => !!matchPath(pathname, {\n',
        replace: '    const activeDoc = activeVersion && findDocByPath__adl(activeVersion.docs, pathname, () => activeVersion.docs.find((doc) => !!matchPath(pathname, {\n',
      },
      {
        find: '        exact: true,\n        strict: false,\n    }));\n',
        replace: '        exact: true,\n        strict: false,\n    })));\n',
      },
      {
        find:
          '        const result = {};\n        data.versions.forEach((version) => {\n            version.docs.forEach((doc) => {\n' +
          '                if (doc.id === docId) {\n                    result[version.name] = doc;\n                }\n            });\n        });\n        return result;\n',
        replace: '        return alternateDocs__adl(data, docId);\n',
      },
    ],
    prepend: `import {findDocByPath as findDocByPath__adl, alternateDocs as alternateDocs__adl} from ${lookupModule};\n`,
  },
  {
    // The docs root found the doc's route by a scan, then rendered a Switch of every doc route, which scanned again.
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsUtils\.js$/,
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
  {
    // `preload` matches the address against the route table before every render; a docs version has a route per doc.
    file: /[\\/]react-router-config[\\/]esm[\\/]react-router-config\.js$/,
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
];

module.exports = definePatchLoader(patches, 'src/framework-edits/active-doc-lookup/patches.cjs');
