import {compactDocs, compactGlobalData, derivedDocPath, docsPluginName, expandDocs, expandGlobalData} from './compactDocsData';

test('a doc path follows from its id under the version path', () => {
  expect(derivedDocPath('/docs', 'guides/deploy')).toBe('/docs/guides/deploy');
  expect(derivedDocPath('/docs/2.x', 'guides/index')).toBe('/docs/2.x/guides/');
  expect(derivedDocPath('/docs/', 'index')).toBe('/docs/');
  expect(derivedDocPath('/', 'intro')).toBe('/intro');
});

const version = {
  name: 'current',
  path: '/docs',
  mainDocId: 'intro',
  docs: [
    {id: 'api/cli', path: '/docs/cli', sidebar: 'api'},
    {id: 'api/config', path: '/docs/api/config', sidebar: 'api'},
    {id: 'guides/index', path: '/docs/guides/', sidebar: 'docs'},
    {id: 'intro', path: '/docs/', sidebar: 'docs'},
    {id: 'nosidebar', path: '/docs/nosidebar'},
    {id: 'unlisted', path: '/docs/unlisted', sidebar: 'docs', unlisted: true},
    {id: 'zeta', path: '/docs/zeta', sidebar: 'docs'},
  ],
  draftIds: [],
  sidebars: {docs: {link: {path: '/docs/', label: 'intro'}}},
};

test('only what cannot be derived is kept: ids, paths that differ, sidebar changes, docs with other fields whole', () => {
  expect(compactDocs(version)).toEqual([
    {sidebar: 'api'},
    ['api/cli', '/docs/cli'],
    'api/config',
    {sidebar: 'docs'},
    'guides/index',
    ['intro', '/docs/'],
    {sidebar: null},
    'nosidebar',
    {doc: {id: 'unlisted', path: '/docs/unlisted', sidebar: 'docs', unlisted: true}},
    {sidebar: 'docs'},
    'zeta',
  ]);
  expect(expandDocs('/docs', compactDocs(version))).toEqual(version.docs);
});

test('the expanded global data is the original, key order included, and other plugins are untouched', () => {
  const globalData = {
    [docsPluginName]: {default: {path: '/docs', versions: [version, {...version, name: '2.x', path: '/docs/2.x', docs: []}]}},
    'latest-blog-posts': {default: {posts: [{title: 'A post'}]}},
  };
  const compact = compactGlobalData(globalData);
  expect(JSON.stringify(compact)).not.toContain('"docs":[');
  expect(compact['latest-blog-posts']).toBe(globalData['latest-blog-posts']);
  expect(JSON.stringify(expandGlobalData(JSON.parse(JSON.stringify(compact))))).toBe(JSON.stringify(globalData));
});

test('a site without docs keeps its global data as it is', () => {
  const globalData = {'latest-blog-posts': {default: {}}};
  expect(compactGlobalData(globalData)).toBe(globalData);
  expect(expandGlobalData(globalData)).toBe(globalData);
});
