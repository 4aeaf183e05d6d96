import type {LoadContext} from '@docusaurus/types';
import {redirectSources, topLevelEntries} from './index';

const context = (baseUrl: string) => ({baseUrl, siteDir: __dirname, siteConfig: {staticDirectories: []}}) as unknown as LoadContext;

test('redirect pages are written at the explicit sources and at the created ones', () => {
  const options = {
    redirects: [
      {from: ['/docs/team', '/docs/next/team'], to: '/community/team'},
      {from: '/home', to: '/'},
    ],
    createRedirects: (existing: string) => (existing.endsWith('.html/') ? existing.replace(/\.html\/$/, '') : undefined),
  };
  expect(redirectSources(options, ['/docs/', '/404.html/'])).toEqual(['/docs/team', '/docs/next/team', '/home', '/404']);
});

test("a redirect page outside every route's folder gets a rule of its own, as a folder", async () => {
  const entries = await topLevelEntries(context('/site/'), ['/site/', '/site/docs/intro/', '/site/404.html'], ['sw.js'], ['/site/home', '/site/404']);
  expect(entries).toEqual(
    expect.arrayContaining([
      {name: 'docs', isFolder: true},
      {name: '404.html', isFolder: false},
      {name: 'home', isFolder: true},
      {name: '404', isFolder: true},
      {name: 'sw.js', isFolder: false},
    ]),
  );
  expect(entries).toHaveLength(5);
});
