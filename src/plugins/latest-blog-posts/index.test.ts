import type {AllContent} from '@docusaurus/types';
import {latestBlogPosts} from './index';

function post(title: string, date: string, unlisted = false) {
  return {
    metadata: {
      title,
      permalink: `/blog/${title.toLowerCase().replace(/ /g, '-')}/`,
      date,
      description: `About ${title}`,
      unlisted,
    },
  };
}

function allContent(posts: ReturnType<typeof post>[]): AllContent {
  return {'docusaurus-plugin-content-blog': {default: {blogPosts: posts}}} as unknown as AllContent;
}

test('publishes the newest posts in blog order, with what the home page shows', () => {
  const content = allContent([post('Third', '2023-09-29'), post('Second', '2023-09-22'), post('First', '2023-03-23'), post('Zeroth', '2023-01-27')]);
  expect(latestBlogPosts(content, {count: 3, blogPluginId: 'default'})).toEqual([
    {title: 'Third', permalink: '/blog/third/', date: '2023-09-29T00:00:00.000Z', description: 'About Third'},
    {title: 'Second', permalink: '/blog/second/', date: '2023-09-22T00:00:00.000Z', description: 'About Second'},
    {title: 'First', permalink: '/blog/first/', date: '2023-03-23T00:00:00.000Z', description: 'About First'},
  ]);
});

test('leaves unlisted posts out', () => {
  const content = allContent([post('Hidden', '2023-10-01', true), post('Shown', '2023-09-01')]);
  expect(latestBlogPosts(content, {count: 3, blogPluginId: 'default'}).map((p) => p.title)).toEqual(['Shown']);
});

test('names the missing blog instance instead of failing obscurely', () => {
  expect(() => latestBlogPosts(allContent([]), {count: 3, blogPluginId: 'news'})).toThrow(/no blog plugin with id "news"/);
});
