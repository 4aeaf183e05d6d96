/**
 * Bundler settings that cut the production build's memory and time without
 * changing what readers get (./README.md):
 *
 * - Each doc's MDX module re-exports its metadata from a JSON module of its
 *   own (the docs plugin's `metadataPath`), so Rspack handled two modules per
 *   doc, then joined them again (module concatenation puts the JSON inside the
 *   doc's module). ./inlineDocMetadata.cjs writes the JSON into the MDX
 *   module directly: one module per doc, the same code in the doc's chunk.
 * - Every MDX module imports `@mdx-js/react`, which lives in another chunk, so
 *   Rspack's module concatenation cannot join them, and for each MDX module it
 *   writes down why: a message that names every module importing it from
 *   another chunk, that is every MDX module. That is memory in the square of
 *   the number of pages (PERFORMANCE.md, Build). In the
 *   browser's bundle, MDX modules get it through ./mdxReactAsCommonJs.cjs
 *   instead, where concatenation stops at once ("not an ECMAScript module").
 * - A compiled page calls the JSX runtime's `_jsx` once per element, and
 *   Rspack keeps a dependency for every use of an imported name.
 *   ./jsxRuntimeAsLocals.cjs imports the runtime once and names its functions
 *   locally, which lowers the build's peak memory (PERFORMANCE.md, Build).
 * - The server bundle only renders the pages, so it skips the export analysis
 *   (`providedExports`, `usedExports`) that trims unused code from the
 *   browser's scripts. The pages' HTML is the same.
 *
 * Production only: `docusaurus start` keeps Docusaurus's own settings.
 *
 * Not part of the plugin, but of the same purpose: ./bundleOnly.cjs, which
 * scripts/build.mjs loads to compile a large site's two bundles in two
 * processes (./README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function leanBundlingPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-bundling',
    configureWebpack(_config, isServer) {
      if (process.env.NODE_ENV !== 'production') {
        return {};
      }
      return {
        module: {
          rules: [
            {
              // After the MDX loader (enforce: post), on what it wrote. `resource`, not `test`: Docusaurus's
              // fallback MDX loader takes the `include` of every rule whose `test` matches MDX, and this has none.
              resource: /\.mdx?$/,
              enforce: 'post',
              use: [
                {
                  loader: require.resolve('./inlineDocMetadata.cjs'),
                  options: {siteDir: context.siteDir, docsDataDir: path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs')},
                },
                {loader: require.resolve('./jsxRuntimeAsLocals.cjs'), options: {siteDir: context.siteDir}},
              ],
            },
            // The alias must replace Docusaurus's own '@mdx-js/react' alias key, so it uses the same key.
            ...(isServer ? [] : [{resource: /\.mdx?$/, resolve: {alias: {'@mdx-js/react': require.resolve('./mdxReactAsCommonJs.cjs')}}}]),
          ],
        },
        ...(isServer ? {optimization: {providedExports: false, usedExports: false}} : {}),
      };
    },
  };
}
