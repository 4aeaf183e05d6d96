import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestBlogPost, LatestBlogPostsData} from './index';

/** The newest main-blog posts, newest first. */
export function useLatestBlogPosts(): LatestBlogPost[] {
  return (usePluginData('latest-blog-posts') as LatestBlogPostsData).posts;
}
