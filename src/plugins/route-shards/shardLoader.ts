/**
 * In the browser: loads the route shard an address needs and adds it to the
 * route table, chunk names and registry that Docusaurus's client code reads
 * (the same objects, changed in place, so every importer sees the new
 * routes). A top-level shard's routes go before the not-found route; a
 * docs version goes back among its container's children in its original
 * place, whatever order the versions load in.
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
  routesChunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
}

export interface ShardIndexEntry<Route extends ClientRoute = ClientRoute> {
  prefix: string;
  /** Top-level index of the container route, for a docs version. */
  container?: number;
  order?: number;
  load: () => Promise<ShardModule<Route>>;
}

export interface RouteTables<Route extends ClientRoute = ClientRoute> {
  routes: Route[];
  routesChunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function createShardLoader<Route extends ClientRoute>(tables: RouteTables<Route>, shards: readonly ShardIndexEntry<Route>[]) {
  // Read before any shard is added: top-level insertions move the indices after them.
  const containers = shards.map((shard) => (shard.container === undefined ? undefined : tables.routes[shard.container]));
  const orderOf = new WeakMap<ClientRoute, number>();
  const loading = new Map<ShardIndexEntry<Route>, Promise<void>>();

  function add(shard: ShardIndexEntry<Route>, module: ShardModule<Route>): void {
    Object.assign(tables.registry, module.registry);
    Object.assign(tables.routesChunkNames, module.routesChunkNames);
    const routes = module.routes();
    const container = containers[shards.indexOf(shard)];
    if (container) {
      const children = (container.routes ??= []);
      const order = shard.order ?? 0;
      routes.forEach((route) => orderOf.set(route, order));
      const at = children.findIndex((child) => (orderOf.get(child) ?? Infinity) > order);
      children.splice(at < 0 ? children.length : at, 0, ...routes);
    } else {
      const notFound = tables.routes.findIndex((route) => route.path === '*');
      tables.routes.splice(notFound < 0 ? tables.routes.length : notFound, 0, ...routes);
    }
  }

  function load(shard: ShardIndexEntry<Route>): Promise<void> {
    let loaded = loading.get(shard);
    if (!loaded) {
      loaded = shard.load().then((module) => add(shard, module));
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
    /** Every shard (the debug pages list all routes). */
    ensureAllRoutes(): Promise<void> {
      return Promise.all(shards.map(load)).then(() => undefined);
    },
  };
}
