/**
 * The bundler plugin that moves the runtime's entries for chunks only a
 * route shard can load into that shard's file (see ./chunkTables.ts).
 *
 * It edits the assets after the code is generated and before it is minified;
 * the bundler then minifies the edits and computes every file's hash from
 * its final content (`optimization.realContentHash`), replacing the chunk
 * hashes in the shards' preludes as it does in the runtime. So a shard's
 * file name changes when a chunk it names changes, and a reader never gets
 * a cached shard that names a file that is gone.
 */
import {chunkReach, readRuntimeTables, rewriteRuntime, shardPrelude, splitTables, type ChunkGroupLike, type ChunkLike} from './chunkTables';

type SourceLike = {source(): string | Buffer};
type BundlerChunk = ChunkLike & {files: Iterable<string>; hasRuntime(): boolean};
type CompilationLike = {
  chunks: Iterable<BundlerChunk>;
  entrypoints: ReadonlyMap<string, ChunkGroupLike>;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
  getAsset(name: string): {source: SourceLike} | undefined;
  updateAsset(name: string, source: SourceLike): void;
};
type CompilerLike = {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE: number};
    sources: {RawSource: new (source: string) => SourceLike; ConcatSource: new (...sources: (string | SourceLike)[]) => SourceLike};
  };
  hooks: {thisCompilation: {tap(name: string, run: (compilation: CompilationLike) => void): void}};
};

const pluginName = 'route-shards-chunk-tables';

const scriptOf = (chunk: BundlerChunk) => [...chunk.files].find((file) => file.endsWith('.js'));

export function chunkTablesPlugin(shardChunkNames: ReadonlySet<string>) {
  return {
    // Rspack's compiler, typed by the parts used here (webpack's types do not describe Rspack's).
    apply(bundler: unknown) {
      const compiler = bundler as CompilerLike;
      const {Compilation, sources} = compiler.webpack;
      // Without shards there is nothing to move (and the runtime may load no chunk at all).
      if (shardChunkNames.size === 0) return;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        // Before minification (stage OPTIMIZE_SIZE) and the final content hashes (OPTIMIZE_HASH).
        compilation.hooks.processAssets.tap({name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, () => {
          const chunks = [...compilation.chunks];
          const runtimes = chunks.filter((chunk) => chunk.hasRuntime());
          const runtimeFile = runtimes.length === 1 ? scriptOf(runtimes[0]!) : undefined;
          if (!runtimeFile) {
            throw new Error(
              `[route-shards] Expected one runtime chunk with a script in the browser build, found ${runtimes.length} (src/framework-edits/route-shards/chunkTablesPlugin.ts).`,
            );
          }
          const isShard = (chunk: ChunkLike) => chunk.name != null && shardChunkNames.has(chunk.name);
          const shards = chunks.filter(isShard);
          if (shards.length !== shardChunkNames.size) {
            const found = new Set(shards.map((chunk) => chunk.name));
            const missing = [...shardChunkNames].filter((name) => !found.has(name));
            throw new Error(
              `[route-shards] The browser build has no chunk for the route shards ${missing.join(', ')} (src/framework-edits/route-shards/chunkTablesPlugin.ts).`,
            );
          }
          const runtimeSource = String(compilation.getAsset(runtimeFile)!.source.source());
          const reach = chunkReach(compilation.entrypoints.values(), isShard);
          const {kept, byShard} = splitTables(readRuntimeTables(runtimeSource), reach);
          compilation.updateAsset(runtimeFile, new sources.RawSource(rewriteRuntime(runtimeSource, kept)));
          for (const shard of shards) {
            const file = scriptOf(shard)!;
            const tables = byShard.get(shard.id!);
            if (tables && Object.keys(tables.hashes).length > 0) {
              compilation.updateAsset(file, new sources.ConcatSource(shardPrelude(tables), compilation.getAsset(file)!.source));
            }
          }
        });
      });
    },
  };
}
