/**
 * Writes the browser build's route modules from the files Docusaurus
 * generated (routes.js, registry.js, routesChunkNames.json): the tables
 * `main.js` starts with, one module per shard, and the index that loads
 * them (see ./shards.ts for how the routes are split).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chunkNamesOf, type RoutesChunkNames} from '../../utils/generatedFiles';
import {compactGlobalData, expandGlobalData} from './compactDocsData';
import {parseRegistryModule, parseRoutesModule, routeKeys, routesSource, shardChunkName, shardRoutes, type RouteEntry} from './shards';

export interface GeneratedRouteModules {
  /** Module paths that replace `@generated/routes`, `@generated/registry` and `@generated/routesChunkNames`. */
  routes: string;
  registry: string;
  routesChunkNames: string;
  /** The module that replaces `@generated/globalData`: the same data, with the docs lists compacted (./compactDocsData.ts). */
  globalData: string;
  /** The shard index (`export default [{prefix, container, order, load}]`). */
  index: string;
  /** File names of the shards' modules, by shard id. */
  shards: Record<string, string>;
}

/** The keys and chunk names of some routes, without descending into children that live elsewhere. */
function tablesOf(routes: RouteEntry[], allChunkNames: RoutesChunkNames, registry: Map<string, string>) {
  const routesChunkNames: RoutesChunkNames = {};
  const entries = new Map<string, string>();
  for (const key of routeKeys(routes)) {
    if (!(key in allChunkNames)) {
      throw new Error(`routesChunkNames.json has no entry for the route ${key} (src/framework-edits/route-shards/generate.ts)`);
    }
    routesChunkNames[key] = allChunkNames[key];
    for (const name of chunkNamesOf(allChunkNames[key])) {
      const entry = registry.get(name);
      if (!entry) {
        throw new Error(`registry.js has no entry for the chunk ${name} of the route ${key} (src/framework-edits/route-shards/generate.ts)`);
      }
      entries.set(name, entry);
    }
  }
  return {routesChunkNames, registrySource: `{\n${[...entries].map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry},`).join('\n')}\n}`};
}

/**
 * globalData.json with compact docs lists, checked to expand to exactly the
 * original: the browser must hydrate with the data the server rendered with.
 */
function compactGlobalDataJson(original: string): string {
  const globalData = JSON.parse(original);
  const compact = JSON.stringify(compactGlobalData(globalData));
  if (JSON.stringify(expandGlobalData(JSON.parse(compact))) !== JSON.stringify(globalData)) {
    throw new Error(
      'globalData.json does not survive the compact docs lists unchanged: Docusaurus changed the docs global data; ' +
        'update src/framework-edits/route-shards/compactDocsData.ts.',
    );
  }
  return compact;
}

const componentCreatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";

export function writeRouteModules(generatedFilesDir: string, baseUrl: string): GeneratedRouteModules {
  const read = (name: string) => fs.readFileSync(path.join(generatedFilesDir, name), 'utf8');
  const routes = parseRoutesModule(read('routes.js'));
  const registry = parseRegistryModule(read('registry.js'));
  const allChunkNames = JSON.parse(read('routesChunkNames.json')) as RoutesChunkNames;
  const {base, baseOrders, shards} = shardRoutes(routes, baseUrl);

  const outDir = path.join(generatedFilesDir, 'route-shards');
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  const write = (name: string, source: string) => {
    const file = path.join(outDir, name);
    fs.writeFileSync(file, source);
    return file;
  };

  const baseTables = tablesOf(base, allChunkNames, registry);
  const written: GeneratedRouteModules = {
    routes: write('routes.js', `${componentCreatorImport}export default ${routesSource(base)};\n`),
    registry: write('registry.js', `export default ${baseTables.registrySource};\n`),
    routesChunkNames: write('routesChunkNames.js', `export default ${JSON.stringify(baseTables.routesChunkNames)};\n`),
    globalData: write(
      'globalData.js',
      `import {expandGlobalData} from ${JSON.stringify(path.join(__dirname, 'compactDocsData.ts'))};\n` +
        // JSON.parse of a string literal: quicker to evaluate than the same object literal.
        `export default expandGlobalData(JSON.parse(${JSON.stringify(compactGlobalDataJson(read('globalData.json')))}));\n`,
    ),
    index: '',
    shards: {},
  };
  for (const shard of shards) {
    const tables = tablesOf(shard.routes, allChunkNames, registry);
    written.shards[shard.id] = write(
      `shard-${shard.id}.js`,
      `${componentCreatorImport}` +
        `export const routes = () => ${routesSource(shard.routes)};\n` +
        `export const routesChunkNames = ${JSON.stringify(tables.routesChunkNames)};\n` +
        (shard.orders ? `export const orders = ${JSON.stringify(shard.orders)};\n` : '') +
        `export const registry = ${tables.registrySource};\n`,
    );
  }
  const indexEntries = shards.map((shard) => {
    const place = [
      shard.container === undefined ? '' : `container: ${shard.container}, order: ${shard.order}, `,
      shard.parent === undefined ? '' : `parent: ${shard.parent}, `,
      shard.at === undefined ? '' : `at: ${JSON.stringify(shard.at)}, `,
      shard.from === undefined ? '' : `from: ${JSON.stringify(shard.from)}, `,
    ].join('');
    return `  {prefix: ${JSON.stringify(shard.prefix)}, ${place}load: () => import(/* webpackChunkName: ${JSON.stringify(shardChunkName(shard.id))} */ ${JSON.stringify(`./shard-${shard.id}.js`)})},`;
  });
  // Addresses ending in .html that are routes of their own (normalizeLocation keeps them as they are).
  const exactHtmlRoutes: string[] = [];
  const collect = (list: RouteEntry[]) =>
    list.forEach((route) => {
      // With trailingSlash the route is ".html/"; its address is matched without the slash too.
      if (route.exact === true && /\.html\/?$/.test(route.path)) exactHtmlRoutes.push(route.path.replace(/\/$/, ''));
      collect(route.routes ?? []);
    });
  collect(routes);
  written.index = write(
    'index.js',
    `export default [\n${indexEntries.join('\n')}\n];\nexport const baseOrders = ${JSON.stringify(baseOrders)};\nexport const exactHtmlRoutes = ${JSON.stringify(exactHtmlRoutes)};\n`,
  );
  return written;
}
