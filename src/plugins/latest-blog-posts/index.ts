/**
 * Publishes the newest posts of the main blog as global data, so the home
 * page can show them without hard-coding titles: the list follows the blog
 * at every build.
 */
import type {AllContent, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export type LatestBlogPost = {
  title: string;
  permalink: string;
  /** ISO date of publication. */
  date: string;
  description: string;
};

export type LatestBlogPostsData = {posts: LatestBlogPost[]};

export type LatestBlogPostsOptions = {
  /** How many posts to publish. */
  count: number;
  /** Id of the blog plugin instance to read. */
  blogPluginId: string;
};

export function latestBlogPosts(allContent: AllContent, options: LatestBlogPostsOptions): LatestBlogPost[] {
  const blog = allContent['docusaurus-plugin-content-blog']?.[options.blogPluginId] as BlogContent | undefined;
  if (!blog) {
    throw new Error(`latest-blog-posts: no blog plugin with id "${options.blogPluginId}" is loaded; check the plugin options in docusaurus.config.ts.`);
  }
  return blog.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .slice(0, options.count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
    }));
}

/** The home page shows three posts of the main blog. */
const homePageOptions: LatestBlogPostsOptions = {count: 3, blogPluginId: 'default'};

export default function latestBlogPostsPlugin(): Plugin {
  return {
    name: 'latest-blog-posts',
    async allContentLoaded({allContent, actions}) {
      const data: LatestBlogPostsData = {posts: latestBlogPosts(allContent, homePageOptions)};
      actions.setGlobalData(data);
    },
  };
}
