/**
 * What the service worker downloads up front for offline reading: the app
 * shell, the current docs (pages and the JavaScript they run), the search
 * index and the offline fallback page. Everything else (older
 * versions, blog, changelog, showcase images…) is cached at runtime when a
 * reader visits it (see swCustom.js), so installing stays small.
 */

import {liveCodeFolder} from '../live-code-frame/folder';
import {chunkNamesOf, routePathOfKey, type ClientManifest, type RoutesChunkNames} from '../../utils/generatedFiles';

const olderVersions = ['docs/2.x/', 'docs/3.0.0-rc.1/'];

/**
 * Site-relative path (no base URL, no leading slash) of a route that works offline from the start.
 * The live code frame's page shows the results of the current docs' live blocks.
 */
export function isOfflineRoute(relativePath: string): boolean {
  if (relativePath === '' || relativePath === 'search/' || relativePath === `${liveCodeFolder}/`) {
    return true;
  }
  return relativePath.startsWith('docs/') && !olderVersions.some((prefix) => relativePath.startsWith(prefix));
}

/**
 * Files (relative to the build folder) of the JS and CSS that only routes
 * outside the offline set use. Everything else is precached: the entry
 * bundle, the offline routes' chunks, and the chunks they import lazily
 * (search, diagrams, the update popup…), which the route map cannot list.
 */
export function onlineOnlyAssetFiles(baseUrl: string, routesChunkNames: RoutesChunkNames, manifest: ClientManifest): Set<string> {
  const filesOf = (name: string) =>
    (manifest.origins[name] ?? []).flatMap((id) => {
      const asset = manifest.assets[id];
      return [...(asset?.js ?? []), ...(asset?.css ?? [])].map(({file}) => file);
    });
  const offline = new Set(filesOf('main'));
  const online = new Set<string>();
  for (const [key, value] of Object.entries(routesChunkNames)) {
    const routePath = routePathOfKey(key);
    const isOffline = routePath.startsWith(baseUrl) && isOfflineRoute(routePath.slice(baseUrl.length));
    for (const file of chunkNamesOf(value).flatMap(filesOf)) {
      (isOffline ? offline : online).add(file);
    }
  }
  return new Set([...online].filter((file) => !offline.has(file)));
}

/**
 * Static files of the shell: icons, manifest, logo, the offline page, and
 * the fonts of KaTeX's stylesheet (src/plugins/math-stylesheet) in the one
 * format every browser the site supports reads first (woff2).
 */
const shellFile = /^(offline\.html|404\.html|manifest\.json|img\/(pwa\/.*|logo.*\.svg|favicon\.png)|assets\/fonts\/KaTeX_[\w-]+\.woff2)$/;

/**
 * Pagefind's script, worker, WASM and index chunks (src/plugins/search-pagefind),
 * the page fragments that results show, and the vocabulary that spelling
 * suggestions read. Its bundled UI kits are unused.
 */
const searchIndexFile =
  /^pagefind\/(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|vocabulary\.txt|wasm\.en\.pagefind|[^/]+\.pf_meta|(index|filter|fragment)\/[^/]+\.pf_(index|filter|fragment))$/;

/**
 * Fragments of the older docs versions, whose pages are not offline either:
 * a reader offline searches the current docs (and the rest of the site).
 */
export function onlineOnlySearchFragments(fragmentScopes: Record<string, string>): string[] {
  return Object.entries(fragmentScopes)
    .filter(([, scope]) => scope.startsWith('docs-') && scope !== 'docs-current')
    .map(([file]) => file);
}

/** Whether a built file (path relative to the build folder) goes into the precache. */
export function isPrecached(file: string, onlineOnlyAssets: Set<string>): boolean {
  if (file.endsWith('index.html')) {
    return isOfflineRoute(file.slice(0, -'index.html'.length));
  }
  if (/^assets\/(js|css)\//.test(file) || searchIndexFile.test(file)) {
    return !onlineOnlyAssets.has(file);
  }
  return shellFile.test(file);
}
