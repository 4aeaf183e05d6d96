/**
 * The bundler runtime's tables of lazily loaded chunks, moved into the route
 * shards that load them (issue 24).
 *
 * The runtime, the first script of every page, holds two tables over every
 * lazily loaded chunk of the site: chunk id → content hash, to name a chunk's
 * file (`__webpack_require__.u`), and Docusaurus's chunk name → chunk id, to
 * prefetch a route's chunks by name (`__webpack_require__.gca`). Both grow
 * with every page, and every first visit pays for them (PERFORMANCE.md has
 * the figure).
 *
 * A chunk that only a route shard's routes can load is needed only once
 * that shard has run, so its entries move into the shard's file: a prelude
 * adds them to a global table when the shard's script runs, before any of
 * its routes can ask for a chunk. The runtime keeps the entries of every
 * other chunk (what `main.js` can load without a shard, and the shards
 * themselves) and looks in the global table first.
 *
 * Pure functions on the runtime's source and the chunk graph's ids;
 * ./chunkTablesPlugin.ts reads and writes the bundler's assets.
 */

export interface ChunkTables {
  /** Chunk id → the content hash in its file name. */
  hashes: Record<string, string>;
  /** Chunk name → chunk id (named chunks only). */
  ids: Record<string, string>;
}

/** The global the shards' preludes fill and the runtime reads. */
export const globalTableName = '__routeShardChunks';
const globalTable = `self.${globalTableName}`;

const edited = 'src/framework-edits/route-shards/chunkTables.ts';

/**
 * A flat object literal of string values, as the runtime writes its tables (a trailing comma allowed).
 * Rspack 1 quotes the keys; Rspack 2 leaves them bare where it can (`{100:"aaaa1111"}`).
 */
const tableLiteral = String.raw`\{(?:\s*(?:"[^"\\]*"|[\w$]+):\s*"[^"\\]*",?)*\s*\}`;

/** Where each table sits in the runtime's source (before minification), with the code around it that we rely on. */
const anchors = {
  hashes: new RegExp(String.raw`(__webpack_require__\.u = \(chunkId\) => \{[^}]*?return "[^"]*" \+ chunkId \+ "\." \+ )(${tableLiteral})(\[chunkId\])`),
  ids: new RegExp(String.raw`(__webpack_require__\.gca = function\(chunkId\) \{ chunkId = )(${tableLiteral})(\[chunkId\]\|\|chunkId;)`),
};

function readTable(literal: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [, quoted, bare, value] of literal.matchAll(/(?:"([^"\\]*)"|([\w$]+)):\s*"([^"\\]*)"/g)) {
    table[(quoted ?? bare)!] = value!;
  }
  return table;
}

function findTable(source: string, which: keyof typeof anchors) {
  const match = anchors[which].exec(source);
  if (!match) {
    const what =
      which === 'hashes' ? "the bundler's chunk file name function (__webpack_require__.u)" : "Docusaurus's chunk asset function (__webpack_require__.gca)";
    throw new Error(`[route-shards] The runtime no longer has ${what} in the form this plugin edits; update ${edited}.`);
  }
  return {match, table: readTable(match[2]!)};
}

/** Reads both tables from the runtime chunk's source. */
export function readRuntimeTables(source: string): ChunkTables {
  return {hashes: findTable(source, 'hashes').table, ids: findTable(source, 'ids').table};
}

/**
 * The runtime with only the `kept` entries in its tables, each lookup
 * trying the shards' global table first.
 */
export function rewriteRuntime(source: string, kept: ChunkTables): string {
  let result = source;
  const replace = (which: keyof typeof anchors, lookup: (literal: string) => string) => {
    const {match} = findTable(result, which);
    const [whole, before, , after] = match;
    result = result.slice(0, match.index) + before + lookup(after!) + result.slice(match.index + whole.length);
  };
  const global = (key: 'hashes' | 'ids') => `${globalTable} && ${globalTable}.${key}[chunkId]`;
  // The chunk's hash: from a loaded shard, else from the runtime's own table.
  replace('hashes', () => `(${global('hashes')} || ${JSON.stringify(kept.hashes)}[chunkId])`);
  // The chunk's id by name: from the runtime's own table, else from a loaded shard, else the argument as it was.
  replace('ids', (after) => `${JSON.stringify(kept.ids)}${after.replace('||chunkId', `||${global('ids')}||chunkId`)}`);
  return result;
}

