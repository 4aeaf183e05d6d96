import {createChunkNameIndex, urlsToPrefetch} from './chunkUrls';

const routesChunkNames = {
  '/docs-5e9': {__comp: 'docsRoot', __props: 'versionProps'},
  '/docs-a3b': {__comp: 'docsLayout'},
  '/docs/installation-d41': {__comp: 'docItem', content: 'installationContent', __context: {plugin: 'docsPlugin'}},
  '/docs/cli-77c': {__comp: 'docItem', content: 'cliContent', __context: {plugin: 'docsPlugin'}},
  '/blog/release-1-0-9f2': {__comp: 'blogPost', content: 'releaseContent', sidebar: ['blogSidebar']},
};
const files: Record<string, string> = {
  docsRoot: '/assets/js/1.js',
  versionProps: '/assets/js/2.js',
  docsLayout: '/assets/js/3.js',
  docItem: '/assets/js/4.js',
  installationContent: '/assets/js/5.js',
  cliContent: '/assets/js/6.js',
  docsPlugin: '/assets/js/7.js',
  blogPost: '/assets/js/8.js',
  releaseContent: '/assets/js/9.js',
  blogSidebar: '/assets/js/10.js',
};
const base = 'https://example.com/docs/installation/';
const chunkUrl = (name: string) => files[name];

test('the index lists every chunk of each route path, nested ones included; hashes and dashes in paths are handled', () => {
  const index = createChunkNameIndex(routesChunkNames);
  expect(index.get('/docs')).toEqual(['docsRoot', 'versionProps', 'docsLayout']);
  expect(index.get('/docs/installation')).toEqual(['docItem', 'installationContent', 'docsPlugin']);
  expect(index.get('/blog/release-1-0')).toEqual(['blogPost', 'releaseContent', 'blogSidebar']);
});

test("a link to a sibling page prefetches only that page's own content, not the layout the page already has", () => {
  const index = createChunkNameIndex(routesChunkNames);
  // The installation page has loaded its own scripts.
  const known = new Set(['1', '2', '3', '4', '5', '7'].map((id) => `https://example.com/assets/js/${id}.js`));
  expect(urlsToPrefetch(['/docs', '/docs', '/docs/cli'], index, chunkUrl, known, base)).toEqual(['/assets/js/6.js']);
  // Asked once: a second link to the same files adds nothing.
  expect(urlsToPrefetch(['/docs/cli'], index, chunkUrl, known, base)).toEqual([]);
  expect(urlsToPrefetch(['/blog/release-1-0'], index, chunkUrl, known, base)).toEqual(['/assets/js/8.js', '/assets/js/9.js', '/assets/js/10.js']);
});

test('chunks the bundler merged away are skipped', () => {
  const index = createChunkNameIndex({'/x-1': {__comp: 'merged', content: 'gone', other: 'kept'}});
  const urls = {merged: '/assets/js/undefined.js', kept: '/assets/js/11.js'} as Record<string, string>;
  expect(urlsToPrefetch(['/x'], index, (name) => urls[name], new Set(), base)).toEqual(['/assets/js/11.js']);
});
