import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {sharedDocsOptions} from '../src/config/docs';
import {rehypePlugins, remarkPlugins} from '../src/config/markdown';

/**
 * The test area under /tests: three content instances that exercise the site
 * in a real build. The landing page itself is src/pages/tests/index.tsx,
 * served by the main pages plugin.
 */

/** Test docs at /tests/docs: sidebars, tags, visibility, TOC levels, awkward paths. */
export const testDocs = {
  ...sharedDocsOptions,
  id: 'docs-tests',
  path: 'website-tests/docs',
  routeBasePath: 'tests/docs',
  sidebarPath: './website-tests/sidebars.ts',
  // Every tag is declared in website-tests/docs/tags.yml, so a typo fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
} satisfies DocsOptions;

/** Test blog at /tests/blog: 3 posts a page so pagination shows with few posts. */
export const testBlog = {
  id: 'blog-tests',
  path: 'website-tests/blog',
  routeBasePath: 'tests/blog',
  blogTitle: 'Test blog',
  blogDescription: 'Posts that exercise pagination, tags, authors, visibility and feeds',
  postsPerPage: 3,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All test posts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  // One post deliberately has no truncate marker: lists must show it whole.
  onUntruncatedBlogPosts: 'ignore',
  showReadingTime: true,
  remarkPlugins,
  rehypePlugins,
  feedOptions: {
    type: 'all',
    title: 'Docusaurus test blog',
    description: 'Feed of the test blog, including posts written with MDX',
    limit: false,
  },
} satisfies BlogOptions;

/** Test pages at /tests/pages: React, Markdown and MDX pages, one feature each. */
export const testPages = {
  id: 'pages-tests',
  path: 'website-tests/pages',
  routeBasePath: 'tests/pages',
  remarkPlugins,
  rehypePlugins,
} satisfies PagesOptions;

export const testAreaPlugins: PluginConfig[] = [
  ['content-docs', testDocs],
  ['content-blog', testBlog],
  ['content-pages', testPages],
];
