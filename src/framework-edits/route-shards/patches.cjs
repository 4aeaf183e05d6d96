/**
 * The source edits behind ./index.ts, as an Rspack loader for the browser
 * build (src/framework-edits/modulePatches.cjs: each edit must find its exact text, or
 * the build fails and names this file). With the route table in shards,
 * `main.js` starts with the routes of no part of the site:
 * - the app renders the route table as it is at each navigation, not as it
 *   was when its module loaded;
 * - `preload`, which Docusaurus awaits before the first render and before
 *   each client-side navigation, first loads the shard of the address;
 * - `normalizeLocation` asks whether an address ending in `.html` is a route
 *   of its own from a list written at build time (./routeLoader.ts), since
 *   the route may be in a shard not loaded yet.
 */
const {definePatchLoader} = require('../modulePatches.cjs');

const routeLoader = JSON.stringify('@route-shards/loader');

const patches = [
  {
    // The app rendered the route table once, when its module loaded; shards added later were never matched.
    // A component that renders it on every location change sees them (PendingNavigation shows the new
    // location only once its shard has loaded).
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]App\.js$/,
    edits: [
      {
        find: 'const routesElement = renderRoutes(routes);\n',
        replace:
          'function RoutesFromTable__rs() {\n    useLocation();\n    return renderRoutes(routes);\n}\n' +
          'const routesElement = <RoutesFromTable__rs />;\n',
      },
    ],
  },
  {
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
    edits: [
      {
        find: 'export default function preload(pathname) {\n',
        replace: 'export default async function preload(pathname) {\n    await ensureRoutesFor__rs(pathname);\n',
      },
    ],
    prepend: `import {ensureRoutesFor as ensureRoutesFor__rs} from ${routeLoader};\n`,
  },
  {
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]normalizeLocation\.js$/,
    edits: [
      {
        find: '    const matchedRoutes = matchRoutes(routes, location.pathname);\n    if (matchedRoutes.some(({ route }) => route.exact === true)) {\n',
        replace: '    if (isExactRoute__rs(location.pathname)) {\n',
      },
    ],
    prepend: `import {isExactRoute as isExactRoute__rs} from ${routeLoader};\n`,
  },
];

module.exports = definePatchLoader(patches, 'src/framework-edits/route-shards/patches.cjs');
