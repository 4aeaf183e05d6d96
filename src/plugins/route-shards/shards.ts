/**
 * Splits the route data Docusaurus generates for the browser (the route
 * table, each route's chunk names, the registry of chunk loaders) into
 * shards, one per part of the site, so that `main.js` only carries what
 * every page needs and a shard loads when a page of its part is opened or
 * may be followed.
 *
 * A shard is either all the top-level routes whose path starts with one
 * first segment (`/blog/…`, `/changelog/…`), or one child of a top-level
 * container route that holds versions (`/docs/2.x/`, `/docs/`), so each docs
 * version is its own shard. A docs version with many pages is split further
 * (splitLargeVersions): the pages under its largest directories become
 * parts of their own, so no shard grows with the site. What stays in
 * `main.js`: the routes outside any shard (the home page, the not-found
 * route), the container routes with an empty child list, and for each shard
 * its path prefix and where its routes go back. Paths of different shards never match the same address, except
 * a version prefix of another (`/docs/` and `/docs/2.x/`): the longest
 * prefix wins, and children go back in their original order.
 *
 * Pure functions on the generated files' data; ./index.ts reads and writes
 * the files.
 */

/** A route as the generated `routes.js` declares it, with `component` as the arguments of its ComponentCreator call. */
export interface RouteEntry {
  path: string;
  component: {path: string; hash?: string};
  exact?: boolean;
  routes?: RouteEntry[];
  [attribute: string]: unknown;
}

export interface Shard {
  /** A file-name-safe identifier ("blog", "docs-2.x"). */
  id: string;
  /** Addresses starting with this path (under the base URL) belong to the shard. */
  prefix: string;
  /** Where its routes go: the top level, or the children of the container route at this top-level index. */
  container?: number;
  /** For a container's child: its index among the container's original children. */
  order?: number;
  /** For top-level routes: each route's index in the original top-level table (shards load in any order). */
  orders?: number[];
  /** For a part of a docs version: the index of the version's shard in the shard list; it loads first. */
  parent?: number;
  /** For a part: the route of the parent shard its routes join, as child indices (`[0, 0]`: the first child of its first route). */
  at?: number[];
  routes: RouteEntry[];
}

/**
 * The most pages a docs version's shard keeps before its largest
 * directories become parts of their own. About 45 bytes gzipped per page:
 * a shard of 60 pages is under 3 KB. This site's own versions (85 to 88
 * pages) are split too, so every build exercises the parts.
 */
export const maxRoutesPerShard = 60;
/** A directory with fewer pages stays in its parent: a part that small would cost a request for little. */
export const minRoutesPerPart = 5;

/** The chunk name of a shard's module: the client manifest and the chunk graph know a shard by it. */
export const shardChunkName = (id: string) => `routes-${id}`;

export interface ShardedRoutes {
  /** The route table `main.js` starts with. */
  base: RouteEntry[];
  /** Each base route's index in the original top-level table. */
  baseOrders: number[];
  shards: Shard[];
}

/** Reads the array a generated `routes.js` exports, with each ComponentCreator call as its arguments. */
export function parseRoutesModule(source: string): RouteEntry[] {
  const start = source.indexOf('export default [');
  if (start < 0) {
    throw new Error('routes.js: no "export default [" found; Docusaurus changed the generated route table (src/plugins/route-shards/shards.ts)');
  }
  const literal = source.slice(start + 'export default '.length).trim().replace(/;\s*$/, '');
  const componentCreator = (path: string, hash: string) => ({path, hash});
  // The generated file is a literal array of plain values and ComponentCreator calls.
  // eslint-disable-next-line no-new-func, @typescript-eslint/no-implied-eval
  return new Function('ComponentCreator', `return ${literal};`)(componentCreator) as RouteEntry[];
}

/** The first path segment under the base URL ("" for the base URL itself and the catch-all). */
export function firstSegment(path: string, baseUrl: string): string {
  if (!path.startsWith(baseUrl)) {
    return '';
  }
  return path.slice(baseUrl.length).split('/')[0] ?? '';
}

const safeId = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'root';

