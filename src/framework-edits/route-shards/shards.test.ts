import {chunkNamesOf} from '../../utils/generatedFiles';
import {parseRegistryModule, parseRoutesModule, routeKeys, routesSource, shardFor, shardRoutes, splitPages, splitRanges, type RouteEntry} from './shards';

/** A route table in the format Docusaurus generates (.docusaurus/routes.js), under the base URL /base/. */
const routesModule = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/base/blog/',
    component: ComponentCreator('/base/blog/', '761'),
    exact: true
  },
  {
    path: '/base/blog/first-post/',
    component: ComponentCreator('/base/blog/first-post/', '9c0'),
    exact: true
  },
  {
    path: '/base/changelog/',
    component: ComponentCreator('/base/changelog/', 'a1b'),
    exact: true
  },
  {
    path: '/base/docs/',
    component: ComponentCreator('/base/docs/', 'fba'),
    routes: [
      {
        path: '/base/docs/2.x/',
        component: ComponentCreator('/base/docs/2.x/', '810'),
        routes: [
          {
            path: '/base/docs/2.x/intro/',
            component: ComponentCreator('/base/docs/2.x/intro/', '871'),
            exact: true,
            sidebar: "docs"
          }
        ]
      },
      {
        path: '/base/docs/',
        component: ComponentCreator('/base/docs/', 'd6c'),
        routes: [
          {
            path: '/base/docs/intro/',
            component: ComponentCreator('/base/docs/intro/', 'c01'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '/base/',
    component: ComponentCreator('/base/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const registryModule = `export default {
  "00ffe31c": [() => import(/* webpackChunkName: "00ffe31c" */ "@site/docs/intro.mdx"), "@site/docs/intro.mdx", require.resolveWeak("@site/docs/intro.mdx")],
  "ffc7a09a": [() => import(/* webpackChunkName: "ffc7a09a" */ "@theme/BlogPostPage"), "@theme/BlogPostPage", require.resolveWeak("@theme/BlogPostPage")],};
`;

const paths = (routes: RouteEntry[]): string[] => routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);

describe('reading the generated files', () => {
  test('the route table keeps every route, attribute and ComponentCreator argument', () => {
    const routes = parseRoutesModule(routesModule);
    expect(routes.map((route) => route.path)).toEqual(['/base/blog/', '/base/blog/first-post/', '/base/changelog/', '/base/docs/', '/base/', '*']);
    expect(routes[3]!.routes![0]!.routes![0]).toEqual({
      path: '/base/docs/2.x/intro/',
      component: {path: '/base/docs/2.x/intro/', hash: '871'},
      exact: true,
      sidebar: 'docs',
    });
  });

  test('the registry keeps each entry verbatim, by chunk name', () => {
    const registry = parseRegistryModule(registryModule);
    expect([...registry.keys()]).toEqual(['00ffe31c', 'ffc7a09a']);
    expect(registry.get('ffc7a09a')).toBe(
      '[() => import(/* webpackChunkName: "ffc7a09a" */ "@theme/BlogPostPage"), "@theme/BlogPostPage", require.resolveWeak("@theme/BlogPostPage")]',
    );
  });

  test('a format it cannot read fails, naming the file to update', () => {
    expect(() => parseRoutesModule('module.exports = [];')).toThrow(/routes\.js: .*src\/framework-edits\/route-shards\/shards\.ts/);
    expect(() => parseRegistryModule('export default {\n  "a": {loader: x},\n};')).toThrow(/registry\.js: read 0 of 1 entries/);
  });
});

describe('sharding', () => {
  const {base, baseOrders, shards} = shardRoutes(parseRoutesModule(routesModule), '/base/');

  test('main keeps the home page, the not-found route and the docs container without its versions', () => {
    expect(base.map((route) => route.path)).toEqual(['/base/docs/', '/base/', '*']);
    expect(baseOrders).toEqual([3, 4, 5]);
    expect(base[0]!.routes).toEqual([]);
  });

  test('one shard per first segment, and one per docs version, in order', () => {
    expect(shards.map(({id, prefix, container, order, orders}) => ({id, prefix, container, order, orders}))).toEqual([
      {id: 'blog', prefix: '/base/blog', container: undefined, order: undefined, orders: [0, 1]},
      {id: 'changelog', prefix: '/base/changelog', container: undefined, order: undefined, orders: [2]},
      {id: 'docs-2.x', prefix: '/base/docs/2.x/', container: 0, order: 0, orders: undefined},
      {id: 'docs', prefix: '/base/docs/', container: 0, order: 1, orders: undefined},
    ]);
  });

  test('no route is lost or repeated', () => {
    const all = [...paths(base), ...shards.flatMap((shard) => paths(shard.routes))];
    expect(all.sort()).toEqual(paths(parseRoutesModule(routesModule)).sort());
  });

  test('an address finds its shard by the longest prefix, as whole segments', () => {
    const idFor = (pathname: string) => shardFor(pathname, shards)?.id;
    expect(idFor('/base/docs/2.x/intro/')).toBe('docs-2.x');
    expect(idFor('/base/docs/intro/')).toBe('docs');
    expect(idFor('/base/docs/2.xyz/')).toBe('docs');
    expect(idFor('/base/blog')).toBe('blog');
    expect(idFor('/base/blog/first-post/')).toBe('blog');
    expect(idFor('/base/blog.html')).toBe('blog');
    expect(idFor('/base/blogroll/')).toBeUndefined();
    expect(idFor('/base/')).toBeUndefined();
  });
});

test('a route whose address would lead to another shard fails the build, naming it', () => {
  const routes = parseRoutesModule(routesModule);
  // A blog route under the docs' address space: looked up in the docs shard, it would never be found.
  routes[0]!.path = '/base/docs/2.x/blog/';
  expect(() => shardRoutes(routes, '/base/')).toThrow('Route /base/docs/2.x/blog/ is in the route shard /base/docs but its address leads to /base/docs/2.x/');
});

test('route keys and chunk names follow routesChunkNames.json', () => {
  const [docs] = shardRoutes(parseRoutesModule(routesModule), '/base/').shards.filter((shard) => shard.id === 'docs');
  expect(routeKeys(docs!.routes)).toEqual(['/base/docs/-d6c', '/base/docs/intro/-c01']);
  expect(chunkNamesOf({__comp: 'a1', __context: {plugin: 'b2'}, items: [{content: 'c3'}]}).sort()).toEqual(['a1', 'b2', 'c3']);
});

test('routes written back read the same', () => {
  const routes = parseRoutesModule(routesModule);
  const written = `export default ${routesSource(routes)};`;
  expect(parseRoutesModule(written)).toEqual(routes);
});

describe('a docs version with many pages', () => {
  const page = (path: string): RouteEntry => ({path, component: {path, hash: 'abc'}, exact: true, sidebar: 'docs'});
  const pages = (directory: string, count: number) => Array.from({length: count}, (_, index) => page(`/docs/${directory}/page-${index}/`));
  /** The current docs: a version route holding a tags page and the route whose children are the pages. */
  const docsTable = (children: RouteEntry[]): RouteEntry[] => [
    {
      path: '/docs/',
      component: {path: '/docs/', hash: 'r00'},
      routes: [
        {
          path: '/docs/',
          component: {path: '/docs/', hash: 'v00'},
          routes: [page('/docs/tags/'), {path: '/docs/', component: {path: '/docs/', hash: 'd00'}, routes: children}],
        },
      ],
    },
  ];

  test('is split by directory, largest first, until the version keeps at most the limit', () => {
    const children = [page('/docs/'), page('/docs/intro/'), ...pages('api', 30), ...pages('guides', 20), ...pages('small', 4)];
    const {shards} = shardRoutes(docsTable(children), '/', 40, 5);
    expect(shards.map(({id, prefix, parent, at, routes}) => ({id, prefix, parent, at, count: routes.length}))).toEqual([
      {id: 'docs', prefix: '/docs/', parent: undefined, at: undefined, count: 1},
      {id: 'docs-api', prefix: '/docs/api', parent: 0, at: [0, 1], count: 30},
    ]);
    // The version keeps its other pages, in their order, where they were.
    const holder = shards[0]!.routes[0]!.routes![1]!;
    expect(paths(holder.routes!)).toEqual(['/docs/', '/docs/intro/', ...paths(pages('guides', 20)), ...paths(pages('small', 4))]);
    expect(shardFor('/docs/api/page-3/', shards)!.id).toBe('docs-api');
    expect(shardFor('/docs/guides/page-3/', shards)!.id).toBe('docs');
  });

  test('a directory larger than the limit is split below it; a flat one into ranges of names', () => {
    const sections = [1, 2].flatMap((section) => pages(`generated/section-${section}`, 30));
    const flat = pages('flat', 100);
    const {shards} = shardRoutes(docsTable([page('/docs/intro/'), ...sections, ...flat]), '/', 40, 5);
    expect(shards.map(({id, prefix, from, parent, at, routes}) => ({id, prefix, from, parent, at, count: routes.length}))).toEqual([
      {id: 'docs', prefix: '/docs/', from: undefined, parent: undefined, at: undefined, count: 1},
      // Names in code-unit order: page-0, page-1, page-10 … page-19, page-2, page-20 …
      // Three ranges of at most 34 (100 / 3): page-0, page-1, page-10 … page-39; page-4 … page-7; page-70 … page-99.
      {id: 'docs-flat', prefix: '/docs/flat', from: undefined, parent: 0, at: [0, 1], count: 34},
      {id: 'docs-flat-from-page-4', prefix: '/docs/flat', from: 'page-4', parent: 0, at: [0, 1], count: 34},
      {id: 'docs-flat-from-page-70', prefix: '/docs/flat', from: 'page-70', parent: 0, at: [0, 1], count: 32},
      // /docs/generated (60 pages) is split below it until 40 stay: section-1 goes, section-2 stays in the directory's part.
      {id: 'docs-generated', prefix: '/docs/generated', from: undefined, parent: 0, at: [0, 1], count: 30},
      {id: 'docs-generated-section-1', prefix: '/docs/generated/section-1', from: undefined, parent: 0, at: [0, 1], count: 30},
    ]);
    expect(shardFor('/docs/generated/section-1/page-7/', shards)!.id).toBe('docs-generated-section-1');
    expect(shardFor('/docs/generated/section-2/page-7/', shards)!.id).toBe('docs-generated');
  });

  test('every page of a range is found in it, with or without its trailing slash or as .html', () => {
    const flat = pages('flat', 100);
    const {shards} = shardRoutes(docsTable(flat), '/', 40, 5);
    for (const shard of shards.slice(1)) {
      for (const route of shard.routes) {
        for (const address of [route.path, route.path.replace(/\/$/, ''), route.path.replace(/\/$/, '.html')]) {
          expect({address, shard: shardFor(address, shards)!.id}).toEqual({address, shard: shard.id});
        }
      }
    }
    // Below the first range's names, and the directory itself: the first range.
    expect(shardFor('/docs/flat/', shards)!.id).toBe('docs-flat');
    expect(shardFor('/docs/flat/a-missing-page/', shards)!.id).toBe('docs-flat');
    expect(shardFor('/docs/flat/zzz/', shards)!.id).toBe('docs-flat-from-page-70');
  });

  test('a name with more pages than the limit stays whole in one range', () => {
    const {kept, ranges} = splitRanges([...pages('a', 3), ...pages('b', 9), ...pages('c', 2)], '/docs', 4);
    expect([kept, ...ranges.map((range) => range.routes)].map((routes) => routes.length)).toEqual([3, 9, 2]);
    expect(ranges.map((range) => range.from)).toEqual(['b', 'c']);
  });

  test('no page is lost or repeated, and the table Docusaurus generated is left as it was', () => {
    const table = docsTable([page('/docs/intro/'), ...pages('api', 30), ...pages('guides', 30)]);
    const before = JSON.stringify(table);
    const {shards} = shardRoutes(table, '/', 20, 5);
    expect(JSON.stringify(table)).toBe(before);
    const all = shards.flatMap((shard) => paths(shard.routes));
    expect(all.sort()).toEqual(paths(table[0]!.routes!).sort());
  });

  test('without trailing slashes, a directory’s own page goes with its directory', () => {
    const bare = (path: string): RouteEntry => ({path, component: {path, hash: 'abc'}, exact: true});
    const children = [bare('/docs/intro'), bare('/docs/api'), ...Array.from({length: 6}, (_, index) => bare(`/docs/api/page-${index}`))];
    const {shards} = shardRoutes(docsTable(children), '/', 4, 5);
    // The version keeps its own routes (the version, the tags page, the route of its pages) and /docs/intro.
    // /docs/api has 7 pages: over the limit of 4, they are split into ranges too, and the directory's own page is in the first.
    expect(shards.map(({id, routes}) => [id, paths(routes).length])).toEqual([
      ['docs', 4],
      ['docs-api', 4],
      ['docs-api-from-page-3', 3],
    ]);
    expect(shardFor('/docs/api', shards)!.id).toBe('docs-api');
    expect(shardFor('/docs/api/page-2', shards)!.id).toBe('docs-api');
    expect(shardFor('/docs/api/page-4', shards)!.id).toBe('docs-api-from-page-3');
    expect(shardFor('/docs/apiary', shards)!.id).toBe('docs');
  });

  test('a version within the limit is not split', () => {
    expect(splitPages(pages('api', 10), '/docs/', 10, 5)).toEqual({kept: pages('api', 10), parts: []});
  });
});

describe('a top-level section with many pages', () => {
  const leaf = (path: string): RouteEntry => ({path, component: {path, hash: 'abc'}, exact: true});
  const releases = Array.from({length: 90}, (_, index) => leaf(`/changelog/2.${Math.floor(index / 10)}.${index % 10}/`));
  const listPages = Array.from({length: 12}, (_, index) => leaf(`/changelog/page/${index + 2}/`));
  /** The changelog's routes among others, as Docusaurus lists them: a list page, its releases, more list pages, an archive. */
  const table: RouteEntry[] = [leaf('/'), leaf('/changelog/'), ...releases, ...listPages, leaf('/changelog/archive/'), leaf('/blog/')];
  const {base, shards} = shardRoutes(table, '/', 40, 5);
  const changelog = shards.filter((shard) => shard.prefix.startsWith('/changelog'));

  test('is split by directory, then its flat pages by ranges of names, each part after its section', () => {
    expect(changelog.map(({id, prefix, from, parent, routes}) => ({id, prefix, from, parent, count: routes.length}))).toEqual([
      // The list pages' directory first; then 92 pages in three ranges of at most 31: "" (the section's own page) and 2.0.0 … 2.2.9, 2.3.0 … 2.6.0, 2.6.1 … "archive".
      // Every changelog route is a page: each part loads alone.
      {id: 'changelog', prefix: '/changelog', from: undefined, parent: undefined, count: 31},
      {id: 'changelog-page', prefix: '/changelog/page', from: undefined, parent: undefined, count: 12},
      {id: 'changelog-from-2.3.0', prefix: '/changelog', from: '2.3.0', parent: undefined, count: 31},
      {id: 'changelog-from-2.6.1', prefix: '/changelog', from: '2.6.1', parent: undefined, count: 30},
    ]);
    expect(base.map((route) => route.path)).toEqual(['/']);
  });

  test('every route keeps its place in the original table, and is found where an address looks for it', () => {
    const placed = shards.flatMap((shard) => shard.routes.map((route, index) => [shard.orders![index]!, route.path] as const));
    expect(placed.sort(([a], [b]) => a - b).map(([, path]) => path)).toEqual(table.slice(1).map((route) => route.path));
    const byPath = new Map(shards.flatMap((shard) => shard.routes.map((route) => [route.path, shard] as const)));
    for (const route of table.slice(1)) {
      expect(shardFor(route.path, shards)!.id).toBe(byPath.get(route.path)!.id);
    }
    expect(shardFor('/changelog/2.7.1/', shards)!.id).toBe('changelog-from-2.6.1');
    expect(shardFor('/changelog/2.0.0/', shards)!.id).toBe('changelog');
  });
});

test('a part of a top-level section loads after the section when the section keeps a route that is not a page', () => {
  const leaf = (path: string): RouteEntry => ({path, component: {path, hash: 'abc'}, exact: true});
  // A layout route around some pages: it could match a part's addresses, so it must be there first.
  const layout: RouteEntry = {path: '/guide/', component: {path: '/guide/', hash: 'lay'}, routes: [leaf('/guide/intro/')]};
  const pages = Array.from({length: 50}, (_, index) => leaf(`/guide/topic-${String(index).padStart(2, '0')}/`));
  const {shards} = shardRoutes([layout, ...pages], '/', 20, 5);
  expect(shards.map(({id, from, parent, routes}) => ({id, from, parent, count: routes.length}))).toEqual([
    {id: 'guide', from: undefined, parent: undefined, count: 18},
    {id: 'guide-from-topic-17', from: 'topic-17', parent: 0, count: 17},
    {id: 'guide-from-topic-34', from: 'topic-34', parent: 0, count: 16},
  ]);
});
