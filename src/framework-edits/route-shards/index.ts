/**
 * Route data that does not grow `main.js` with the site (issue 24).
 *
 * Docusaurus puts the whole route table, every route's chunk names and the
 * registry of chunk loaders in `main.js`, which so grows with every page and
 * is paid by every first visit (PERFORMANCE.md has the figures). In the browser build of `docusaurus build`,
 * this plugin splits them by part of the site (./shards.ts, written by
 * ./generate.ts): `main.js` keeps the home page, the not-found route and the
 * docs containers, and each part (the blog, the changelog, each docs
 * version, a large directory of a version…) is a chunk of its own, loaded
 * by ./routeLoader.ts before Docusaurus renders an address of that part
 * (../module-patches/modules/, this part's edits). The docs lists of the
 * global data, which `main.js` must keep (the theme reads them on every
 * page), are written compactly (./compactDocsData.ts). The bundler
 * runtime's file names of the chunks only a shard's routes load move into
 * that shard (./chunkTables.ts). The server build and the dev server keep
 * Docusaurus's tables.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkTablesPlugin} from './chunkTablesPlugin';
import {ablatedStartupPart} from '../startup/ablation';
import {writeRouteModules} from './generate';
import {shardChunkName} from './shards';
import {wholeRouteTableModule} from '../../plugins/route-table';
import {patchRules} from '../module-patches';

const pluginName = 'route-shards';

type ModuleRequest = {request: string};

export default function routeShardsPlugin(context: LoadContext): Plugin {
  return {
    name: pluginName,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {resolve: {alias: {'@route-shards/loader$': wholeRouteTableModule}}};
      }
      const written = writeRouteModules(context.generatedFilesDir, context.baseUrl);
      const replacements: Record<string, string> = {
        '@generated/routes': written.routes,
        '@generated/registry': written.registry,
        '@generated/routesChunkNames': written.routesChunkNames,
        '@generated/globalData': written.globalData,
      };
      return {
        resolve: {alias: {'@route-shards/loader$': path.join(__dirname, 'routeLoader.ts')}},
        module: {rules: patchRules('route-shards')},
        plugins: [
          // Before resolution, so Docusaurus's own "@generated" alias does not win.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/(routes|registry|routesChunkNames|globalData)$/,
            (resource: ModuleRequest) => {
              resource.request = replacements[resource.request] ?? resource.request;
            },
          ),
          // The runtime's file names of chunks only a shard's routes load move into that shard. The runtime has
          // the table this reads only when chunk files are named by id: leaving out chunk-filenames leaves this out.
          ...(ablatedStartupPart() === 'chunk-filenames' ? [] : [chunkTablesPlugin(new Set(Object.keys(written.shards).map(shardChunkName)))]),
        ],
      };
    },
  };
}
