/**
 * Search (spec §2, issue "Search that works everywhere"). By default a local
 * Pagefind index built from the production pages (src/plugins/search-pagefind),
 * which works offline, in CI and on forks. When the three ALGOLIA_* variables
 * are set at build time, Algolia DocSearch replaces it (the classic preset
 * adds its theme when `themeConfig.algolia` is set).
 */
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import searchPagefindPlugin from '../plugins/search-pagefind';
import {searchPagePath} from '../plugins/search-pagefind/searchPagePath';

export {searchPagePath};

const algoliaVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** Links to these hosts in search results open as external links, not in-app routes. */
export const externalUrlRegex = 'v1\\.docusaurus\\.io|github\\.com/facebook/docusaurus';

/**
 * The hosted index holds production URLs (base path `/`). A build served
 * under another base path (a preview) rewrites them so results stay on it.
 */
export function replaceSearchResultPathname(baseUrl: string): {from: string; to: string} | undefined {
  return baseUrl === '/' ? undefined : {from: '/docs/', to: `${baseUrl}docs/`};
}

/**
 * DocSearch settings when all three variables are set; undefined when none
 * is. Setting only some of them is a mistake that fails the build by name.
 */
export function algoliaFromEnv(baseUrl: string, env: NodeJS.ProcessEnv = process.env): AlgoliaThemeConfig['algolia'] | undefined {
  const missing = algoliaVariables.filter((name) => !env[name]);
  if (missing.length === algoliaVariables.length) {
    return undefined;
  }
  if (missing.length > 0) {
    throw new Error(
      `Algolia search needs ${algoliaVariables.join(', ')}; missing: ${missing.join(', ')}. Set all three, or none to use the local search index.`,
    );
  }
  const replace = replaceSearchResultPathname(baseUrl);
  return {
    appId: env.ALGOLIA_APP_ID!,
    apiKey: env.ALGOLIA_API_KEY!,
    indexName: env.ALGOLIA_INDEX_NAME!,
    // Facet filters on the language and the docs version being read.
    contextualSearch: true,
    searchPagePath,
    externalUrlRegex,
    ...(replace && {replaceSearchResultPathname: replace}),
  } as AlgoliaThemeConfig['algolia'];
}

/** The search to add to `themes`: our local index, or none with Algolia (the preset adds DocSearch). */
export function searchThemes(algolia: unknown): PluginConfig[] {
  return algolia ? [] : [searchPagefindPlugin];
}
