/**
 * Which script files prefetching a route should request: the files of the
 * chunks of every route that matches it, minus the ones the page already
 * has or has already asked for.
 *
 * Docusaurus's own prefetch requested every chunk of the route each time,
 * including the layout and shared chunks that the current page has loaded
 * and that every other link in view shares: most of the `<link
 * rel="prefetch">` tags it added (and most of the time each prefetch took)
 * were for files already there. It also scanned the whole chunk-name table
 * for each link; `createChunkNameIndex` reads it once.
 */
import {chunkNamesOf, routePathOfKey, type RoutesChunkNames} from '../../../utils/generatedFiles';

/** The chunk names of each route path, from the generated table (several keys can share a path). */
export function createChunkNameIndex(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const path = routePathOfKey(key);
    index.set(path, [...(index.get(path) ?? []), ...chunkNamesOf(chunks)]);
  }
  return index;
}

/**
 * The URLs to prefetch for the routes `matchedPaths`, in order and without
 * duplicates. `chunkUrl` maps a chunk name to its file (undefined, or a URL
 * with "undefined" in it, when the bundler merged that chunk into another);
 * `known` holds absolute URLs already loaded or requested, and receives the
 * new ones.
 */
export function urlsToPrefetch(
  matchedPaths: string[],
  index: Map<string, string[]>,
  chunkUrl: (chunkName: string) => string | undefined,
  known: Set<string>,
  base: string,
): string[] {
  const urls: string[] = [];
  for (const path of matchedPaths) {
    for (const chunkName of index.get(path) ?? []) {
      const url = chunkUrl(chunkName);
      if (!url || url.includes('undefined')) continue;
      const absolute = new URL(url, base).href;
      if (known.has(absolute)) continue;
      known.add(absolute);
      urls.push(url);
    }
  }
  return urls;
}
