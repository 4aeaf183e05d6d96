/**
 * The test docs hold exactly nine drafts, and a production build routes none
 * of them. The docs plugin itself loads the content, in production mode, so
 * the count and the routes are the ones `docusaurus build` would produce.
 */
import path from 'node:path';
import type {LoadContext, PluginConfig, RouteConfig} from '@docusaurus/types';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {loadI18n} from '@docusaurus/core/lib/server/i18n';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const siteDir = path.resolve(__dirname, '..');

/**
 * The parts of the build context the docs plugin reads. Docusaurus' own
 * loadContext() also loads the bundler, which Jest cannot import.
 */
async function loadDocsContext(): Promise<LoadContext> {
  const {siteConfig, siteConfigPath} = await loadSiteConfig({siteDir});
  const i18n = await loadI18n({
    siteDir,
    config: siteConfig,
    currentLocale: siteConfig.i18n.defaultLocale,
    automaticBaseUrlLocalizationDisabled: false,
  });
  return {
    siteDir,
    siteConfig,
    siteConfigPath,
    i18n,
    baseUrl: siteConfig.baseUrl,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    outDir: path.join(siteDir, 'build'),
    localizationDir: path.join(siteDir, 'i18n', 'en'),
    codeTranslations: {},
  } as LoadContext;
}

/** Every route path in a route tree, nested routes included. */
function routePaths(routes: RouteConfig[]): string[] {
  return routes.flatMap((route) => [route.path, ...routePaths(route.routes ?? [])]);
}

let content: LoadedContent;
let routes: string[];

beforeAll(async () => {
  // Drafts are a production-only concept: the plugin reads NODE_ENV when created.
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // The site config is read by Docusaurus' own loader, as the build reads it.
    const context = await loadDocsContext();
    const entry = (context.siteConfig.plugins as PluginConfig[]).find(
      (plugin): plugin is [string, {id?: string}] => Array.isArray(plugin) && plugin[1]?.id === 'docs-tests',
    );
    if (!entry) {
      throw new Error('No docs plugin with id "docs-tests" in the site config');
    }
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      // Last-update data needs git history per file and changes nothing here.
      options: {...entry[1], showLastUpdateAuthor: false, showLastUpdateTime: false},
    }) as PluginOptions;
    const plugin = await pluginContentDocs(context, options);
    content = (await plugin.loadContent!()) as LoadedContent;

    const added: RouteConfig[] = [];
    await plugin.contentLoaded!({
      content,
      actions: {
        addRoute: (route) => added.push(route),
        createData: async (name) => path.join(context.generatedFilesDir, name),
        setGlobalData: () => {},
      },
    });
    routes = routePaths(added);
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
}, 60_000);

test('the test docs hold exactly nine drafts', () => {
  const [version] = content.loadedVersions;
  expect(version.drafts.map((doc) => doc.id).sort()).toEqual(
    [
      'draft-at-root',
      'tagged/draft-tagged',
      'visibility/only-drafts/first-draft',
      'visibility/only-drafts/nested/nested-draft',
      'visibility/only-drafts/second-draft',
      'visibility/renamed-draft',
      'visibility/some-drafts/nested/unfinished-nested',
      'visibility/some-drafts/unfinished',
      'visibility/draft-with-slug',
    ].sort(),
  );
});

test('no draft is routed in a production build', () => {
  const [version] = content.loadedVersions;
  // The routes exist for the published docs, so an empty list cannot pass this by accident.
  // Core adds the trailing slash later (trailingSlash: true); compare without it.
  const withoutSlash = (route: string) => route.replace(/\/$/, '');
  const routed = new Set(routes.map(withoutSlash));
  expect(routed).toContain('/tests/docs/visibility/overview');
  const drafts = version.drafts.map((doc) => withoutSlash(doc.permalink));
  expect(drafts).toHaveLength(9);
  expect(drafts).toContain('/tests/docs/visibility/draft-custom-slug');
  expect(drafts.filter((permalink) => routed.has(permalink))).toEqual([]);
});

test('drafts are missing from the published docs and from every sidebar', () => {
  const [version] = content.loadedVersions;
  const draftIds = new Set(version.drafts.map((doc) => doc.id));
  expect(version.docs.filter((doc) => draftIds.has(doc.id))).toEqual([]);
  const sidebarText = JSON.stringify(version.sidebars);
  expect([...draftIds].filter((id) => sidebarText.includes(`"${id}"`))).toEqual([]);
});
