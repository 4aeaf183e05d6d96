/**
 * Each page's HTML names the scripts of the page's own route chunks, after
 * the entry scripts, so the browser downloads them alongside `main.js`.
 *
 * Without it only `runtime~main` and `main` were in the HTML: the route's
 * chunks (the page's content, its layout component, shared pieces) were
 * requested only once `main.js` had run and matched the route, one more
 * network round trip before the page could hydrate, and their script tags
 * were added inside main's start-up task (PERFORMANCE.md, Start-up).
 * `main.js` still matches the route and waits for the same chunks; the
 * runtime finds their script tags already in the page and waits for them
 * instead of adding its own.
 *
 * How: after the browser build writes the client manifest, this adds each
 * chunk's import requests as keys (see ./manifest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ClientManifest} from '../../../utils/generatedFiles';
import {addRequestOrigins, type NamedChunk} from './manifest';

type ChunkGroupLike = {name?: string | null; origins: {request?: string}[]};
type CompilerLike = {
  hooks: {afterEmit: {tap: (name: string, run: (compilation: {chunkGroups: ChunkGroupLike[]}) => void) => void}};
};

const pluginName = 'route-chunks-in-html';

export function namedChunks(chunkGroups: ChunkGroupLike[]): NamedChunk[] {
  return chunkGroups.flatMap((group) => {
    const requests = group.origins.flatMap((origin) => (origin.request ? [origin.request] : []));
    return group.name && requests.length > 0 ? [{name: group.name, requests}] : [];
  });
}

export default function routeChunksInHtmlPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      // The manifest exists only in `docusaurus build`'s browser build.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: CompilerLike) {
              // afterEmit: the manifest is written in the emit step.
              compiler.hooks.afterEmit.tap(pluginName, (compilation) => {
                if (!fs.existsSync(manifestPath)) {
                  throw new Error(`[${pluginName}] ${manifestPath} was not written by the browser build.`);
                }
                const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
                const updated = addRequestOrigins(manifest, namedChunks(compilation.chunkGroups));
                fs.writeFileSync(manifestPath, JSON.stringify(updated, null, 2));
              });
            },
          },
        ],
      };
    },
  };
}
