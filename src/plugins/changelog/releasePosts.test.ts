import path from 'node:path';
import {parseChangelog, type Release} from './parseChangelog';
import {postsPerPage, releasePosts, sortNewestFirst, summarize} from './releasePosts';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {isChangelogPage, readChangelogSources, releaseIndex} from './index';

function release(version: string, date: string, committers: Release['committers'] = []): Release {
  return {
    version,
    date,
    note: '',
    sections: [{kind: 'Bug fix', markdown: '- Fixed a thing', entries: 1}],
    committers,
    source: {file: 'changelog/test.md', line: 1},
  };
}

test('same-day releases keep release order, newest first', () => {
  const sorted = sortNewestFirst([
    release('2.4.2', '2023-09-20'),
    release('2.4.1', '2023-05-15'),
    release('2.4.3', '2023-09-20'),
  ]);
  expect(sorted.map((r) => r.version)).toEqual(['2.4.3', '2.4.2', '2.4.1']);
});

test('the newest same-day release gets the later timestamp, so the blog plugin keeps the order', () => {
  const posts = releasePosts([release('2.4.2', '2023-09-20'), release('2.4.3', '2023-09-20')]);
  const dates = posts.map((post) => /date: (\S+)/.exec(post.content)![1]);
  expect(posts.map((post) => post.fileName)).toEqual(['2023-09-20-2.4.3.mdx', '2023-09-20-2.4.2.mdx']);
  expect(dates[0] > dates[1]).toBe(true);
});

test('each release is published at /<version> with the committers as authors', () => {
  const [post] = releasePosts([
    release('2.4.3', '2023-09-20', [{name: "Mikey O'Toole", handle: 'homotechsual'}, {handle: 'TheCatLady'}]),
  ]);
  expect(post.content).toContain('slug: "/2.4.3"');
  expect(post.content).toContain(`  - name: "Mikey O'Toole"\n    url: "https://github.com/homotechsual"`);
  expect(post.content).toContain('  - name: "@TheCatLady"');
});

test('the list shows a one-line summary above the truncation marker', () => {
  const [post] = releasePosts([release('2.4.3', '2023-09-20', [{handle: 'a'}, {handle: 'b'}])]);
  expect(post.content).toMatch(/\*1 bug fix · 2 committers\*\n\n\{\/\* truncate \*\/\}\n\n## Bug fix/);
});

test('each release knows the list page that shows it, after any leading pages', () => {
  const releases = Array.from({length: 45}, (_, i) => release(`1.0.${i}`, '2020-01-01'));
  const pages = releasePosts(releases, 1).map((post) => Number(/changelog_list_page: (\d+)/.exec(post.content)![1]));
  expect(pages.filter((page) => page === 1)).toHaveLength(postsPerPage - 1);
  expect(pages.at(-1)).toBe(3);
});

test('summaries name each kind of change and use singulars correctly', () => {
  const many: Release = {
    ...release('3.0.0', '2023-10-31'),
    sections: [
      {kind: 'Breaking change', markdown: '', entries: 2},
      {kind: 'New feature', markdown: '', entries: 1},
    ],
  };
  expect(summarize(many)).toBe('2 breaking changes · 1 new feature');
});

describe('the changelog of this site', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  let releases: Release[];
  let pages: number;

  beforeAll(async () => {
    const sources = await readChangelogSources(path.join(siteDir, 'changelog'), siteDir);
    pages = sources.filter(isChangelogPage).length;
    releases = parseChangelog(sources.filter((source) => !isChangelogPage(source)));
  });

  test('has the 86 releases of the 2.x line, from 2.0.0-alpha.19 to 2.4.3', () => {
    expect(releases).toHaveLength(86);
    const versions = sortNewestFirst(releases).map((r) => r.version);
    expect(versions[0]).toBe('2.4.3');
    expect(versions.at(-1)).toBe('2.0.0-alpha.19');
  });

  test('has no release for the versions that were never published', () => {
    const versions = releases.map((r) => r.version);
    for (const missing of ['42', '45', '46', '47', '52']) {
      expect(versions).not.toContain(`2.0.0-alpha.${missing}`);
    }
  });

  test('fills exactly 5 list pages of 20, with the overview page first', () => {
    expect(pages).toBe(1);
    expect(Math.ceil((releases.length + pages) / postsPerPage)).toBe(5);
  });
});

test('the release index links each release to its page and skips releases without one', () => {
  const post = (slug: string, permalink: string) =>
    ({metadata: {frontMatter: {slug}, permalink}}) as unknown as BlogContent['blogPosts'][number];
  const content = {
    blogPosts: [post('/2.4.3', '/changelog/2.4.3/'), post('/V2 Changelog', '/changelog/V2 Changelog/')],
  } as BlogContent;
  const index = releaseIndex([release('2.4.3', '2023-09-20'), release('2.4.2', '2023-09-20')], content);
  expect(index.releases).toEqual([{version: '2.4.3', date: '2023-09-20', permalink: '/changelog/2.4.3/'}]);
});
