/**
 * Finds the doc of the current address, and its route among the version's
 * routes, by a table (./activeDocLookup.ts) rather than a scan of every doc,
 * in both builds, so that server and browser render the same. The exact
 * edits are in ../module-patches/modules/, under this part's name.
 */
import type {Plugin} from '@docusaurus/types';
import {patchRules} from '../module-patches';

export default function activeDocLookupPlugin(): Plugin {
  return {
    name: 'active-doc-lookup',
    configureWebpack() {
      return {module: {rules: patchRules('active-doc-lookup')}};
    },
  };
}