/** The statement a shard's file starts with: it adds the shard's entries to the global table. */
export function shardPrelude(tables: ChunkTables): string {
  return (
    `(function (tables, hashes, ids) { var key; for (key in hashes) tables.hashes[key] = hashes[key]; for (key in ids) tables.ids[key] = ids[key]; })` +
    `(${globalTable} || (${globalTable} = {hashes: {}, ids: {}}), ${JSON.stringify(tables.hashes)}, ${JSON.stringify(tables.ids)});\n`
  );
}

export interface ChunkReach {
  /** Ids of the chunks loadable without loading a route shard first (from the entry, through anything but a shard). */
  withoutShards: ReadonlySet<string>;
  /** For each shard chunk's id, the ids of the chunks loadable from it. */
  byShard: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Splits the runtime's tables: a chunk that only shards can load moves into
 * each shard that can load it; every other entry stays in the runtime.
 */
export function splitTables(tables: ChunkTables, reach: ChunkReach): {kept: ChunkTables; byShard: Map<string, ChunkTables>} {
  const moved = new Set<string>();
  for (const ids of reach.byShard.values()) {
    for (const id of ids) {
      if (!reach.withoutShards.has(id) && !reach.byShard.has(id) && id in tables.hashes) moved.add(id);
    }
  }
  const namesById = new Map(Object.entries(tables.ids).map(([name, id]) => [id, name]));
  const kept: ChunkTables = {
    hashes: Object.fromEntries(Object.entries(tables.hashes).filter(([id]) => !moved.has(id))),
    ids: Object.fromEntries(Object.entries(tables.ids).filter(([, id]) => !moved.has(id))),
  };
  const byShard = new Map<string, ChunkTables>();
  for (const [shard, ids] of reach.byShard) {
    const own = [...ids].filter((id) => moved.has(id)).sort();
    byShard.set(shard, {
      hashes: Object.fromEntries(own.map((id) => [id, tables.hashes[id]!])),
      ids: Object.fromEntries(own.flatMap((id) => (namesById.has(id) ? [[namesById.get(id)!, id]] : []))),
    });
  }
  return {kept, byShard};
}

export interface ChunkLike {
  id?: string | null;
  name?: string | null;
  getAllAsyncChunks(): Iterable<ChunkLike>;
}
export interface ChunkGroupLike {
  chunks: ChunkLike[];
  childrenIterable: Iterable<ChunkGroupLike>;
}

/**
 * Which chunks each route shard can load, and which the entry can load
 * without going through a shard: a walk of the chunk groups from the entry
 * points that does not go past a group holding a shard.
 */
export function chunkReach(entrypoints: Iterable<ChunkGroupLike>, isShard: (chunk: ChunkLike) => boolean): ChunkReach {
  const withoutShards = new Set<string>();
  const byShard = new Map<string, Set<string>>();
  const seen = new Set<ChunkGroupLike>();
  const queue = [...entrypoints];
  while (queue.length > 0) {
    const group = queue.pop()!;
    if (seen.has(group)) continue;
    seen.add(group);
    let holdsShard = false;
    for (const chunk of group.chunks) {
      if (chunk.id == null) continue;
      withoutShards.add(chunk.id);
      if (isShard(chunk)) {
        holdsShard = true;
        byShard.set(chunk.id, new Set([...chunk.getAllAsyncChunks()].flatMap((loaded) => (loaded.id == null ? [] : [loaded.id]))));
      }
    }
    if (!holdsShard) queue.push(...group.childrenIterable);
  }
  return {withoutShards, byShard};
}
