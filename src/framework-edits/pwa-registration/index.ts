/**
 * The service worker's registration in idle time, after hydration
 * (./registerSwWhenIdle.ts), with plugin-pwa's registerSw.js patched for the
 * later start (../module-patches/modules/plugin-pwa.registerSw.cjs). Handed to the site's PWA plugin
 * (src/plugins/pwa), which otherwise registers at startup as plugin-pwa does.
 */
import path from 'node:path';
import type {Registration} from '../../plugins/pwa';
import {patchRules} from '../module-patches';

export const idleRegistration: Registration = {
  clientModule: path.join(__dirname, 'registerSwWhenIdle.ts'),
  rules: patchRules('pwa-registration'),
};
