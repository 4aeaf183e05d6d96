/** The route shard index written by src/plugins/route-shards/generate.ts (browser build only). */
declare module '@generated/route-shards/index.js' {
  import type {ShardIndexEntry} from '@site/src/plugins/route-shards/shardLoader';
  import type {RouteConfig} from 'react-router-config';

  const shards: ShardIndexEntry<RouteConfig & {path: string}>[];
  export default shards;
  /** Exact routes whose address ends in .html. */
  export const exactHtmlRoutes: string[];
}
