/**
 * Edits to @docusaurus/core/lib/client/normalizeLocation.js, which decides
 * whether an address ending in .html names a route of its own.
 */
const routeLoader = JSON.stringify('@route-shards/loader');

module.exports = {
  module: '@docusaurus/core/lib/client/normalizeLocation.js',
  sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
  parts: {
    'route-shards': {
      changes:
        'It matched the address against the whole route table, which may not be loaded yet: it now asks a list ' +
        'of the exact routes written at build time (../route-shards/routeLoader.ts).',
      buys: 'PERFORMANCE.md, "Why the site is built this way" (route-shards) and "First load"',
      upstream: 'facebook/docusaurus#7256 asks for the route table out of main.js',
      deleteWhen: 'main.js no longer carries every route, chunk name and registry entry',
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
