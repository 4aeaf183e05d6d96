import {createShardLoader, type ClientRoute, type ShardIndexEntry, type ShardModule} from './shardLoader';

/** The tables main.js starts with, as route-shards writes them: the docs container is empty. */
function startTables() {
  return {
    // Originally: /blog/ 0, /blog/post/ 1, /docs/ 2, / 3, * 4.
    routes: [{path: '/docs/', routes: [] as ClientRoute[]}, {path: '/'}, {path: '*'}] as ClientRoute[],
    baseOrders: [2, 3, 4],
    routesChunkNames: {'/-e5f': {__comp: 'home'}} as Record<string, unknown>,
    registry: {home: 'home loader'} as Record<string, unknown>,
  };
}

const shardModule = (paths: string[], chunk: string, orders?: number[]): ShardModule => ({
  routes: () => paths.map((path) => ({path})),
  orders,
  routesChunkNames: Object.fromEntries(paths.map((path) => [`${path}-abc`, {__comp: chunk}])),
  registry: {[chunk]: `${chunk} loader`},
});

function setUp() {
  const tables = startTables();
  const loads: string[] = [];
  const entry = (prefix: string, module: ShardModule, place: Partial<ShardIndexEntry> = {}): ShardIndexEntry => ({
    prefix,
    ...place,
    load: () => {
      loads.push(prefix);
      return Promise.resolve(module);
    },
  });
  const shards = [
    entry('/blog', shardModule(['/blog/', '/blog/post/'], 'blog', [0, 1])),
    entry('/docs/2.x/', shardModule(['/docs/2.x/'], 'v2'), {container: 0, order: 0}),
    entry('/docs/3.0/', shardModule(['/docs/3.0/'], 'v3'), {container: 0, order: 1}),
    entry('/docs/', shardModule(['/docs/'], 'current'), {container: 0, order: 2}),
  ];
  return {tables, loads, loader: createShardLoader(tables, shards)};
}

test('an address loads its shard once, and its routes go before the not-found route', async () => {
  const {tables, loads, loader} = setUp();
  await loader.ensureRoutesFor('/blog/post/');
  await loader.ensureRoutesFor('/blog/');
  expect(loads).toEqual(['/blog']);
  expect(loader.version()).toBe(1);
  // Back in their original places: the route table reads as Docusaurus generated it.
  expect(tables.routes.map((route) => route.path)).toEqual(['/blog/', '/blog/post/', '/docs/', '/', '*']);
  expect(tables.registry).toEqual({home: 'home loader', blog: 'blog loader'});
  expect(Object.keys(tables.routesChunkNames)).toEqual(['/-e5f', '/blog/-abc', '/blog/post/-abc']);
});

test('docs versions take their original places among the container’s children, whatever the load order', async () => {
  const {tables, loader} = setUp();
  await loader.ensureRoutesFor('/docs/intro/');
  await loader.ensureRoutesFor('/docs/2.x/intro/');
  await loader.ensureRoutesFor('/docs/3.0/intro/');
  // The current version (/docs/) matches every docs address: it must stay last.
  expect(tables.routes[0]!.routes!.map((route) => route.path)).toEqual(['/docs/2.x/', '/docs/3.0/', '/docs/']);
  expect(tables.routes.map((route) => route.path)).toEqual(['/docs/', '/', '*']);
});

test('a shard’s routes are created once its chunk names and registry are in the tables', async () => {
  const tables = startTables();
  const seen: unknown[] = [];
  const loader = createShardLoader(tables, [
    {
      prefix: '/blog',
      load: async () => ({
        ...shardModule([], 'blog', [0]),
        routes: () => {
          // What ComponentCreator reads when it creates a route's component.
          seen.push(tables.routesChunkNames['/blog/-abc'], tables.registry.blog);
          return [{path: '/blog/'}];
        },
        routesChunkNames: {'/blog/-abc': {__comp: 'blog'}},
      }),
    },
  ]);
  await loader.ensureRoutesFor('/blog/');
  expect(seen).toEqual([{__comp: 'blog'}, 'blog loader']);
});

test('an address outside every shard loads nothing', async () => {
  const {loads, loader} = setUp();
  await loader.ensureRoutesFor('/');
  await loader.ensureRoutesFor('/unknown/');
  expect(loads).toEqual([]);
});

test('a percent-encoded address finds its shard', async () => {
  const {loads, loader} = setUp();
  await loader.ensureRoutesFor('/blog/caf%C3%A9/');
  expect(loads).toEqual(['/blog']);
});

test('a failed download is tried again by the next request', async () => {
  const tables = startTables();
  let attempts = 0;
  const loader = createShardLoader(tables, [
    {
      prefix: '/blog',
      load: () => (++attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(shardModule(['/blog/'], 'blog', [0]))),
    },
  ]);
  await expect(loader.ensureRoutesFor('/blog/')).rejects.toThrow('ChunkLoadError');
  await loader.ensureRoutesFor('/blog/');
  expect(attempts).toBe(2);
  expect(tables.routes.map((route) => route.path)).toEqual(['/blog/', '/docs/', '/', '*']);
});

