/**
 * The site configuration as Docusaurus itself reads and validates it. Each
 * test pins a behaviour a reader sees (navbar order, footer groups, colours,
 * redirects, offline mode) to the value the spec asks for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {PluginOptions as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as DocsOptions} from '@docusaurus/plugin-content-docs';
import {loadValidatedConfig, siteDir} from './siteConfig';
import {clientRedirects, redirectsToHtmlRoute} from '../../src/config/redirects';
import {featureRequestsBoardToken, isDeployPreview, onlyIncludeVersions, resolveBaseUrl} from '../../src/config/site';

let config: DocusaurusConfig;
let themeConfig: ThemeConfig;

beforeAll(async () => {
  config = await loadValidatedConfig();
  themeConfig = config.themeConfig as ThemeConfig;
});

/** Options of a plugin declared as `['name', options]` (or `[pluginFunction, options]`) in `plugins`. */
function pluginOptions(name: string, id?: string): Record<string, unknown> {
  const entry = (config.plugins as PluginConfig[]).find(
    (plugin): plugin is [string, Record<string, unknown>] =>
      Array.isArray(plugin) &&
      (plugin[0] === name || (typeof plugin[0] === 'function' && plugin[0].name === name)) &&
      (id === undefined || (plugin[1] as {id?: string}).id === id),
  );
  if (!entry) {
    throw new Error(`No plugin "${name}"${id ? ` with id "${id}"` : ''} in docusaurus.config.ts`);
  }
  return entry[1];
}

/** The classic preset's options, with the docs and blog ones read as complete. */
type ClassicOptions = {docs: DocsOptions; blog: BlogOptions; debug?: boolean};

function presetOptions(): ClassicOptions {
  const [name, options] = config.presets[0] as [string, ClassicOptions];
  expect(name).toBe('classic');
  return options;
}

describe('site', () => {
  test('embeds the feedback board only when a board token is given', () => {
    expect(featureRequestsBoardToken({})).toBe('');
    expect(featureRequestsBoardToken({FEATURE_REQUESTS_BOARD_TOKEN: 'abc'})).toBe('abc');
    expect(config.customFields).toMatchObject({featureRequestsBoardToken: ''});
  });

  test('logs route changes only on deploy previews', () => {
    expect(isDeployPreview({})).toBe(false);
    expect(isDeployPreview({DEPLOY_PREVIEW: 'true'})).toBe(true);
    expect(isDeployPreview({CONTEXT: 'deploy-preview'})).toBe(true);
    expect(isDeployPreview({CONTEXT: 'production', DEPLOY_PREVIEW: 'false'})).toBe(false);
    // The test build is a normal one: the client module stays silent.
    expect(config.customFields).toMatchObject({isDeployPreview: false});
    expect(config.clientModules).toContain('./src/clientModules/routeUpdateLog.ts');
  });

  test('has the product name, pipe title delimiter and trailing slashes', () => {
    expect(config.title).toBe('Docusaurus');
    expect(config.titleDelimiter).toBe('|');
    expect(config.trailingSlash).toBe(true);
    expect(config.baseUrlIssueBanner).toBe(true);
    expect(config.url).toBe('https://docusaurus.io');
  });

  test('fails the build on broken links and anchors', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  test('is English only, left to right', () => {
    expect(config.i18n.defaultLocale).toBe('en');
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.i18n.localeConfigs.en).toMatchObject({label: 'English', direction: 'ltr'});
  });

  test('builds with Docusaurus Faster and the v4 flags', () => {
    expect(config.future.faster).toMatchObject({
      rspackBundler: true,
      swcJsLoader: true,
      lightningCssMinimizer: true,
      ssgWorkerThreads: true,
    });
    expect(config.future.v4.removeLegacyPostBuildHeadAttribute).toBe(true);
  });

  test('keeps browser storage keys un-prefixed, so the colour mode is saved under "theme"', () => {
    expect(config.storage.namespace).toBe(false);
  });

  test('enables Mermaid diagrams in Markdown', () => {
    expect(config.markdown.mermaid).toBe(true);
  });
});

describe('BASE_URL', () => {
  test('defaults to the domain root', () => {
    expect(resolveBaseUrl({})).toBe('/');
  });

  test('accepts a sub-path', () => {
    expect(resolveBaseUrl({BASE_URL: '/preview/'})).toBe('/preview/');
  });

  test('rejects a path without slashes at both ends, naming the variable', () => {
    expect(() => resolveBaseUrl({BASE_URL: 'preview'})).toThrow(/BASE_URL must start and end with "\/"/);
  });
});

