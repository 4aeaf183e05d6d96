/**
 * Docusaurus Faster's options for this site: all of them (as `faster: true`
 * gives), except when scripts/build.mjs bundles a large site apart, one
 * bundle per process (BUILD_BUNDLES=apart, see
 * src/plugins/lean-bundling/bundleOnly.cjs). The MDX loader's cross-compiler
 * cache then goes: it keeps each page the browser bundle compiles until the
 * server bundle takes it (and the server bundle waits for it), but with one
 * bundle per process no other compiler is there. Each process compiles the
 * MDX itself instead.
 */
import type {FasterConfig} from '@docusaurus/types';

export function fasterOptions(bundlesApart: boolean): FasterConfig | true {
  if (!bundlesApart) {
    return true;
  }
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: false,
    rspackBundler: true,
    rspackPersistentCache: true,
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  };
}
