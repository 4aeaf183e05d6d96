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
 * version is its own shard. A shard with many pages is split further (a
 * docs version by splitLargeVersions, a top-level shard by
 * splitLargeTopLevel): the pages under its largest directories become parts
 * of their own, and pages a prefix cannot divide (a flat directory: every
 * release of the changelog) are split into ranges of their names
 * (splitRanges), so no shard grows with the site. What stays in `main.js`:
 * the routes outside any shard (the home page, the not-found route), the
 * container routes with an empty child list, and for each shard its path
 * prefix (and a range's first name) and where its routes go back. Paths of
 * different shards never match the same address, except a version prefix
 * of another (`/docs/` and `/docs/2.x/`): the longest prefix wins, then the
 * range of the address's name, and routes go back in their original order.
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
  /** For a part that needs it: the index of the shard it was split from in the shard list, which loads first. */
  parent?: number;
  /** For a part of a docs version: the route of the parent shard its routes join, as child indices (`[0, 0]`: the first child of its first route). A part of a top-level shard has `orders` instead. */
  at?: number[];
  /** For a range of a flat directory: its first name below the prefix (see rangeKey); addresses from there on, up to the next range's, are its. */
  from?: string;
  routes: RouteEntry[];
}

/**
 * The most pages a docs version's shard keeps before its largest
 * directories become parts of their own: small enough that a first visit
 * pays little for the rest of its version (PERFORMANCE.md has the figures).
 * This site's own versions are larger, so every build exercises the parts.
 */
export const maxRoutesPerShard = 60;
/** A directory with fewer pages stays in its parent: a part that small would cost a request for little. */
export const minRoutesPerPart = 5;

/** The chunk name of a shard's module: the chunk graph knows a shard by it. */
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
    throw new Error('routes.js: no "export default [" found; Docusaurus changed the generated route table (src/framework-edits/route-shards/shards.ts)');
  }
  const literal = source
    .slice(start + 'export default '.length)
    .trim()
    .replace(/;\s*$/, '');
  const componentCreator = (path: string, hash: string) => ({path, hash});
  // The generated file is a literal array of plain values and ComponentCreator calls.
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

/** A part split off a shard: its pages, the prefix of its addresses and, for a range, the first name it covers. */
export interface Part {
  prefix: string;
  from?: string;
  routes: RouteEntry[];
}

/**
 * Splits pages (exact routes without children, all under `basePath`) by the
 * directory below it, largest first, until at most `max` stay; a directory
 * too large itself is split the same way below it. A directory of fewer than
 * `min` pages is never split off. What a prefix cannot divide (a flat
 * directory of many pages) is split into ranges of names (splitRanges);
 * `keptPrefix` is the prefix under which the kept pages are looked up, which
 * their ranges share.
 */
export function splitPages(pages: RouteEntry[], basePath: string, max: number, min: number, keptPrefix = basePath): {kept: RouteEntry[]; parts: Part[]} {
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
  const parts: Part[] = [];
  let remaining = pages.length;
  // Largest first, then by name, so the split does not depend on route order.
  for (const [directory, inside] of [...directories].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))) {
    if (remaining <= max || inside.length < min) {
      kept.push(...inside);
      continue;
    }
    const prefix = `${basePath}${directory}`;
    const below = splitPages(inside, `${prefix}/`, max, min, prefix);
    if (below.kept.length > 0) parts.push({prefix, routes: below.kept});
    parts.push(...below.parts);
    remaining -= inside.length;
  }
  // Pages keep their original order in what stays.
  const order = new Map(pages.map((page, index) => [page, index]));
  kept.sort((a, b) => order.get(a)! - order.get(b)!);
  const {kept: first, ranges} = splitRanges(kept, keptPrefix, max);
  parts.push(...ranges.map((range) => ({prefix: keptPrefix, ...range})));
  return {kept: first, parts};
}

/**
 * The name an address or a route path has below `prefix`, as ranges compare
 * it: its first segment there, without an `.html` ending, so that
 * `/changelog/2.4.3/`, `/changelog/2.4.3` and `/changelog/2.4.3.html` all
 * read "2.4.3"; the prefix itself reads "".
 */
