/**
 * A smaller route registry in every page's main bundle: the browser build
 * drops the module paths that only server rendering uses (see
 * stripModulePaths.cjs).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function slimRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-registry',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              use: [require.resolve('./stripModulePaths.cjs')],
            },
          ],
        },
      };
    },
  };
}
