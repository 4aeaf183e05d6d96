/**
 * Keeps the classic theme's tab sets from being rebuilt right after
 * hydration, in the browser build.
 *
 * The theme keys its Tabs on `useIsBrowser()`, so that every tab set (and
 * every code block in it) is unmounted and mounted again once the page has
 * hydrated: a stopgap from before tabs synced their saved choice in an
 * effect. Tab sets now hydrate with the server's choice and then switch to
 * the reader's saved or linked tab in a layout effect, as any update; the
 * rebuild only cost time, a good part of the long task after hydration on
 * pages with several tab sets (the installation page has five). Here the
 * Tabs module alone reads `useIsBrowser` from ./alwaysInBrowser.ts, so its
 * key never changes. The unit test fails if the theme starts using the
 * value for anything else.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const themeTabsModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/;

export default function tabsWithoutRemountPlugin(): Plugin {
  return {
    name: 'tabs-without-remount',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: themeTabsModule,
              resolve: {alias: {'@docusaurus/useIsBrowser': path.join(__dirname, 'alwaysInBrowser.ts')}},
            },
          ],
        },
      };
    },
  };
}
