/**
 * The start-up layer: what lets a built page paint before its scripts run
 * and start in short tasks. How a page starts, and which part does what, is
 * in ./README.md. Each part's measured gain is in PERFORMANCE.md
 * ("What each part buys"); STARTUP_ABLATION=<part> leaves one part out
 * (npm run bench:startup only, ./ablation.ts).
 */
import type {PluginConfig} from '@docusaurus/types';
import {ablatedStartupPart, type StartupPart} from './ablation';
import chunkFilenamesPlugin from '../../plugins/chunk-filenames';
import idlePrefetchPlugin from './idle-prefetch';
import inlineBoundariesPlugin from './inline-boundaries';
import postHydrationTransitionsPlugin from './post-hydration-transitions';
import slimRegistryPlugin from './slim-registry';
import stagedStartupPlugin from './staged-startup';
import startupWithoutIcuPlugin from './startup-without-icu';
import {ssrTemplate} from './ssrTemplate';

/** The layer's plugins, in the order they apply, by the names of ./ablation.ts. */
export const startupPlugins: Record<Exclude<StartupPart, 'ssrTemplate'>, PluginConfig> = {
  // Links that scroll into view prefetch their pages in idle time, not in one long task.
  'idle-prefetch': idlePrefetchPlugin,
  // Pages hydrate without loading the browser's locale data (sorting and dates without Intl).
  'startup-without-icu': startupWithoutIcuPlugin,
  // main.js starts in several short tasks instead of one long one.
  'staged-startup': stagedStartupPlugin,
  // The re-render that follows hydration (isBrowser, window size…) runs as a transition, in short slices.
  'post-hydration-transitions': postHydrationTransitionsPlugin,
  // Smaller runtime: lazily loaded scripts are named by chunk id.
  'chunk-filenames': chunkFilenamesPlugin,
  // Smaller main bundle: the route registry without its server-only module paths.
  'slim-registry': slimRegistryPlugin,
  // Each page's HTML holds its content in place, with no boundary moved in by a script.
  'inline-boundaries': inlineBoundariesPlugin,
};

export interface StartupLayer {
  /** The HTML shell of every page (Docusaurus's `ssrTemplate`); undefined for Docusaurus's own. */
  ssrTemplate: string | undefined;
  plugins: PluginConfig[];
}

/**
 * The layer as the config uses it, without the part STARTUP_ABLATION names,
 * if any. With FRAMEWORK_EDITS=off the config uses none of it but
 * chunk-filenames, a bundler setting (../index.ts).
 */
export function startupLayer(env: NodeJS.ProcessEnv = process.env): StartupLayer {
  const ablated = ablatedStartupPart(env);
  const kept = (part: StartupPart) => part !== ablated;
  return {
    ssrTemplate: kept('ssrTemplate') ? ssrTemplate : undefined,
    plugins: Object.entries(startupPlugins)
      .filter(([part]) => kept(part as StartupPart))
      .map(([, plugin]) => plugin),
  };
}
