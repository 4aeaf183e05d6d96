/**
 * Edits to @docusaurus/plugin-pwa/lib/registerSw.js, which registers the
 * service worker. Here it runs in idle time after hydration
 * (../pwa-registration/registerSwWhenIdle.ts), which moved two things it does.
 */
const path = require('node:path');
const partFacts = require('../parts.cjs');

const importFrom = (name, file) => `import {${name} as ${name}__pwa} from ${JSON.stringify(path.join(__dirname, '../../pwa-registration', file))};\n`;

module.exports = {
  module: '@docusaurus/plugin-pwa/lib/registerSw.js',
  sha256: '7352aeba575b764c8d11b6c8ef18b48d05e6e7755500949bb2ab1795435863ae',
  parts: {
    'pwa-registration': {
      ...partFacts['pwa-registration'],
      changes:
        'Its "queryString" strategy read `location.search` when it ran, after the reader may have followed a link: ' +
        'it reads the address the page opened with (../pwa-registration/startupQuery.ts). It logged the aborted ' +
        'downloads of a page being left as failures: they go through ../pwa-registration/reportRegistrationError.ts.',
      edits: [
        {
          find: "queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',",
          replace: "queryString: () => new URLSearchParams(startupQuery__pwa).get('offlineMode') === 'true',",
        },
        {
          find: "registerSW().catch((e) => console.error('registerSW failed', e));",
          replace: "registerSW().catch((e) => reportRegistrationError__pwa('registerSW failed', e));",
        },
      ],
      prepend: importFrom('startupQuery', 'startupQuery.ts') + importFrom('reportRegistrationError', 'reportRegistrationError.ts'),
    },
  },
};
