/**
 * @docusaurus/plugin-pwa with a precache that fits a reader (see
 * precache.ts). The plugin always globs every built file; this wrapper hands
 * it a manifest filter computed from the build's route and chunk maps, which
 * only exist once the site is built.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
// The package's declared types cover its options only; lib/ types the plugin itself.
import pluginPwa, {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {ChunkModulesRecorder, chunkModulesFileName, type ChunkModules} from './chunkModules';
import {diagramNeedsOfDocs, isUnneededDiagramChunk} from './diagrams';
import {searchIndexOf} from '../search-pagefind/builtIndexes';
import type {ClientManifest, RoutesChunkNames} from '../../utils/generatedFiles';
import {isPrecached, onlineOnlyAssetFiles, onlineOnlySearchFragments} from './precache';

/**
 * How the service worker registers, when not as plugin-pwa does it (at
 * startup): the framework edits' registration in idle time
 * (src/framework-edits/pwa-registration).
 */
export interface Registration {
  /** Replaces the plugin's own client module. */
  clientModule: string;
  /** Rules for the browser bundle. */
  rules: RuleSetRule[];
}

const pwaLibDir = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index.js'));

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/**
 * Precache entries for the search index. The plugin's file patterns cannot
 * be extended and miss Pagefind's own extensions (.pf_index, .pagefind…), so
 * the entries are listed here, each with a content hash as its revision.
 */
async function searchIndexEntries(outDir: string, onlineOnlyAssets: Set<string>) {
  const files = await fs.readdir(path.join(outDir, 'pagefind'), {recursive: true});
  const entries = [];
  for (const name of files) {
    const url = `pagefind/${name.split(path.sep).join('/')}`;
    if (isPrecached(url, onlineOnlyAssets)) {
      const content = await fs.readFile(path.join(outDir, url));
      entries.push({url, revision: createHash('md5').update(content).digest('hex'), size: content.length});
    }
  }
  return entries;
}

function wrapPwaPlugin(context: LoadContext, options: PluginOptions, registration: Registration | undefined): Plugin<void> | null {
  // The plugin keeps a reference to this object: filling it in at postBuild
  // reaches its injectManifest call.
  const injectManifestConfig: PluginOptions['injectManifestConfig'] = {
    ...options.injectManifestConfig,
  };
  const plugin = pluginPwa(context, {...options, injectManifestConfig});
  if (!plugin?.postBuild) {
    return plugin; // development: the plugin turns itself off (null)
  }
  const chunkModulesFile = path.join(context.generatedFilesDir, chunkModulesFileName);
  return {
    ...plugin,
    // The plugin names its theme relative to its own folder; from this
    // wrapper it must be absolute.
    getThemePath: () => path.join(pwaLibDir, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLibDir, '../src/theme'),
    // The plugin's registerSw.js, at startup as the plugin loads it, unless another registration is given.
    getClientModules: () => (options.swRegister === false ? [] : [registration?.clientModule ?? path.join(pwaLibDir, 'registerSw.js')]),
    configureWebpack(config, isServer, utils, content) {
      const pluginConfig = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) {
        return pluginConfig;
      }
      return {
        ...pluginConfig,
        ...(registration && {module: {rules: registration.rules}}),
        plugins: [...(pluginConfig.plugins ?? []), new ChunkModulesRecorder(chunkModulesFile)],
      };
    },
    async postBuild(props) {
      const onlineOnlyAssets = onlineOnlyAssetFiles(
        context.baseUrl,
        await readJson<RoutesChunkNames>(path.join(context.generatedFilesDir, 'routesChunkNames.json')),
        await readJson<ClientManifest>(path.join(context.generatedFilesDir, 'client-manifest.json')),
      );
      // Diagram engines that no current doc draws are cached when a page needs them.
      const diagramNeeds = diagramNeedsOfDocs(path.join(context.siteDir, 'docs'));
      for (const [file, origins] of Object.entries(await readJson<ChunkModules>(chunkModulesFile))) {
        if (isUnneededDiagramChunk(origins, diagramNeeds)) {
          onlineOnlyAssets.add(file);
        }
      }
      // Asked after the awaits above: by then every plugin's postBuild has
      // started, the search index's included. Undefined with Algolia.
      const searchIndex = await searchIndexOf(props.outDir);
      for (const file of onlineOnlySearchFragments(searchIndex?.fragmentScopes ?? {})) {
        onlineOnlyAssets.add(file);
      }
      const searchEntries = searchIndex ? await searchIndexEntries(props.outDir, onlineOnlyAssets) : [];
      injectManifestConfig.manifestTransforms = [
        (entries) => ({
          manifest: [
            // The plugin's patterns catch a few of the index files (.js, .json): listed once, below.
            ...entries.filter((entry) => !entry.url.startsWith('pagefind/') && isPrecached(entry.url, onlineOnlyAssets)),
            ...searchEntries,
          ],
          warnings: [],
        }),
      ];
      await plugin.postBuild!(props);
    },
  };
}

/**
 * The plugin, registering the service worker as plugin-pwa does or as
 * `registration` says. Passed as a function from the config (TypeScript
 * plugins cannot be resolved by path).
 */
export default function pwaPluginModule(registration?: Registration): PluginModule {
  // Named: the config's tests find the plugin by its function's name.
  function pwaPlugin(context: LoadContext, options: PluginOptions) {
    return wrapPwaPlugin(context, options, registration);
  }
  return Object.assign(pwaPlugin, {
    validateOptions: validateOptions as PluginModule['validateOptions'],
  }) as unknown as PluginModule;
}
