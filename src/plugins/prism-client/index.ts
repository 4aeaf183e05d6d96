/**
 * The Prism code the browser downloads: only what a page shows.
 *
 * - Extra languages (shell, diff, Java, PHP, PowerShell, TOML) load with the
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
            // The server bundle keeps the themes: it renders pages, and size does not matter there.
            ...(isServer
              ? []
              : [
                  {
                    test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
                    use: [{loader: path.join(__dirname, 'stripThemes.cjs')}],
                  },
                ]),
          ],
        },
      };
    },
  };
}
