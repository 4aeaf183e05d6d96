/**
 * The module `@route-shards/loader`, which the site's client code asks before
 * matching an address (src/clientModules/normalizeHtmlAddress.ts), over
 * Docusaurus's whole route table (./wholeTable.ts). With the framework edits
 * on, src/framework-edits/route-shards gives the browser build its sharded
 * version instead.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module over the whole table, for route-shards' builds that keep it whole too. */
export const wholeRouteTableModule = path.join(__dirname, 'wholeTable.ts');

export default function routeTablePlugin(): Plugin {
  return {
    name: 'route-table',
    configureWebpack: () => ({resolve: {alias: {'@route-shards/loader$': wholeRouteTableModule}}}),
  };
}
