/**
 * Edits to @docusaurus/core/lib/client/App.js, the app around every page.
 */
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/core/lib/client/App.js',
  sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
  parts: {
    'route-shards': {
      ...partFacts['route-shards'],
      changes:
        'The app rendered the route table once, when its module loaded, so routes from shards loaded later were ' +
        'never matched. A component that renders the table at every location change sees them (PendingNavigation ' +
        'shows the new location only once its shard has loaded).',
      edits: [
        {
          find: 'const routesElement = renderRoutes(routes);\n',
          replace:
            'function RoutesFromTable__rs() {\n    useLocation();\n    return renderRoutes(routes);\n}\n' + 'const routesElement = <RoutesFromTable__rs />;\n',
        },
      ],
    },
  },
};
