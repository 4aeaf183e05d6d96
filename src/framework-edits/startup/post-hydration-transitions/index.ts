/**
 * The updates that follow hydration render in short slices, in the browser
 * build.
 *
 * Once a page has hydrated, Docusaurus's effects update state: `isBrowser`
 * turns true, the window size replaces "ssr", every code block measures
 * itself, the preferred docs version is read from storage. Set from effects,
 * these updates rendered at React's default priority, in one task that React
 * cannot split, the longest task of the page's start-up after the script
 * itself (PERFORMANCE.md, Start-up). As transitions
 * (../../module-patches/modules/, this part's edits) they render in slices
 * of about 5 ms, with the page responsive between them; only their commit
 * is one task. What the reader sees at the end is the same, a frame or two
 * later.
 *
 * The server build is unchanged: it runs no effects.
 */
import type {Plugin} from '@docusaurus/types';
import {patchRules} from '../../module-patches';

export default function postHydrationTransitionsPlugin(): Plugin {
  return {
    name: 'post-hydration-transitions',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: patchRules('post-hydration-transitions')}};
    },
  };
}
