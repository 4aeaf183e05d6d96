/**
 * The client manifest that Docusaurus reads when it writes each page's HTML
 * (`.docusaurus/client-manifest.json`, from react-loadable-ssr-addon).
 *
 * Server rendering reports the modules a page rendered by their import
 * request (`@site/docs/installation.mdx`, `@theme/DocItem`), but with webpack
 * 5 and Rspack the addon keys its `origins` by chunk name (`de147cbe`), so no
 * reported module was ever found and every page's HTML named only the entry
 * scripts. `addRequestOrigins` adds each request as a second key for its
 * chunk's files.
 */
import type {ClientManifest} from '../../../utils/generatedFiles';

/** A lazily loaded chunk: its name and the import requests that load it. */
export type NamedChunk = {name: string; requests: string[]};

export function addRequestOrigins(manifest: ClientManifest, chunks: NamedChunk[]): ClientManifest {
  const origins = {...manifest.origins};
  for (const {name, requests} of chunks) {
    const files = manifest.origins[name];
    if (!files) continue;
    for (const request of requests) {
      // A request that is itself a chunk name or entry keeps its own meaning.
      if (!(request in manifest.origins)) origins[request] = files;
    }
  }
  return {...manifest, origins};
}
