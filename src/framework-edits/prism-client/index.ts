/**
 * The Prism code the browser downloads and runs: only what a page shows.
 *
 * - Prism loads with the code blocks that use it, not at startup on every
 *   page (./emptyClientModule.cjs).
 * - prism-react-renderer sets up a smaller core set of languages
 *   (./coreLanguages.cjs); setting up its 28 bundled ones was one of the
 *   longest tasks on a page with code.
 * - Extra languages (shell, diff, Java, Go, Python…) load with the
 *   pages that show them. The theme's `prism.additionalLanguages` would put
 *   every extra grammar in the main bundle. Instead the remark plugin
 *   (./remark.ts) makes each Markdown page import the grammars of its code
 *   blocks, and ./bindPrism.cjs lets those Prism files register on
 *   prism-react-renderer's instance.
 * - prism-react-renderer's bundled colour themes stay out of the browser
 *   bundle (./stripThemes.cjs): the config uses them in Node.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismClientPlugin(): Plugin {
  return {
    name: 'prism-client',
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            {
              test: /[\\/]prismjs[\\/]components[\\/]prism-[\w-]+\.js$/,
              use: [{loader: path.join(__dirname, 'bindPrism.cjs')}],
            },
            {
              test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              use: [{loader: path.join(__dirname, 'emptyClientModule.cjs')}],
            },
            {
              test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
              // Loaders run last to first: the core languages go in, then (browser only) the themes go.
              // The server bundle keeps the themes: it renders pages, and size does not matter there.
              use: [...(isServer ? [] : [{loader: path.join(__dirname, 'stripThemes.cjs')}]), {loader: path.join(__dirname, 'coreLanguages.cjs')}],
            },
          ],
        },
      };
    },
  };
}
