/**
 * Prefetches the files of a route the reader may open next, as Docusaurus's
 * `prefetch` does, but only the files this page has not loaded or requested
 * yet (see ./chunkUrls.ts).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {ensureRoutesFor, routesVersion} from '@route-shards/loader';
import {createChunkNameIndex, urlsToPrefetch} from './chunkUrls';

// Added by Docusaurus to the bundler's runtime: the file of a chunk, by chunk name.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Connection = {effectiveType?: string; saveData?: boolean};

let chunkNameIndex: Map<string, string[]> | undefined;
// The routes version the index was built from: a loaded route shard adds chunk names.
let indexedVersion = -1;
const prefetchedRoutes = new Set<string>();
const requested = new Set<string>();

const onSlowConnection = () => {
  const connection = (navigator as {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

export function prefetchRoute(routePath: string): void {
  if (onSlowConnection() || prefetchedRoutes.has(routePath)) return;
  prefetchedRoutes.add(routePath);
  // The link may lead into a part of the site whose routes are not loaded yet.
  ensureRoutesFor(routePath).then(
    () => addPrefetchLinks(routePath),
    // Its route shard failed to download: a later hover or scroll tries again.
    () => prefetchedRoutes.delete(routePath),
  );
}

function addPrefetchLinks(routePath: string): void {
  if (chunkNameIndex === undefined || indexedVersion !== routesVersion()) {
    chunkNameIndex = createChunkNameIndex(routesChunkNames);
    indexedVersion = routesVersion();
  }
  // The page's own scripts count as requested; they change as the reader navigates.
  for (const script of Array.from(document.scripts)) {
    if (script.src) requested.add(script.src);
  }
  const matchedPaths = matchRoutes(routes, routePath).map((match) => match.route.path as string);
  for (const url of urlsToPrefetch(matchedPaths, chunkNameIndex, (name) => __webpack_require__.gca(name), requested, document.baseURI)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}
