/**
 * `@route-shards/loader` in the browser build of `docusaurus build` (the
 * dev server and the server build get src/plugins/route-table/wholeTable.ts).
 *
 * The browser build's route shards (see ./index.ts): `main.js` starts with
 * the routes every page needs, and this loads the rest by part of the site.
 * The patched `preload` (../module-patches/modules/core.preload.cjs) awaits `ensureRoutesFor` before the
 * first render and before each client-side navigation; idle prefetching
 * awaits it before matching a link's routes.
 */
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import siteConfig from '@generated/docusaurus.config';
import shards, {baseOrders, exactHtmlRoutes} from '@generated/route-shards/index.js';
import {createShardLoader, decoded} from './shardLoader';

const loader = createShardLoader(
  {routes, baseOrders, registry: registry as Record<string, unknown>, routesChunkNames: routesChunkNames as Record<string, unknown>},
  shards,
);
const debugPages = `${siteConfig.baseUrl}__docusaurus/`;

/** Changes each time a shard is added (to rebuild caches of the tables). */
export const routesVersion = loader.version;

/** Resolves once the routes an address may match are in the route table. */
export function ensureRoutesFor(pathname: string): Promise<void> {
  // The debug pages list every route and registry entry.
  return pathname.startsWith(debugPages) ? loader.ensureAllRoutes() : loader.ensureRoutesFor(pathname);
}

const exactHtml = new Set(exactHtmlRoutes);

/**
 * Whether an address is an exact route, for `.html` normalisation: only an
 * address ending in .html can lose its suffix, and those that are routes of
 * their own are listed at build time, wherever their shard is.
 */
export function isExactRoute(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  return exactHtml.has(path) || exactHtml.has(decoded(path));
}