test('ensureAllRoutes loads every shard', async () => {
  const {tables, loads, loader} = setUp();
  await loader.ensureAllRoutes();
  expect(loads.sort()).toEqual(['/blog', '/docs/', '/docs/2.x/', '/docs/3.0/']);
  expect(tables.routes.find((route) => route.path === '/docs/')!.routes).toHaveLength(3);
});

test('every route gets a React key of its own that the debug page does not print', async () => {
  const {tables, loader} = setUp();
  await loader.ensureAllRoutes();
  const all = (routes: ClientRoute[]): ClientRoute[] => routes.flatMap((route) => [route, ...all(route.routes ?? [])]);
  const keys = all(tables.routes).map((route) => (route as {key?: string}).key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.every((key) => typeof key === 'string')).toBe(true);
  expect(JSON.stringify(tables.routes[0])).not.toContain('key');
});

describe('a part of a docs version', () => {
  /** The current docs' shard (the version route, holding the route of its pages) and a part with the api pages. */
  function setUpParts() {
    const tables = startTables();
    const loads: string[] = [];
    let releaseVersion: () => void = () => {};
    const versionModule: ShardModule = {
      routes: () => [{path: '/docs/', routes: [{path: '/docs/tags/'}, {path: '/docs/', routes: [{path: '/docs/intro/'}]}]}],
      routesChunkNames: {},
      registry: {},
    };
    const shards: ShardIndexEntry[] = [
      {
        prefix: '/docs/',
        container: 0,
        order: 0,
        // The version's file arrives after the part's.
        load: () => {
          loads.push('/docs/');
          return new Promise((resolve) => (releaseVersion = () => resolve(versionModule)));
        },
      },
      {
        prefix: '/docs/api',
        parent: 0,
        at: [0, 1],
        load: () => {
          loads.push('/docs/api');
          return Promise.resolve(shardModule(['/docs/api/a/', '/docs/api/b/'], 'api'));
        },
      },
    ];
    return {tables, loads, loader: createShardLoader(tables, shards), release: () => releaseVersion()};
  }
  const pagesOf = (tables: ReturnType<typeof startTables>) => tables.routes[0]!.routes![0]!.routes![1]!.routes!.map((route) => route.path);

  test('an address in a part loads the part and its version together, and the part joins the version’s pages', async () => {
    const {tables, loads, loader, release} = setUpParts();
    const ready = loader.ensureRoutesFor('/docs/api/b/');
    // Both download at once; the part waits for its version before joining it.
    await Promise.resolve();
    expect(loads.sort()).toEqual(['/docs/', '/docs/api']);
    release();
    await ready;
    expect(pagesOf(tables)).toEqual(['/docs/intro/', '/docs/api/a/', '/docs/api/b/']);
    expect(tables.registry.api).toBe('api loader');
    expect(loader.version()).toBe(2);
  });

  test('a page of the version outside the part does not load the part', async () => {
    const {tables, loads, loader, release} = setUpParts();
    const ready = loader.ensureRoutesFor('/docs/intro/');
    release();
    await ready;
    expect(loads).toEqual(['/docs/']);
    expect(pagesOf(tables)).toEqual(['/docs/intro/']);
    // Later, the part joins the version already there, once.
    await loader.ensureRoutesFor('/docs/api/a/');
    await loader.ensureRoutesFor('/docs/api/b/');
    expect(loads).toEqual(['/docs/', '/docs/api']);
    expect(pagesOf(tables)).toEqual(['/docs/intro/', '/docs/api/a/', '/docs/api/b/']);
  });
});

test('a range of a top-level section loads with the section and its routes take their original places', async () => {
  // Originally: /changelog/ 0, /changelog/a/ 1, /changelog/b/ 2, / 3, * 4; the releases from "b" on are a range of their own.
  const tables = {
    routes: [{path: '/'}, {path: '*'}] as ClientRoute[],
    baseOrders: [3, 4],
    routesChunkNames: {} as Record<string, unknown>,
    registry: {} as Record<string, unknown>,
  };
  const loads: string[] = [];
  const entry = (name: string, prefix: string, module: ShardModule, place: Partial<ShardIndexEntry> = {}): ShardIndexEntry => ({
    prefix,
    ...place,
    load: () => {
      loads.push(name);
      return Promise.resolve(module);
    },
  });
  const loader = createShardLoader(tables, [
    entry('changelog', '/changelog', shardModule(['/changelog/', '/changelog/a/'], 'changelog', [0, 1])),
    entry('changelog-from-b', '/changelog', shardModule(['/changelog/b/'], 'releases-b', [2]), {parent: 0, from: 'b'}),
  ]);
  await loader.ensureRoutesFor('/changelog/b/');
  expect(loads.sort()).toEqual(['changelog', 'changelog-from-b']);
  expect(tables.routes.map((route) => route.path)).toEqual(['/changelog/', '/changelog/a/', '/changelog/b/', '/', '*']);
  // A name before the range's first is the section's own: nothing more to load.
  await loader.ensureRoutesFor('/changelog/a/');
  expect(loads).toHaveLength(2);
});
