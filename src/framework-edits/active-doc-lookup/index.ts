/**
 * Finds the doc of the current address, and its route among the version's
 * routes, by a table (./activeDocLookup.ts) rather than a scan of every doc,
 * in both builds, so that server and browser render the same. See
 * ./patches.cjs for the exact edits.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {patchRules} = require('../modulePatches.cjs') as {patchRules: (loaderPath: string) => RuleSetRule[]};

export default function activeDocLookupPlugin(): Plugin {
  return {
    name: 'active-doc-lookup',
    configureWebpack() {
      return {module: {rules: patchRules(path.join(__dirname, 'patches.cjs'))}};
    },
  };
}