export function rangeKey(pathname: string, prefix: string): string {
  return pathname
    .slice(prefix.length)
    .replace(/^\//, '')
    .split('/')[0]!
    .replace(/\.html$/, '');
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Splits pages that a path prefix cannot divide (a flat directory, like a
 * changelog's releases) into ranges of their names below `prefix`
 * (rangeKey), in code-unit order, of at most `max` pages and about the same
 * size. The pages of one name stay together, so a name with more than `max`
 * pages stays whole. The first range is kept, in the pages' original order;
 * each other range starts at its first name.
 */
export function splitRanges(pages: RouteEntry[], prefix: string, max: number): {kept: RouteEntry[]; ranges: {from: string; routes: RouteEntry[]}[]} {
  if (pages.length <= max) {
    return {kept: pages, ranges: []};
  }
  const byName = new Map<string, RouteEntry[]>();
  for (const page of pages) {
    const name = rangeKey(page.path, prefix);
    const same = byName.get(name);
    if (same) same.push(page);
    else byName.set(name, [page]);
  }
  const size = Math.ceil(pages.length / Math.ceil(pages.length / max));
  const ranges: {from: string; routes: RouteEntry[]}[] = [];
  for (const [name, named] of [...byName].sort(([a], [b]) => byCodeUnits(a, b))) {
    const last = ranges.at(-1);
    if (last && last.routes.length + named.length <= size) last.routes.push(...named);
    else ranges.push({from: name, routes: [...named]});
  }
  const order = new Map(pages.map((page, index) => [page, index]));
  const kept = ranges.shift()!.routes.sort((a, b) => order.get(a)! - order.get(b)!);
  return {kept, ranges};
}

/** A part's shard id: its parent's, then the part's directory below the parent's prefix, or where its range starts. */
const partId = (parent: Shard, part: Part) =>
  `${parent.id}-${safeId(part.from === undefined ? part.prefix.slice(parent.prefix.length) : `${part.prefix.slice(parent.prefix.length)}-from-${part.from}`)}`;

/**
 * Splits each docs version shard whose pages exceed `max`: the route that
 * holds the pages (the first whose children are all pages) keeps some, and
 * each part takes a directory's pages or a range of them, to rejoin that
 * route when loaded.
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
      const {kept, parts} = splitPages(route.routes!, route.path.endsWith('/') ? route.path : `${route.path}/`, max, min, shard.prefix);
      route.routes = kept;
      for (const part of parts) {
        result.push({id: partId(shard, part), ...part, parent: index, at});
      }
    }
  });
  return result;
}

/**
 * Splits each top-level shard (`/blog/…`, `/changelog/…`) with more than
 * `max` routes as a version's pages are split. The shard keeps every route
 * that is not a page, and the first range of what stays; each part goes back
 * to the top level by its routes' original places. A part loads alone when
 * its shard kept only pages: an exact route matches its own address only,
 * which leads to its own shard. Otherwise (a route of the shard could match
 * the part's addresses) the shard loads first.
 */
function splitLargeTopLevel(shards: Shard[], max: number, min: number): Shard[] {
  const result = [...shards];
  shards.forEach((shard, index) => {
    if (shard.orders === undefined || shard.routes.length <= max) return;
    const orderOf = new Map(shard.routes.map((route, position) => [route, shard.orders![position]!]));
    const {parts} = splitPages(shard.routes.filter(isLeaf), `${shard.prefix}/`, max, min, shard.prefix);
    const moved = new Set(parts.flatMap((part) => part.routes));
    shard.routes = shard.routes.filter((route) => !moved.has(route));
    shard.orders = shard.routes.map((route) => orderOf.get(route)!);
    const alone = shard.routes.every(isLeaf);
    for (const part of parts) {
      const routes = [...part.routes].sort((a, b) => orderOf.get(a)! - orderOf.get(b)!);
      result.push({id: partId(shard, part), ...part, routes, ...(alone ? {} : {parent: index}), orders: routes.map((route) => orderOf.get(route)!)});
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
  shards = splitLargeTopLevel(splitLargeVersions(shards, max, min), max, min);
  // Each route must be found where an address looks for it: in the shard its own path leads to, or in one that shard loads first.
  const loadedWith = (found: Shard | undefined): Shard[] =>
    found ? [found, ...loadedWith(found.parent === undefined ? undefined : shards[found.parent])] : [];
  const walk = (owned: RouteEntry[], shard: Shard) => {
    for (const route of owned) {
      const found = route.path.includes('*') || route.path.includes(':') ? shard : shardFor(route.path, shards);
      if (!loadedWith(found).includes(shard)) {
        throw new Error(
          `Route ${route.path} is in the route shard ${shard.prefix} but its address leads to ${found?.prefix ?? 'main.js'}: ` +
            'a shard cannot hold it (src/framework-edits/route-shards/shards.ts)',
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

/**
 * The shard an address belongs to: the longest prefix that starts it, as a
 * path segment; among shards of that prefix split into ranges, the last
 * range that starts at or before the address's name (rangeKey).
 */
export function shardFor<T extends {prefix: string; from?: string}>(pathname: string, shards: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const shard of shards) {
    const {prefix, from} = shard;
    const matches =
      pathname === prefix ||
      pathname === prefix.replace(/\/$/, '') ||
      pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      pathname.startsWith(`${prefix}.`);
    if (!matches || (from !== undefined && rangeKey(pathname, prefix) < from)) {
      continue;
    }
    if (!best || prefix.length > best.prefix.length || (prefix.length === best.prefix.length && (best.from ?? '') < (from ?? ''))) {
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
      `registry.js: read ${entries.size} of ${declared} entries; Docusaurus changed the generated registry (src/framework-edits/route-shards/shards.ts)`,
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
