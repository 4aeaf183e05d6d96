/**
 * The site's own search when no hosted search (Algolia) is configured: a
 * Pagefind index built from the production pages after the build, a navbar
 * search box and a /search/ page that query it in the browser. Works
 * offline, in CI and on forks, with no service to reach.
 *
 * It is a theme: it provides `@theme/SearchBar` and `@theme/SearchPage`.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {buildSearchIndex} from './buildIndex';
import {recordSearchIndex} from './builtIndexes';
import {searchPagePath} from './searchPagePath';


export default function searchPagefindPlugin(context: LoadContext): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'search-pagefind',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, searchPagePath, '/']),
        exact: true,
        component: '@theme/SearchPage',
      });
    },
    async postBuild({outDir}) {
      const started = Date.now();
      // Recorded before any await: the PWA plugin waits for it to precache the index.
      const summary = await recordSearchIndex(outDir, buildSearchIndex(outDir, context.baseUrl));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[search] Indexed ${summary.pages} pages into ${path.relative(context.siteDir, outDir)}/pagefind in ${seconds} s.`);
    },
  };
}
