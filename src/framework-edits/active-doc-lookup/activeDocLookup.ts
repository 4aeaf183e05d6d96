/**
 * The doc at an address, and the same doc in the other versions, found in
 * a table built once per version instead of by a scan of every doc.
 *
 * Docusaurus's `getActiveDocContext` (the docs plugin's docsClientUtils)
 * tests the address against each doc path of the active version in turn,
 * then scans every doc of every version for the doc's other versions; the
 * navbar's docs items call it several times on every render. That is work
 * in proportion to the number of docs, on every page, in the browser and
 * at build time (PERFORMANCE.md, "Why the site is built this way").
 *
 * The same goes for the version's routes: the docs root looked for the
 * route of the address among all of them, then rendered a `Switch` of one
 * `Route` per doc, which looked for it again; `preload`, before every page
 * render, walked them a third time (react-router-config's `matchRoutes`).
 *
 * The table answers exactly what the scan did. A doc path is matched as
 * React Router matches it (exact, trailing slash optional, ASCII letters in
 * any case); a version with a path the table cannot answer that way (route
 * syntax, non-ASCII characters), or a list with a route that is not exact
 * or has options, keeps the scan.
 */

import {asciiLowerCase, isPlainAsciiPath, nonAscii} from '../../utils/plainRoutePath.cjs';

interface Doc {
  id: string;
  path: string;
}
interface Version<D extends Doc> {
  name: string;
  docs: D[];
}

/** What an exact, non-strict, case-insensitive match compares: the path without one trailing slash, ASCII letters folded. */
const matchKey = (path: string) => asciiLowerCase(path.endsWith('/') ? path.slice(0, -1) : path);

interface WithPath {
  path: string;
}
/** An entry of a table: the first item with the path, and its position in the list. */
type Entry<T> = {item: T; index: number};

// A table is null when the list has an item only the scan can match. It is
// built again when the list has grown: route shards append a part's routes to
// its version's list when the part loads (src/framework-edits/route-shards).
const tables = new WeakMap<WithPath[], {length: number; table: Map<string, Entry<WithPath>> | null}>();

function tableOf<T extends WithPath>(items: T[], answerable: (item: T) => boolean): Map<string, Entry<T>> | null {
  const built = tables.get(items);
  if (built?.length === items.length) {
    return built.table as Map<string, Entry<T>> | null;
  }
  const table = items.every((item) => answerable(item) && isPlainAsciiPath(item.path)) ? new Map<string, Entry<T>>() : null;
  // The first item of a path wins, as with `find`.
  for (let index = 0; table && index < items.length; index += 1) {
    const key = matchKey(items[index]!.path);
    if (!table.has(key)) table.set(key, {item: items[index]!, index});
  }
  tables.set(items, {length: items.length, table: table as Map<string, Entry<WithPath>> | null});
  return table;
}

/** The entry whose path matches the address, null for none, undefined when only the scan can tell. */
function lookUp<T extends WithPath>(items: T[], pathname: string, answerable: (item: T) => boolean): Entry<T> | null | undefined {
  const table = tableOf(items, answerable);
  // A non-ASCII address may still match through case folding beyond ASCII; leave it to the scan.
  return table && !nonAscii.test(pathname) ? (table.get(matchKey(pathname)) ?? null) : undefined;
}

/** The doc whose path matches the address; `scan` is Docusaurus's own search, for what the table cannot answer. */
export function findDocByPath<D extends Doc>(docs: D[], pathname: string, scan: () => D | undefined): D | undefined {
  const found = lookUp(docs, pathname, () => true);
  return found === undefined ? scan() : found?.item;
}

/** A route as React Router reads it; `path` may be missing (a layout route) or a list. */
export interface RouteLike {
  path?: unknown;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  key?: string;
}

/** A route the table matches as `matchPath` does: one plain path, exact, with no other option. */
const isTableRoute = (route: RouteLike): boolean =>
  typeof route.path === 'string' && route.path !== '' && route.exact === true && !route.strict && !route.sensitive;

/**
 * The position of the first route matching the address, -1 for none, or
 * undefined when only React Router's own walk can tell (the list has a route
 * the table cannot answer).
 */
export function firstMatchingRoute(routes: RouteLike[], pathname: string): number | undefined {
  const found = lookUp(routes as (RouteLike & WithPath)[], pathname, isTableRoute);
  return found === undefined ? undefined : (found?.index ?? -1);
}

/** The docs root's route of the address: the table's answer, or `scan` (Docusaurus's `find`). */
export function findDocRoute<R extends RouteLike>(routes: R[], pathname: string, scan: () => R | undefined): R | undefined {
  const index = firstMatchingRoute(routes, pathname);
  return index === undefined ? scan() : routes[index];
}

/**
 * What the docs root renders in its `Switch`: the whole list, or, when the
 * table found the route, that route alone, as the `Switch` would have picked
 * it from the list (with the key `renderRoutes` gives it there).
 */
export function routesToRender<R extends RouteLike>(routes: R[], pathname: string): R[] {
  const index = firstMatchingRoute(routes, pathname);
  if (index === undefined || index === -1) return routes;
  const found = routes[index]!;
  return [{...found, key: found.key || String(index)}];
}

const alternates = new WeakMap<object, Map<string, Record<string, Doc>>>();

/** The doc with this id in each version, by version name (the last one, if a version had two). */
export function alternateDocs<D extends Doc>(data: {versions: Version<D>[]}, docId: string): Record<string, D> {
  let byId = alternates.get(data);
  if (!byId) {
    byId = new Map();
    for (const version of data.versions) {
      for (const doc of version.docs) {
        const found = byId.get(doc.id) ?? {};
        found[version.name] = doc;
        byId.set(doc.id, found);
      }
    }
    alternates.set(data, byId);
  }
  // A new object each time, as the scan returned.
  return {...(byId.get(docId) as Record<string, D> | undefined)};
}
