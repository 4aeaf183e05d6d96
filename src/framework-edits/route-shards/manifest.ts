/**
 * Puts each page's route shard in its HTML: the client manifest (which
 * Docusaurus reads to list a page's scripts from the modules it rendered,
 * see src/framework-edits/startup/route-chunks-in-html/manifest.ts) gets the shard's files
 * under every import request that only that shard's routes use (a page's
 * content, its props). A page therefore downloads its shard with `main.js`,
 * and the runtime finds the script already there when `main.js` asks for it.
 * A page whose modules are all shared with other shards loads its shard
 * from `main.js` instead: one round trip later, still correct. A part's
 * pages also get the files of the shards it loads first (`loadedFirst`, by
 * shard id: a part's parent).
 */
import type {ClientManifest} from '../../utils/generatedFiles';
import {shardChunkName} from './shards';

export function addShardFiles(manifest: ClientManifest, shardRequests: Record<string, string[]>, loadedFirst: Record<string, string[]> = {}): ClientManifest {
  const shardsOfRequest = new Map<string, number>();
  for (const requests of Object.values(shardRequests)) {
    for (const request of new Set(requests)) {
      shardsOfRequest.set(request, (shardsOfRequest.get(request) ?? 0) + 1);
    }
  }
  const origins = {...manifest.origins};
  const filesOf = (id: string) => {
    const files = manifest.origins[shardChunkName(id)];
    if (!files) {
      throw new Error(`The client manifest has no chunk "${shardChunkName(id)}" for the route shard ${id} (src/framework-edits/route-shards/manifest.ts)`);
    }
    return files;
  };
  for (const [id, requests] of Object.entries(shardRequests)) {
    const shardFiles = [...(loadedFirst[id] ?? []).flatMap(filesOf), ...filesOf(id)];
    for (const request of requests) {
      const files = origins[request];
      if (files && shardsOfRequest.get(request) === 1) {
        origins[request] = [...files, ...shardFiles.filter((file) => !files.includes(file))];
      }
    }
  }
  return {...manifest, origins};
}