/**
 * A container route holds one child per version (a docs plugin's route):
 * it is not exact, and every child is a route with children of its own and
 * no `exact`.
 */
function isVersionContainer(route: RouteEntry): boolean {
  const children = route.routes ?? [];
  return route.exact !== true && children.length > 0 && children.every((child) => child.exact !== true && (child.routes?.length ?? 0) > 0);
}

const isLeaf = (route: RouteEntry) => route.exact === true && (route.routes?.length ?? 0) === 0;

/**
 * Splits pages (exact routes without children, all under `basePath`) by the
 * directory below it, largest first, until at most `max` stay; a directory
 * too large itself is split the same way below it. A directory of fewer than
 * `min` pages is never split off, so a flat directory of many pages stays
 * one part: a path prefix cannot divide it.
 */
export function splitPages(pages: RouteEntry[], basePath: string, max: number, min: number): {kept: RouteEntry[]; parts: {prefix: string; routes: RouteEntry[]}[]} {
  if (pages.length <= max) {
    return {kept: pages, parts: []};
  }
  const kept: RouteEntry[] = [];
  const directories = new Map<string, RouteEntry[]>();
  for (const page of pages) {
    const rest = page.path.startsWith(basePath) ? page.path.slice(basePath.length) : '';
    // `guides/` and `guides/x/` are both in the directory `guides`.
    const directory = rest.split('/')[0]!;
    if (directory === '') {
      kept.push(page);
    } else {
      const inside = directories.get(directory);
      if (inside) inside.push(page);
      else directories.set(directory, [page]);
    }
  }
  const parts: {prefix: string; routes: RouteEntry[]}[] = [];
  let remaining = pages.length;
  // Largest first, then by name, so the split does not depend on route order.
  for (const [directory, inside] of [...directories].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))) {
    if (remaining <= max || inside.length < min) {
      kept.push(...inside);
      continue;
    }
    const prefix = `${basePath}${directory}`;
    const below = splitPages(inside, `${prefix}/`, max, min);
    if (below.kept.length > 0) parts.push({prefix, routes: below.kept});
    parts.push(...below.parts);
    remaining -= inside.length;
  }
  // Pages keep their original order in what stays.
  const order = new Map(pages.map((page, index) => [page, index]));
  kept.sort((a, b) => order.get(a)! - order.get(b)!);
  return {kept, parts};
}

/**
 * Splits each docs version shard whose pages exceed `max`: the route that
 * holds the pages (the first whose children are all pages) keeps some, and
 * each part takes a directory's pages, to rejoin that route when loaded.
 */
function splitLargeVersions(shards: Shard[], max: number, min: number): Shard[] {
  const result = [...shards];
  shards.forEach((shard, index) => {
    if (shard.container === undefined) return;
    // A copy: the parsed table stays as Docusaurus generated it.
    shard.routes = JSON.parse(JSON.stringify(shard.routes)) as RouteEntry[];
    const holders: {route: RouteEntry; at: number[]}[] = [];
    const find = (routes: RouteEntry[], at: number[]) =>
      routes.forEach((route, position) => {
        const children = route.routes ?? [];
        if (children.length > 0 && children.every(isLeaf)) holders.push({route, at: [...at, position]});
        else find(children, [...at, position]);
      });
    find(shard.routes, []);
    for (const {route, at} of holders) {
      const {kept, parts} = splitPages(route.routes!, route.path.endsWith('/') ? route.path : `${route.path}/`, max, min);
      route.routes = kept;
      for (const part of parts) {
        result.push({id: `${shard.id}-${safeId(part.prefix.slice(shard.prefix.length))}`, prefix: part.prefix, parent: index, at, routes: part.routes});
      }
    }
  });
  return result;
}

