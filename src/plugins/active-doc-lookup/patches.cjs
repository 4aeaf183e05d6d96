/**
 * The source edits behind ./index.ts, as an Rspack loader for both builds
 * (src/utils/modulePatches.cjs: each edit must find its exact text, or the
 * build fails and names this file). `getActiveDocContext` asks
 * ./activeDocLookup.ts instead of scanning the docs.
 */
const path = require('node:path');
const {definePatchLoader} = require('../../utils/modulePatches.cjs');

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
];

module.exports = definePatchLoader(patches, 'src/plugins/active-doc-lookup/patches.cjs');
