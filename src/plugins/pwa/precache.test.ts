import type {ClientManifest} from '../../utils/generatedFiles';
import {isOfflineRoute, isPrecached, onlineOnlyAssetFiles, onlineOnlySearchFragments} from './precache';

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['1'],
    docsLayout: ['2', '9'],
    installation: ['3'],
    oldInstallation: ['4'],
    blogPost: ['5'],
  },
  assets: {
    '1': {js: [{file: 'assets/js/main.1.js'}], css: [{file: 'assets/css/styles.1.css'}]},
    '2': {js: [{file: 'assets/js/docs.2.js'}]},
    '3': {js: [{file: 'assets/js/install.3.js'}]},
    '4': {js: [{file: 'assets/js/install-2x.4.js'}]},
    '5': {js: [{file: 'assets/js/post.5.js'}]},
    '9': {js: [{file: 'assets/js/shared.9.js'}]},
  },
};

const routes = {
  '/docs/-94e': {__comp: 'docsLayout'},
  '/docs/installation/-53c': {__comp: 'docsLayout', content: 'installation'},
  '/docs/2.x/installation/-12a': {content: 'oldInstallation'},
  '/blog/some-post/-77b': {content: 'blogPost'},
};

test('the current docs, the home and search pages work offline from the start; older versions do not', () => {
  expect(isOfflineRoute('')).toBe(true);
  expect(isOfflineRoute('docs/installation/')).toBe(true);
  expect(isOfflineRoute('search/')).toBe(true);
  expect(isOfflineRoute('live-code/')).toBe(true);
  expect(isOfflineRoute('docs/2.x/installation/')).toBe(false);
  expect(isOfflineRoute('docs/3.0.0-rc.1/')).toBe(false);
  expect(isOfflineRoute('blog/some-post/')).toBe(false);
});

test('leaves out only the scripts that nothing but online-only routes use', () => {
  expect([...onlineOnlyAssetFiles('/', routes, manifest)].sort()).toEqual(['assets/js/install-2x.4.js', 'assets/js/post.5.js']);
});

test('follows the base URL of the build', () => {
  const prefixed = Object.fromEntries(Object.entries(routes).map(([key, value]) => [`/preview${key}`, value]));
  expect(onlineOnlyAssetFiles('/preview/', prefixed, manifest)).toEqual(new Set(['assets/js/install-2x.4.js', 'assets/js/post.5.js']));
});

test('keeps the shell, the search index and the offline page; leaves the rest to runtime caching', () => {
  const onlineOnly = onlineOnlyAssetFiles('/', routes, manifest);
  const oldFragment = 'pagefind/fragment/en_2b9c1d0.pf_fragment';
  for (const file of onlineOnlySearchFragments({
    [oldFragment]: 'docs-2.x',
    'pagefind/fragment/en_77aa1e2.pf_fragment': 'docs-current',
    'pagefind/fragment/en_90d3f4c.pf_fragment': 'blog',
  })) {
    onlineOnly.add(file);
  }
  const precached = [
    'index.html',
    'docs/installation/index.html',
    'offline.html',
    'manifest.json',
    'img/pwa/icon-192.png',
    'assets/fonts/KaTeX_Main-Regular-c2342cd8.woff2',
    'pagefind/pagefind.js',
    'pagefind/pagefind-worker.js',
    'pagefind/pagefind-entry.json',
    'pagefind/vocabulary.txt',
    'pagefind/wasm.en.pagefind',
    'pagefind/pagefind.en_1a2b3c4d.pf_meta',
    'pagefind/index/en_5e6f7a8.pf_index',
    'pagefind/filter/en_9b8c7d6.pf_filter',
    'pagefind/fragment/en_77aa1e2.pf_fragment',
    'pagefind/fragment/en_90d3f4c.pf_fragment',
    'assets/js/install.3.js',
    // Imported lazily by a page (a diagram renderer, say): not in the route map, kept.
    'assets/js/lazy-diagrams.7.js',
  ];
  const notPrecached = [
    'docs/2.x/installation/index.html',
    'blog/some-post/index.html',
    'assets/js/post.5.js',
    'assets/ideal-img/site.640.png',
    // KaTeX's fallback font formats: browsers read the woff2 ones.
    'assets/fonts/KaTeX_Main-Regular-0d7e1f2a.woff',
    'assets/fonts/KaTeX_Main-Regular-5b9a8c3e.ttf',
    oldFragment,
    // Pagefind's ready-made interfaces, which the site does not use.
    'pagefind/pagefind-ui.js',
    'pagefind/pagefind-modular-ui.css',
    // Markdown twins are for tools, read online (src/plugins/markdown-twins).
    'docs/installation.md',
    'docs.md',
    // …and so are the llms.txt files.
    'llms.txt',
    'llms-full.txt',
    'docs/2.x/llms-full.txt',
  ];
  expect(precached.filter((file) => !isPrecached(file, onlineOnly))).toEqual([]);
  expect(notPrecached.filter((file) => isPrecached(file, onlineOnly))).toEqual([]);
});