describe('navbar', () => {
  test('lists Docs, API, Blog, Showcase, Community, Tests (and its badge), versions, languages and GitHub in that order', () => {
    const items = themeConfig.navbar!.items!;
    const describeItem = (item: Record<string, unknown>) => item.label ?? item.type ?? item['aria-label'];
    expect(items.map(describeItem)).toEqual([
      'Docs',
      'API',
      'Blog',
      'Showcase',
      'Community',
      'Tests',
      'custom-testArea',
      'docsVersionDropdown',
      'localeDropdown',
      'GitHub repository',
    ]);
  });

  test('API opens the api sidebar', () => {
    const api = themeConfig.navbar!.items!.find((item) => item.label === 'API')!;
    expect(api).toMatchObject({type: 'docSidebar', sidebarId: 'api'});
  });

  test('Community links to the support page and stays active on every community page', () => {
    const community = themeConfig.navbar!.items!.find((item) => item.label === 'Community')!;
    expect(community.to).toBe('/community/support');
    const active = new RegExp(community.activeBaseRegex as string);
    expect(active.test('/community/team/')).toBe(true);
    expect(active.test('/docs/')).toBe(false);
  });

  test('the version dropdown ends with an "All versions" link to /versions', () => {
    const dropdown = themeConfig.navbar!.items!.find((item) => item.type === 'docsVersionDropdown')!;
    expect(dropdown.dropdownItemsAfter).toContainEqual({to: '/versions', label: 'All versions'});
  });

  test('hides on scroll and has a logo for each colour mode', () => {
    expect(themeConfig.navbar!.hideOnScroll).toBe(true);
    expect(themeConfig.navbar!.logo).toMatchObject({src: 'img/logo.svg', srcDark: 'img/logo-dark.svg'});
    for (const file of ['logo.svg', 'logo-dark.svg']) {
      expect(fs.existsSync(path.join(siteDir, 'static/img', file))).toBe(true);
    }
  });
});

describe('footer', () => {
  test('is dark with the Learn, Community, More and Legal groups, none empty', () => {
    const footer = themeConfig.footer!;
    expect(footer.style).toBe('dark');
    const groups = footer.links as {title: string; items: unknown[]}[];
    expect(groups.map((group) => group.title)).toEqual(['Learn', 'Community', 'More', 'Legal']);
    for (const group of groups) {
      expect(group.items.length).toBeGreaterThan(0);
    }
    expect(footer.copyright).toContain(String(new Date().getFullYear()));
  });
});

