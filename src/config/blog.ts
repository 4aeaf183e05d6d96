import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {editUrl} from './site';
import {rehypePlugins, remarkPlugins} from './markdown';

/** The main blog at /blog (spec §9: 5 posts a page). */
export const blog = {
  path: 'blog',
  routeBasePath: 'blog',
  editUrl,
  postsPerPage: 5,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  // Tags must be declared in blog/tags.yml; a typo fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // Every post needs a {/* truncate */} marker so the list pages stay short.
  onUntruncatedBlogPosts: 'throw',
  showReadingTime: true,
  remarkPlugins,
  rehypePlugins,
  feedOptions: {
    type: 'all',
    title: 'Docusaurus blog',
    description: 'News, releases and guides from the Docusaurus team',
    copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`,
    limit: 20,
  },
} satisfies BlogOptions;
