/** The route shard index written by src/framework-edits/route-shards/generate.ts (browser build only). */
declare module '@generated/route-shards/index.js' {
  import type {ShardIndexEntry} from '@site/src/framework-edits/route-shards/shardLoader';
  import type {RouteConfig} from 'react-router-config';

  const shards: ShardIndexEntry<RouteConfig & {path: string}>[];
  export default shards;
  /** Each top-level route of main's table: its index in Docusaurus's table. */
  export const baseOrders: number[];
  /** Exact routes whose address ends in .html (without a trailing slash). */
  export const exactHtmlRoutes: string[];
}

/** The route shard loader (src/framework-edits/route-shards/routeLoader.ts, or src/plugins/route-table/wholeTable.ts where the table is whole). */
declare module '@route-shards/loader' {
  /** Resolves once the routes an address may match are in the route table. */
  export function ensureRoutesFor(pathname: string): Promise<void>;
  /** Whether an address ending in .html is a route of its own. */
  export function isExactRoute(pathname: string): boolean;
  /** Changes each time routes are added to the table. */
  export function routesVersion(): number;
}
