/**
 * Edits to @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js,
 * the docs plugin's client helpers: which docs plugin, version and doc an
 * address belongs to.
 */
const path = require('node:path');
const compareCodeUnits = require('../compareCodeUnits.cjs');
const partFacts = require('../parts.cjs');

const lookupModule = JSON.stringify(path.join(__dirname, '../../active-doc-lookup/activeDocLookup.ts'));

module.exports = {
  module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
  parts: {
    'active-doc-lookup': {
      ...partFacts['active-doc-lookup'],
      changes:
        "`getActiveDocContext` finds the address's doc, and `getDocVersionSuggestions` the doc's other versions, " +
        'by a table per version (../active-doc-lookup/activeDocLookup.ts) instead of scanning every doc; ' +
        'an address the table does not hold still goes through the original scan.',
      deleteWhen: 'the docs plugin finds the active doc without scanning every doc',
      edits: [
        {
          find: '    const activeDoc = activeVersion?.docs.find((doc) => !!matchPath(pathname, {\n',
          replace:
            '    const activeDoc = activeVersion && findDocByPath__adl(activeVersion.docs, pathname, () => activeVersion.docs.find((doc) => !!matchPath(pathname, {\n',
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
    'startup-without-icu': {
      ...partFacts['startup-without-icu'],
      changes:
        '`getActivePlugin` sorts the docs plugins\' paths so that "/docs/x" is tried before "/docs": by code units ' +
        'instead of `localeCompare`, which loads the locale data on first use.',
      edits: [{find: 'b[1].path.localeCompare(a[1].path)', replace: 'compareCodeUnits__icu(b[1].path, a[1].path)'}],
      append: compareCodeUnits,
    },
  },
};
