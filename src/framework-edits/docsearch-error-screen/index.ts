/**
 * Makes DocSearch show its error screen ("Unable to fetch results") when the
 * search service cannot be reached, as spec §8 asks; see the loader for why
 * the package needs help. Only added when Algolia search is configured.
 */
import type {Plugin} from '@docusaurus/types';

/** The modal, both as its own entry point and inside the package index. */
const docSearchModalFiles = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](DocSearchModal|index)\.js$/;

export default function docSearchErrorScreenPlugin(): Plugin {
  return {
    name: 'docsearch-error-screen',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [{test: docSearchModalFiles, use: [require.resolve('./keepErrorStatusLoader.js')]}],
        },
      };
    },
  };
}
