/**
 * The framework edits as the config uses them: everything that reaches past
 * Docusaurus's public API (./README.md). FRAMEWORK_EDITS=off (./switch.cjs)
 * leaves all of it out, and the site builds on stock Docusaurus with the
 * public-API plugins that stand in for two of its parts.
 */
import type {PluginConfig} from '@docusaurus/types';
import chunkFilenamesPlugin from '../plugins/chunk-filenames';
import type {Registration} from '../plugins/pwa';
import routeTablePlugin from '../plugins/route-table';
import activeDocLookupPlugin from './active-doc-lookup';
import docCardEntriesPlugin from './doc-card-entries';
import docSearchErrorScreenPlugin from './docsearch-error-screen';
import leanBundlingPlugin from './lean-bundling';
import prismClientPlugin from './prism-client';
import {idleRegistration} from './pwa-registration';
import routeShardsPlugin from './route-shards';
import {startupLayer} from './startup';
import {frameworkEditsOn} from './switch.cjs';

export interface FrameworkEdits {
  plugins: PluginConfig[];
  /** The page shell (Docusaurus's `ssrTemplate`); undefined for Docusaurus's own. */
  ssrTemplate: string | undefined;
  /** How the service worker registers (src/plugins/pwa); undefined for plugin-pwa's own way. */
  pwaRegistration: Registration | undefined;
}

export function frameworkEdits({algolia}: {algolia: boolean}, env: NodeJS.ProcessEnv = process.env): FrameworkEdits {
  if (!frameworkEditsOn(env)) {
    return {
      // The site's client code asks `@route-shards/loader`; a bundler setting that stays in stock builds.
      plugins: [routeTablePlugin, chunkFilenamesPlugin],
      ssrTemplate: undefined,
      pwaRegistration: undefined,
    };
  }
  // The start-up layer: pages paint early and start in short tasks (./startup/README.md).
  const startup = startupLayer(env);
  return {
    plugins: [
      // Extra code languages (bash, diff…), loaded by the pages that show them.
      prismClientPlugin,
      // Route data by part of the site: main.js carries only the routes every page needs.
      routeShardsPlugin,
      // The doc of the current address, and its route, found by a table, not a scan of every doc (large sites).
      activeDocLookupPlugin,
      // A docs version's props keep only the entries its doc cards can show.
      docCardEntriesPlugin,
      // One module per doc instead of two, and no export analysis in the server bundle: less build memory and time.
      leanBundlingPlugin,
      // DocSearch's "Unable to fetch results" screen, only with Algolia search.
      ...(algolia ? [docSearchErrorScreenPlugin] : []),
      ...startup.plugins,
    ],
    ssrTemplate: startup.ssrTemplate,
    pwaRegistration: idleRegistration,
  };
}
