/**
 * The source edits to @docusaurus/plugin-pwa's registerSw.js, as an Rspack
 * loader (src/framework-edits/modulePatches.cjs: each edit must find its exact text, or
 * the build fails and names this file). The module runs in idle time after
 * hydration (./registerSwWhenIdle.ts), which moved two things it does:
 * - its "queryString" strategy read `location.search` then, after the reader
 *   may have followed a link: it reads the address the page opened with
 *   (./startupQuery.ts);
 * - it logged the aborted downloads of a page being left as failures: they
 *   go through ./reportRegistrationError.ts.
 */
const path = require('node:path');
const {definePatchLoader} = require('../modulePatches.cjs');

const importFrom = (name, file) => `import {${name} as ${name}__pwa} from ${JSON.stringify(path.join(__dirname, file))};\n`;

const patches = [
  {
    file: /[\\/]@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/,
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
];

module.exports = definePatchLoader(patches, 'src/framework-edits/pwa-registration/patches.cjs');