describe('theme behaviour', () => {
  test('colour mode starts light, can be switched and follows the system preference', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  test('the announcement bar has an id, HTML content and can be closed', () => {
    const bar = themeConfig.announcementBar!;
    expect(bar.id).not.toBe('announcement-bar'); // the theme's fallback id
    expect(bar.content).toMatch(/<a href="\/[^"]*">/);
    expect(bar.isCloseable).toBe(true);
  });

  test('docs sidebar is hideable and auto-collapses; the chosen version persists', () => {
    expect(themeConfig.docs).toEqual({
      versionPersistence: 'localStorage',
      sidebar: {hideable: true, autoCollapseCategories: true},
    });
  });

  test('tables of contents show heading levels 2 and 3', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  test('code blocks have the error-line magic comment', () => {
    expect(themeConfig.prism!.magicComments!.map((comment) => comment.line)).toEqual(['highlight-next-line', 'error-next-line']);
  });

  test('has a social card image that exists', () => {
    expect(themeConfig.image).toBe('img/social-card.png');
    expect(fs.existsSync(path.join(siteDir, 'static', themeConfig.image!))).toBe(true);
  });
});

describe('content plugins', () => {
  test('docs: Canary is the current and latest version, at /docs', () => {
    const {docs} = presetOptions();
    expect(docs.routeBasePath).toBe('docs');
    expect(docs.lastVersion).toBe('current');
    expect(docs.versions.current).toEqual({label: 'Canary', path: ''});
  });

  test('every version configured in docusaurus.config.ts is listed in versions.json', () => {
    const {docs} = presetOptions();
    const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
    expect(Object.keys(docs.versions).filter((name) => name !== 'current')).toEqual(versions);
  });

  test('every version is built unless DOCS_VERSIONS narrows it for a local loop', () => {
    expect(presetOptions().docs.onlyIncludeVersions).toBeUndefined();
    expect(onlyIncludeVersions({DOCS_VERSIONS: 'current, 2.x'})).toEqual(['current', '2.x']);
    expect(onlyIncludeVersions({DOCS_VERSIONS: ''})).toBeUndefined();
  });

  test('older versions show the "not the latest" banner', () => {
    const {docs} = presetOptions();
    expect(docs.versions['3.0.0-rc.1'].banner).toBe('unmaintained');
    expect(docs.versions['2.x'].banner).toBe('unmaintained');
  });

  test('blog: 5 posts a page, every post in the sidebar, tags must be declared', () => {
    const {blog} = presetOptions();
    expect(blog.postsPerPage).toBe(5);
    expect(blog.blogSidebarCount).toBe('ALL');
    expect(blog.onInlineTags).toBe('throw');
  });

  test('debug pages are built in production', () => {
    expect(presetOptions().debug).toBe(true);
  });

  test('community is a second docs instance at /community', () => {
    expect(pluginOptions('content-docs', 'community')).toMatchObject({
      routeBasePath: 'community',
      sidebarPath: './sidebarsCommunity.ts',
    });
  });
});

describe('redirects', () => {
  // The security-headers plugin runs client-redirects with these options (its redirect pages must exist
  // before it hashes their scripts); the e2e suite follows the redirects in the build.
  const redirects = () => clientRedirects.redirects as {from: string | string[]; to: string}[];

  function target(from: string): string | undefined {
    return redirects().find((redirect) => [redirect.from].flat().includes(from))?.to;
  }

  test.each(['support', 'team', 'resources'])('old docs page /docs/%s (and its /docs/next variant) goes to the community page', (page) => {
    expect(target(`/docs/${page}`)).toBe(`/community/${page}`);
    expect(target(`/docs/next/${page}`)).toBe(`/community/${page}`);
  });

  test('/home goes to the home page', () => {
    expect(target('/home')).toBe('/');
  });

  test('a page whose address ends in .html is also reached without it, except the not-found page', () => {
    expect(redirectsToHtmlRoute('/tests/docs/dummy.html/')).toEqual(['/tests/docs/dummy']);
    expect(redirectsToHtmlRoute('/tests/blog/x/y/z.html')).toEqual(['/tests/blog/x/y/z']);
    expect(redirectsToHtmlRoute('/docs/installation/')).toBeUndefined();
    expect(redirectsToHtmlRoute('/404.html/')).toBeUndefined();
    expect(redirectsToHtmlRoute('/404.html')).toBeUndefined();
  });
});

describe('images and offline mode', () => {
  test('ideal image makes 2 sizes between 640 and 1030 px at quality 70', () => {
    expect(pluginOptions('ideal-image')).toMatchObject({quality: 70, max: 1030, min: 640, steps: 2});
  });

  test('offline mode turns on for installed apps, standalone windows and ?offlineMode=true only', () => {
    const pwa = pluginOptions('pwaPlugin');
    expect([...(pwa.offlineModeActivationStrategies as string[])].sort()).toEqual(['appInstalled', 'queryString', 'standalone']);
  });

  test('the PWA head links the manifest and sets the theme colour', () => {
    const head = pluginOptions('pwaPlugin').pwaHead as Record<string, string>[];
    expect(head).toContainEqual(expect.objectContaining({rel: 'manifest', href: '/manifest.json'}));
    expect(head).toContainEqual(expect.objectContaining({name: 'theme-color'}));
  });

  test("a tab's icon is the small favicon: the PWA head adds no large second one for browsers to download as well", () => {
    const head = pluginOptions('pwaPlugin').pwaHead as Record<string, string>[];
    expect(head.filter((tag) => tag.rel === 'icon')).toEqual([]);
  });
});

describe('colours', () => {
  const css = fs.readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start).toBeGreaterThanOrEqual(0);
    return css.slice(start, css.indexOf('}', start));
  };
  const variable = (scope: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block(scope))?.[1];
  const shades = ['', '-dark', '-darker', '-darkest', '-light', '-lighter', '-lightest'];

  test.each([
    [':root', '#2e8555', '#ffffff'],
    ["[data-theme='dark']", '#25c2a0', '#181920'],
  ])('%s: primary %s on background %s, with all seven shades', (scope, primary, background) => {
    expect(variable(scope, 'ifm-color-primary')).toBe(primary);
    expect(variable(scope, 'ifm-background-color')).toBe(background);
    for (const shade of shades) {
      expect(variable(scope, `ifm-color-primary${shade}`)).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('math', () => {
  test("KaTeX's stylesheet is bundled into the site's own, not loaded from another origin", () => {
    expect(config.stylesheets).toEqual([]);
    expect(JSON.stringify(config.presets)).toContain('katex.min.css');
  });
});

describe('installed app', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'static/manifest.json'), 'utf8'));

  test('the manifest makes a standalone app that works under any base URL', () => {
    expect(manifest).toMatchObject({display: 'standalone', short_name: 'Docusaurus'});
    // Relative start URL and scope resolve against the manifest's own URL.
    expect(manifest.start_url.startsWith('./')).toBe(true);
    expect(manifest.scope).toBe('./');
  });

  test('every icon the manifest and the PWA head name exists, from 72 to 512 px, maskable included', () => {
    const icons = manifest.icons as {src: string; sizes: string; purpose?: string}[];
    const sizes = icons.map((icon) => Number(icon.sizes.split('x')[0]));
    expect(Math.min(...sizes)).toBe(72);
    expect(Math.max(...sizes)).toBe(512);
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    const headFiles = (pluginOptions('pwaPlugin').pwaHead as Record<string, string>[])
      .map((tag) => tag.href ?? tag.content)
      .filter((value) => value.startsWith('/') && path.extname(value));
    for (const file of [...icons.map((icon) => icon.src), ...headFiles]) {
      expect(fs.existsSync(path.join(siteDir, 'static', file))).toBe(true);
    }
  });
});
