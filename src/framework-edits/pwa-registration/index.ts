/**
 * The service worker's registration in idle time, after hydration
 * (./registerSwWhenIdle.ts), with plugin-pwa's registerSw.js patched for the
 * later start (./patches.cjs). Handed to the site's PWA plugin
 * (src/plugins/pwa), which otherwise registers at startup as plugin-pwa does.
 */
import path from 'node:path';
import type {Registration} from '../../plugins/pwa';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {patchRules} = require('../modulePatches.cjs') as {patchRules: (loaderPath: string) => Registration['rules']};

export const idleRegistration: Registration = {
  clientModule: path.join(__dirname, 'registerSwWhenIdle.ts'),
  rules: patchRules(path.join(__dirname, 'patches.cjs')),
};
