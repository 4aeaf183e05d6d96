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
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {buildSearchIndex} from './buildIndex';
import {docKeywordsByPath} from './pages';
import {recordSearchIndex} from './builtIndexes';
import {searchPagePath} from './searchPagePath';
import {apiSidebarId} from '../../data/sidebarIds';
import {sidebarDocIds} from '../../utils/sidebarDocIds';

export default function searchPagefindPlugin(context: LoadContext): Plugin {
  const themePath = path.join(__dirname, 'theme');
  // "<version>:<doc id>" of the docs in each version's reference sidebar.
  const referenceDocs = new Set<string>();
  // Each doc's `keywords` front matter (readers' words for what it answers), by its path under the base URL.
  let keywordsByPath = new Map<string, string[]>();
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
    async allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      keywordsByPath = docKeywordsByPath(Object.values(docsInstances), context.baseUrl);
      const docs = docsInstances.default;
      for (const version of docs?.loadedVersions ?? []) {
        for (const id of sidebarDocIds(version.sidebars[apiSidebarId] ?? [])) {
          referenceDocs.add(`${version.versionName}:${id}`);
        }
      }
      // Without it every page would rank as a guide, silently.
      if (docs && referenceDocs.size === 0) {
        throw new Error(`Search index: no docs version has a sidebar named "${apiSidebarId}" (apiSidebarId in src/data/sidebarIds.ts).`);
      }
    },
    async postBuild({outDir}) {
      const started = Date.now();
      // Recorded before any await: the PWA plugin waits for it to precache the index.
      const summary = await recordSearchIndex(outDir, buildSearchIndex(outDir, context.baseUrl, referenceDocs, keywordsByPath));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[search] Indexed ${summary.pages} pages into ${path.relative(context.siteDir, outDir)}/pagefind in ${seconds} s.`);
    },
  };
}
