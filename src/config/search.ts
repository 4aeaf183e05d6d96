/**
 * Search (spec §2, issue "Search that works everywhere"). By default a local
 * index built from the production pages, which works offline, in CI and on
 * forks. When the three ALGOLIA_* variables are set at build time, Algolia
 * DocSearch replaces it (the classic preset adds its theme when
 * `themeConfig.algolia` is set).
 */
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {PluginOptions as LocalSearchOptions} from '@easyops-cn/docusaurus-search-local';

export const searchPagePath = 'search';

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
export function algoliaFromEnv(
  baseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): AlgoliaThemeConfig['algolia'] | undefined {
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

/**
 * The local index, split so nobody downloads it all: one docs index per
 * version (a reader on /docs/2.x/ gets the 2.x docs, never the three versions
 * mixed), and one each for the community, the blog and the changelog. The
 * search box searches the section being read and links to "all results"
 * (the /search/ page) for the rest. The test area is left out.
 */
export const localSearchOptions = {
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: ['docs', 'community'],
  blogRouteBasePath: ['blog', 'changelog'],
  docsDir: ['docs', 'versioned_docs', 'community'],
  blogDir: ['blog', 'changelog'],
  language: 'en',
  // Index file names carry a content hash: safe to cache forever, offline included.
  hashed: 'filename',
  ignoreFiles: [/^tests(\/|$)/, /^__docusaurus(\/|$)/],
  // Multi-line code examples are most of the index and make poor excerpts;
  // option names stay findable from the prose, tables and inline code.
  ignoreCssSelectors: ['pre', '.theme-code-block'],
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  searchContextByPaths: [
    {label: 'Docs', path: 'docs'},
    {label: 'Community', path: 'community'},
    {label: 'Blog', path: 'blog'},
    {label: 'Changelog', path: 'changelog'},
  ],
  // Pages outside these sections (home, showcase…) search everything.
  useAllContextsWithNoSearchContext: true,
} satisfies LocalSearchOptions;

/** The search theme to add to `themes`: none with Algolia (the preset adds it). */
export function searchThemes(algolia: unknown): PluginConfig[] {
  return algolia ? [] : [['@easyops-cn/docusaurus-search-local', localSearchOptions]];
}