export function shardRoutes(routes: RouteEntry[], baseUrl: string, max = maxRoutesPerShard, min = minRoutesPerPart): ShardedRoutes {
  const base: RouteEntry[] = [];
  const baseOrders: number[] = [];
  let shards: Shard[] = [];
  const bySegment = new Map<string, Shard>();
  routes.forEach((route, index) => {
    const segment = firstSegment(route.path, baseUrl);
    if (segment === '' || route.path.includes(':') || route.path.includes('*')) {
      base.push(route);
      baseOrders.push(index);
      return;
    }
    if (isVersionContainer(route)) {
      const container = base.length;
      base.push({...route, routes: []});
      baseOrders.push(index);
      route.routes!.forEach((child, order) => {
        shards.push({id: safeId(child.path.slice(baseUrl.length)), prefix: child.path, container, order, routes: [child]});
      });
      return;
    }
    let shard = bySegment.get(segment);
    if (!shard) {
      shard = {id: safeId(segment), prefix: `${baseUrl}${segment}`, orders: [], routes: []};
      bySegment.set(segment, shard);
      shards.push(shard);
    }
    shard.routes.push(route);
    shard.orders!.push(index);
  });
  shards = splitLargeVersions(shards, max, min);
  // Each route must be found where an address looks for it: in the shard its own path leads to.
  const walk = (owned: RouteEntry[], shard: Shard) => {
    for (const route of owned) {
      const found = route.path.includes('*') || route.path.includes(':') ? shard : shardFor(route.path, shards);
      if (found !== shard) {
        throw new Error(
          `Route ${route.path} is in the route shard ${shard.prefix} but its address leads to ${found?.prefix ?? 'main.js'}: ` +
            'a shard cannot hold it (src/plugins/route-shards/shards.ts)',
        );
      }
      walk(route.routes ?? [], shard);
    }
  };
  shards.forEach((shard) => walk(shard.routes, shard));
  const ids = new Set<string>();
  for (const shard of shards) {
    while (ids.has(shard.id)) {
      shard.id = `${shard.id}-`;
    }
    ids.add(shard.id);
  }
  return {base, baseOrders, shards};
}

/** The shard an address belongs to: the longest prefix that starts it, as a path segment. */
export function shardFor<T extends {prefix: string}>(pathname: string, shards: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const shard of shards) {
    const {prefix} = shard;
    const matches =
      pathname === prefix ||
      pathname === prefix.replace(/\/$/, '') ||
      pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      pathname.startsWith(`${prefix}.`);
    if (matches && (!best || prefix.length > best.prefix.length)) {
      best = shard;
    }
  }
  return best;
}

/** The keys of routesChunkNames.json that the routes use (each route and its children). */
export function routeKeys(routes: RouteEntry[]): string[] {
  // The not-found route ("*") has no hash and no chunk names: ComponentCreator gives it the NotFound component.
  return routes.flatMap((route) => [
    ...(route.component.hash === undefined ? [] : [`${route.path}-${route.component.hash}`]),
    ...routeKeys(route.routes ?? []),
  ]);
}

/** The registry's lines by chunk name, verbatim (`  "id": [() => import(…), …],`). */
export function parseRegistryModule(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of source.matchAll(/^ {2}"([^"]+)": (\[\(\) => import\(.*\)\]),?(?=\}?;?$)/gm)) {
    entries.set(match[1]!, match[2]!);
  }
  const declared = (source.match(/^ {2}"[^"]+":/gm) ?? []).length;
  if (entries.size !== declared || declared === 0) {
    throw new Error(
      `registry.js: read ${entries.size} of ${declared} entries; Docusaurus changed the generated registry (src/plugins/route-shards/shards.ts)`,
    );
  }
  return entries;
}

/** Writes routes back as JavaScript, each component as a ComponentCreator call. */
export function routesSource(routes: RouteEntry[]): string {
  const value = (route: RouteEntry): string => {
    const parts = Object.entries(route).map(([key, attribute]) => {
      if (key === 'component') {
        const {path, hash} = route.component;
        return `component: ComponentCreator(${[path, ...(hash === undefined ? [] : [hash])].map((arg) => JSON.stringify(arg)).join(', ')})`;
      }
      if (key === 'routes') {
        return `routes: [${(attribute as RouteEntry[]).map(value).join(', ')}]`;
      }
      return `${JSON.stringify(key)}: ${JSON.stringify(attribute)}`;
    });
    return `{${parts.join(', ')}}`;
  };
  return `[${routes.map(value).join(',\n')}]`;
}
