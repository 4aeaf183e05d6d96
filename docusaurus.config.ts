/**
 * The site's configuration, read as a table of contents: each section's
 * values live in a small module under src/config/ (or website-tests/ for the
 * test area), and this file only assembles them.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {siteUrl, resolveBaseUrl, isDeployPreview, featureRequestsBoardToken} from './src/config/site';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcementBar} from './src/config/announcementBar';
import {prism} from './src/config/prism';
import {docs, communityDocs} from './src/config/docs';
import {blog} from './src/config/blog';
import {changelog} from './src/config/changelog';
import announcementBarResetPlugin from './src/plugins/announcement-bar-reset';
import changelogPlugin from './src/plugins/changelog';
import featureRequestsPlugin from './src/plugins/feature-requests';
import latestBlogPostsPlugin from './src/plugins/latest-blog-posts';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import pwaPlugin from './src/plugins/pwa';
import mathStylesheetPlugin, {katexStylesheet} from './src/plugins/math-stylesheet';
import {rehypePlugins, remarkPlugins} from './src/config/markdown';
import {clientRedirects} from './src/config/redirects';
import {idealImage} from './src/config/idealImage';
import {pwa} from './src/config/pwa';
import {algoliaFromEnv, searchThemes} from './src/config/search';
import {securityHeaders} from './src/config/securityHeaders';
import {fasterOptions} from './src/config/faster';
import securityHeadersPlugin from './src/plugins/security-headers';
import liveCodeFramePlugin from './src/plugins/live-code-frame';
import {liveCodeFolder} from './src/plugins/live-code-frame/folder';
import {testAreaPlugins} from './website-tests/config';
import {frameworkEdits as frameworkEditsLayer} from './src/framework-edits';
import {frameworkEditsOn} from './src/framework-edits/switch.cjs';

const baseUrl = resolveBaseUrl();
const algolia = algoliaFromEnv(baseUrl);
const liveCodeTheme = '@docusaurus/theme-live-codeblock';
const themes = [liveCodeTheme, '@docusaurus/theme-mermaid', ...searchThemes(algolia)];
const liveCode = themes.includes(liveCodeTheme);

// Everything that reaches past Docusaurus's public API, in one place (src/framework-edits/README.md);
// FRAMEWORK_EDITS=off: none of it, stock Docusaurus and our public-API plugins.
const frameworkEdits = frameworkEditsOn();
const edits = frameworkEditsLayer({algolia: algolia !== undefined});

const config = {
  title: 'Docusaurus',
  tagline: 'Documentation websites that stay fast, versioned and easy to maintain',
  titleDelimiter: '|',
  url: siteUrl,
  baseUrl,
  baseUrlIssueBanner: true,
  // The page is painted before the app's scripts start (src/framework-edits/startup/ssrTemplate.ts).
  ssrTemplate: edits.ssrTemplate,
  trailingSlash: true,
  favicon: 'img/favicon.png',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  customFields: {
    isDeployPreview: isDeployPreview(),
    featureRequestsBoardToken: featureRequestsBoardToken(),
  },
  clientModules: [
    './src/clientModules/normalizeHtmlAddress.ts',
    './src/clientModules/routeUpdateLog.ts',
    './src/clientModules/escapeClosesHoverMenus.ts',
    './src/clientModules/navbarFit.ts',
    './src/clientModules/announcementBarHeight.ts',
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', path: 'en'},
    },
  },

  // Zero tolerance: a broken link or anchor fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Keep `## Heading {#custom-id}` working: v4 turns this MDX 1 syntax off by
    // default, and explicit ids keep anchors stable when a heading is reworded.
    mdx1Compat: {headingIds: true},
  },

  // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads) and the
  // v4 behaviours, minus storage namespacing: the spec names the colour-mode
  // storage key `theme`, so keys must stay un-prefixed.
  // DOCUSAURUS_FASTER=false builds with webpack and Babel instead of Rspack
  // and SWC: only for `npm run bench:build`, which prints the speed-up.
  future: {
    v4: true,
    faster: process.env.DOCUSAURUS_FASTER === 'false' ? false : fasterOptions({bundlesApart: process.env.BUILD_BUNDLES === 'apart', frameworkEdits}),
  },
  storage: {namespace: false},

  presets: [
    [
      'classic',
      {
        debug: true, // /__docusaurus/debug/* must exist in production builds too
        docs,
        blog,
        pages: {remarkPlugins, rehypePlugins},
        // KaTeX's stylesheet in the one every page links, so math is styled before any script runs.
        theme: {customCss: ['./src/css/custom.css', katexStylesheet]},
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['content-docs', communityDocs],
    [changelogPlugin, changelog],
    ['ideal-image', idealImage],
    [pwaPlugin(edits.pwaRegistration), pwa],
    featureRequestsPlugin,
    // A changed announcement bar shows on the first load after the change.
    announcementBarResetPlugin,
    // The home page's "latest from the blog" strip.
    latestBlogPostsPlugin,
    // Every docs page, community page, post and release also as Markdown (/docs/installation.md).
    markdownTwinsPlugin,
    // KaTeX's fonts as files, downloaded only by pages whose math uses them.
    mathStylesheetPlugin,
    // The framework edits (none with FRAMEWORK_EDITS=off).
    ...edits.plugins,
    ...testAreaPlugins,
    // The frame where live code blocks run, so no other page's policy needs 'unsafe-eval'.
    ...(liveCode ? [liveCodeFramePlugin] : []),
    // The redirect pages, then the build's serving rules (_headers): cache policy,
    // and a Content-Security-Policy with the hashes of the inline scripts.
    securityHeadersPlugin({
      ...securityHeaders({
        algoliaAppId: algolia?.appId,
        feedbackBoard: featureRequestsBoardToken() !== '',
        liveCodeFolder: liveCode ? liveCodeFolder : undefined,
      }),
      redirects: clientRedirects,
      generatedFiles: ['sw.js'],
    }),
  ],

  themes,

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'keywords', content: 'documentation, static site generator, react, mdx, docusaurus'},
    ],
    announcementBar: announcementBar(baseUrl),
    navbar,
    footer,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism,
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    ...(algolia && {algolia}),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
