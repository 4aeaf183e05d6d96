import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {postsPerPage} from '../plugins/changelog/releasePosts';
import {codeLanguagePlugins} from './markdown';

/** The changelog at /changelog: one post per release, 20 to a list page. */
export const changelog = {
  id: 'changelog',
  path: 'changelog',
  routeBasePath: 'changelog',
  postsPerPage,
  blogTitle: 'Changelog',
  blogDescription: 'Every Docusaurus release and what changed in it',
  blogListComponent: '@site/src/plugins/changelog/theme/ChangelogList',
  blogPostComponent: '@site/src/plugins/changelog/theme/ChangelogPage',
  blogSidebarCount: 0,
  archiveBasePath: null,
  showReadingTime: false,
  // Release notes show diffs.
  remarkPlugins: codeLanguagePlugins,
  // Committers are authors written inline in each generated release post.
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Docusaurus changelog',
    description: 'Every Docusaurus release and what changed in it',
    limit: 20,
  },
} satisfies BlogOptions;
