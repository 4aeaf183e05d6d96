import path from 'node:path';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';

/** The theme colour of the installed app and of the browser chrome around it. */
export const pwaThemeColor = '#2e8555';

/**
 * Offline mode (spec §4, §9) turns on for readers who installed the site as an
 * app, who run it in a standalone window, or who ask for it with
 * `?offlineMode=true`. The "always", "mobile" and "saveData" strategies exist
 * in the plugin but are deliberately not active here: they would make every
 * phone reader download the precache without asking for it.
 */
export const offlineModeActivationStrategies = ['appInstalled', 'standalone', 'queryString'] satisfies PwaOptions['offlineModeActivationStrategies'];

export const pwa = {
  debug: process.env.PWA_DEBUG === 'true',
  offlineModeActivationStrategies,
  // Runtime caching and the offline page; the precache is chosen by the
  // wrapper in src/plugins/pwa/.
  swCustom: path.join(__dirname, '../plugins/pwa/swCustom.js'),
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: pwaThemeColor},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/apple-touch-icon.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/logo.svg', color: pwaThemeColor},
    {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/pwa/icon-144.png'},
    {tagName: 'meta', name: 'msapplication-TileColor', content: pwaThemeColor},
  ],
} satisfies Partial<PwaOptions>;
