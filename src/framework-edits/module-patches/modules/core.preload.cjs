/**
 * Edits to @docusaurus/core/lib/client/preload.js, which Docusaurus awaits
 * before the first render and before each client-side navigation.
 */
const partFacts = require('../parts.cjs');

const routeLoader = JSON.stringify('@route-shards/loader');

module.exports = {
  module: '@docusaurus/core/lib/client/preload.js',
  sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  parts: {
    'route-shards': {
      ...partFacts['route-shards'],
      changes: '`preload` first loads the route shard of the address (../route-shards/routeLoader.ts), then matches it as before.',
      edits: [
        {
          find: 'export default function preload(pathname) {\n',
          replace: 'export default async function preload(pathname) {\n    await ensureRoutesFor__rs(pathname);\n',
        },
      ],
      prepend: `import {ensureRoutesFor as ensureRoutesFor__rs} from ${routeLoader};\n`,
    },
  },
};
