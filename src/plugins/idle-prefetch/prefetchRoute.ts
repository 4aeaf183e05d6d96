/**
 * Prefetches the files of a route the reader may open next, as Docusaurus's
 * `prefetch` does, but only the files this page has not loaded or requested
 * yet (see ./chunkUrls.ts).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {createChunkNameIndex, urlsToPrefetch} from './chunkUrls';

// Added by Docusaurus to the bundler's runtime: the file of a chunk, by chunk name.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Connection = {effectiveType?: string; saveData?: boolean};

let chunkNameIndex: Map<string, string[]> | undefined;
const prefetchedRoutes = new Set<string>();
const requested = new Set<string>();

const onSlowConnection = () => {
  const connection = (navigator as {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

export function prefetchRoute(routePath: string): void {
  if (onSlowConnection() || prefetchedRoutes.has(routePath)) return;
  prefetchedRoutes.add(routePath);
  chunkNameIndex ??= createChunkNameIndex(routesChunkNames);
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
