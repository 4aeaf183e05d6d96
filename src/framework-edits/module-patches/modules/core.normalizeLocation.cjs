/**
 * Edits to @docusaurus/core/lib/client/normalizeLocation.js, which decides
 * whether an address ending in .html names a route of its own.
 */
const partFacts = require('../parts.cjs');

const routeLoader = JSON.stringify('@route-shards/loader');

module.exports = {
  module: '@docusaurus/core/lib/client/normalizeLocation.js',
  sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
  parts: {
    'route-shards': {
      ...partFacts['route-shards'],
      changes:
        'It matched the address against the whole route table, which may not be loaded yet: it now asks a list ' +
        'of the exact routes written at build time (../route-shards/routeLoader.ts).',
      edits: [
        {
          find: '    const matchedRoutes = matchRoutes(routes, location.pathname);\n    if (matchedRoutes.some(({ route }) => route.exact === true)) {\n',
          replace: '    if (isExactRoute__rs(location.pathname)) {\n',
        },
      ],
      prepend: `import {isExactRoute as isExactRoute__rs} from ${routeLoader};\n`,
    },
  },
};
