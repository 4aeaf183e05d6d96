import {chunkNamesOf} from '../../utils/generatedFiles';
import {
  parseRegistryModule,
  parseRoutesModule,
  routeKeys,
  routesSource,
  shardFor,
  shardRoutes,
  splitPages,
  type RouteEntry,
} from './shards';

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
    expect(() => parseRoutesModule('module.exports = [];')).toThrow(/routes\.js: .*src\/plugins\/route-shards\/shards\.ts/);
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
  expect(() => shardRoutes(routes, '/base/')).toThrow(
    'Route /base/docs/2.x/blog/ is in the route shard /base/docs but its address leads to /base/docs/2.x/',
  );
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

  test('a directory larger than the limit is split below it; a flat one stays whole', () => {
    const sections = [1, 2, 3].flatMap((section) => pages(`generated/section-${section}`, 50));
    const flat = pages('flat', 120);
    const {shards} = shardRoutes(docsTable([page('/docs/intro/'), ...sections, ...flat]), '/', 40, 5);
    expect(shards.map(({id, routes}) => [id, routes.length])).toEqual([
      ['docs', 1],
      ['docs-generated-section-1', 50],
      ['docs-generated-section-2', 50],
      ['docs-generated-section-3', 50],
      ['docs-flat', 120],
    ]);
    expect(shardFor('/docs/generated/section-2/page-7/', shards)!.id).toBe('docs-generated-section-2');
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
    expect(shards.map(({id, routes}) => [id, paths(routes).length])).toEqual([
      ['docs', 4],
      ['docs-api', 7],
    ]);
    expect(shardFor('/docs/api', shards)!.id).toBe('docs-api');
    expect(shardFor('/docs/api/page-2', shards)!.id).toBe('docs-api');
    expect(shardFor('/docs/apiary', shards)!.id).toBe('docs');
  });

  test('a version within the limit is not split', () => {
    expect(splitPages(pages('api', 10), '/docs/', 10, 5)).toEqual({kept: pages('api', 10), parts: []});
  });
});
