/**
 * Records which modules each built JavaScript file holds. The route map tells
 * which chunks a route loads, but not what a lazily imported chunk is; the
 * precache needs that to leave out diagram engines no current doc draws.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Built file (relative to the build folder) → the modules in it, as paths inside node_modules, or "(site)". */
export type ChunkModules = Record<string, string[]>;

export const chunkModulesFileName = 'pwa-chunk-modules.json';

/** A module's source, for the parts of the bundler's module API this needs. */
type BundledModule = {resource?: string; modules?: BundledModule[]};

/** Where a module comes from: its path inside node_modules, or "(site)" for our own code. */
export function moduleOrigin(resource: string): string {
  const marker = `${path.sep}node_modules${path.sep}`;
  const index = resource.lastIndexOf(marker);
  if (index === -1) {
    return '(site)';
  }
  return resource
    .slice(index + marker.length)
    .split(path.sep)
    .join('/');
}

function resourcesOf(module: BundledModule): string[] {
  // Concatenated (scope-hoisted) modules have no resource of their own.
  if (module.modules) {
    return module.modules.flatMap(resourcesOf);
  }
  return module.resource ? [module.resource.split('?')[0]!] : [];
}

type Compiler = {
  hooks: {
    afterEmit: {tap(name: string, callback: (compilation: Compilation) => void): void};
  };
};
type Compilation = {
  chunks: Iterable<{files: Iterable<string>}>;
  chunkGraph: {getChunkModules(chunk: unknown): BundledModule[]};
};

/** Bundler plugin (Rspack or webpack) writing a ChunkModules map to `outputFile` after each client build. */
export class ChunkModulesRecorder {
  constructor(private readonly outputFile: string) {}

  // Typed loosely: the compiler is Rspack's with Docusaurus Faster, webpack's without.
  apply(bundler: unknown): void {
    const compiler = bundler as Compiler;
    compiler.hooks.afterEmit.tap('ChunkModulesRecorder', (compilation) => {
      const map: ChunkModules = {};
      for (const chunk of compilation.chunks) {
        const origins = [...new Set(compilation.chunkGraph.getChunkModules(chunk).flatMap(resourcesOf).map(moduleOrigin))].sort();
        for (const file of chunk.files) {
          if (file.endsWith('.js')) {
            map[file] = origins;
          }
        }
      }
      fs.mkdirSync(path.dirname(this.outputFile), {recursive: true});
      fs.writeFileSync(this.outputFile, JSON.stringify(map));
    });
  }
}
