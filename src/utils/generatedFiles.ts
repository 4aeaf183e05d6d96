/**
 * Two files Docusaurus writes into `.docusaurus/` and that the site's
 * plugins read: their shapes, and how to read a route's chunk names. Used
 * at build time (the PWA precache, the route scripts in each page's HTML)
 * and in the browser (prefetching).
 */

/** `client-manifest.json`: origin keys (chunk names, entries) → asset ids → files. */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
};

/** `routesChunkNames.json`: route key ("/docs/x/-53c") → chunk names, nested. */
export type RoutesChunkNames = Record<string, unknown>;

/** Route keys carry a short hash after the path: "/docs/installation/-53c" → "/docs/installation/". */
export function routePathOfKey(key: string): string {
  return key.replace(/-[0-9a-f]+$/, '');
}

/** Every chunk name in a route's (nested) entry, in order. */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesOf);
  }
  return [];
}
