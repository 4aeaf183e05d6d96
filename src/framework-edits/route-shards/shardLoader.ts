/**
 * In the browser: loads the route shard an address needs and adds it to the
 * route table, chunk names and registry that Docusaurus's client code reads
 * (the same objects, changed in place, so every importer sees the new
 * routes). Every route goes back to its place in the original table (a docs
 * version among its container's children, a part's pages among their
 * version's, a top-level part's among the top-level routes), whatever order
 * shards load in.
 */
import {shardFor} from './shards';

/** The parts of a route the loader touches. */
export interface ClientRoute {
  path?: string | string[];
  routes?: ClientRoute[];
}

export interface ShardModule<Route extends ClientRoute = ClientRoute> {
  /** Creates the routes: called once the shard's chunk names and registry are in the tables, which ComponentCreator reads. */
  routes: () => Route[];
  /** Top-level shards: each route's index in the original table. */
  orders?: number[];
  routesChunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
}

export interface ShardIndexEntry<Route extends ClientRoute = ClientRoute> {
  prefix: string;
  /** Top-level index of the container route, for a docs version. */
  container?: number;
  order?: number;
  /** For a part: the shard it was split from (its index in the list), loaded first. */
  parent?: number;
  /** For a part of a docs version: the route of the parent's routes it joins, as child indices. A top-level part has `orders` in its module instead. */
  at?: number[];
  /** For a range of a flat directory: the first name below the prefix it covers (see shardFor). */
  from?: string;
  load: () => Promise<ShardModule<Route>>;
}

export interface RouteTables<Route extends ClientRoute = ClientRoute> {
  routes: Route[];
  /** Each starting top-level route's index in the original table. */
  baseOrders: number[];
  routesChunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
}

/** The address with its percent-escapes decoded, or as it is when they are malformed. */
export function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

let keyCount = 0;

/**
 * Gives routes React keys of their own, hidden from enumeration (the debug
 * page prints route objects; the server's have no key). react-router-config
 * keys routes by index, which changes when a shard's routes are inserted
 * before the one on screen, and would remount it.
 */
function giveKeys(routes: ClientRoute[]): void {
  for (const route of routes) {
    if (!Object.prototype.hasOwnProperty.call(route, 'key')) {
      Object.defineProperty(route, 'key', {value: `route-${(keyCount += 1)}`, enumerable: false});
    }
    giveKeys(route.routes ?? []);
  }
}

/** Inserts routes among `list` by their original order (routes without one count as last). */
function insertInOrder<Route extends ClientRoute>(list: Route[], routes: Route[], orders: number[], orderOf: WeakMap<ClientRoute, number>): void {
  routes.forEach((route, index) => {
    const order = orders[index]!;
    orderOf.set(route, order);
    const at = list.findIndex((existing) => (orderOf.get(existing) ?? Infinity) > order);
    list.splice(at < 0 ? list.length : at, 0, route);
  });
}

export function createShardLoader<Route extends ClientRoute>(tables: RouteTables<Route>, shards: readonly ShardIndexEntry<Route>[]) {
  // Read before any shard is added: top-level insertions move the indices after them.
  const containers = shards.map((shard) => (shard.container === undefined ? undefined : tables.routes[shard.container]));
  const orderOf = new WeakMap<ClientRoute, number>();
  tables.routes.forEach((route, index) => orderOf.set(route, tables.baseOrders[index] ?? Infinity));
  giveKeys(tables.routes);
  const loading = new Map<ShardIndexEntry<Route>, Promise<void>>();
  // The routes each shard created, for the parts that join them.
  const created = new Map<ShardIndexEntry<Route>, Route[]>();
  let added = 0;

  function add(shard: ShardIndexEntry<Route>, module: ShardModule<Route>): void {
    Object.assign(tables.registry, module.registry);
    Object.assign(tables.routesChunkNames, module.routesChunkNames);
    const routes = module.routes();
    created.set(shard, routes);
    added += 1;
    giveKeys(routes);
    const container = containers[shards.indexOf(shard)];
    if (shard.parent !== undefined && shard.at !== undefined) {
      // A part's pages are exact routes, matched by path alone: their order among the holder's children does not matter.
      const [first, ...rest] = shard.at ?? [];
      const holder = rest.reduce<ClientRoute | undefined>((route, index) => route?.routes?.[index], created.get(shards[shard.parent]!)?.[first!]);
      if (!holder) {
        throw new Error(`[route-shards] The route shard ${shard.prefix} joins a route its parent does not have (at ${JSON.stringify(shard.at)}).`);
      }
      (holder.routes ??= []).push(...routes);
    } else if (container) {
      // Every route of a docs version shard is one child: the version.
      insertInOrder(
        (container.routes ??= []),
        routes,
        routes.map(() => shard.order ?? 0),
        orderOf,
      );
    } else {
      insertInOrder(tables.routes, routes, module.orders ?? routes.map(() => Infinity), orderOf);
    }
  }

  function load(shard: ShardIndexEntry<Route>): Promise<void> {
    let loaded = loading.get(shard);
    if (!loaded) {
      // A part downloads alongside its parent and joins it once the parent's routes are in.
      const parent = shard.parent === undefined ? undefined : load(shards[shard.parent]!);
      loaded = Promise.all([shard.load(), parent]).then(([module]) => add(shard, module));
      // A failed download (offline, a new deployment) may be tried again by the next navigation.
      loaded.catch(() => loading.delete(shard));
      loading.set(shard, loaded);
    }
    return loaded;
  }

  const shardsFor = (pathname: string) =>
    [...new Set([pathname, decoded(pathname)])]
      .map((candidate) => shardFor(candidate, shards))
      .filter((shard): shard is ShardIndexEntry<Route> => shard !== undefined);

  return {
    /** Resolves once the routes of the address's shard (if any) are in the tables. */
    ensureRoutesFor(pathname: string): Promise<void> {
      return Promise.all(shardsFor(pathname).map(load)).then(() => undefined);
    },
    /** How many shards have been added: caches built from the tables are stale once it changes. */
    version: () => added,
    /** Every shard (the debug pages list all routes). */
    ensureAllRoutes(): Promise<void> {
      return Promise.all(shards.map(load)).then(() => undefined);
    },
  };
}
