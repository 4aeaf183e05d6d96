/**
 * Docusaurus Faster's options for this site: all of them (as `faster: true`
 * gives), except in two builds.
 *
 * - When scripts/build.mjs bundles a large site apart, one bundle per
 *   process (BUILD_BUNDLES=apart, see
 *   src/framework-edits/lean-bundling/bundleOnly.cjs), the MDX loader's
 *   cross-compiler cache goes: it keeps each page the browser bundle
 *   compiles until the server bundle takes it (and the server bundle waits
 *   for it), but with one bundle per process no other compiler is there.
 *   Each process compiles the MDX itself instead.
 * - The stock build (FRAMEWORK_EDITS=off) keeps no persistent cache. Rspack
 *   keys a cached module on its file, not on the loaders that edit it, so a
 *   stock build and an edited one would each reuse the other's modules: an
 *   edited build after a stock one shipped Docusaurus's unpatched client
 *   and did not hydrate.
 */
import type {FasterConfig} from '@docusaurus/types';

export function fasterOptions({bundlesApart, frameworkEdits}: {bundlesApart: boolean; frameworkEdits: boolean}): FasterConfig | true {
  if (!bundlesApart && frameworkEdits) {
    return true;
  }
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: !bundlesApart,
    rspackBundler: true,
    rspackPersistentCache: frameworkEdits,
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  };
}
