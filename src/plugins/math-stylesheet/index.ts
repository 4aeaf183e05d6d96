/**
 * KaTeX's stylesheet only on the pages that render math.
 *
 * - ./remark.ts makes each such page import the stylesheet.
 * - Docusaurus puts every imported stylesheet into one `styles` CSS file
 *   that all pages load; this plugin gives KaTeX's its own CSS chunk
 *   instead (a cache group that outranks `styles`). The server-rendered
 *   HTML of a math page links that chunk, and client-side navigation loads
 *   it with the page's scripts, before the page shows. Every KaTeX rule is
 *   scoped to `.katex`, so the order of the two files does not matter.
 */
import type {Plugin} from '@docusaurus/types';

export const katexChunkName = 'katex';

export default function mathStylesheetPlugin(): Plugin {
  return {
    name: 'math-stylesheet',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [katexChunkName]: {
                name: katexChunkName,
                test: /[\\/]katex[\\/]dist[\\/]katex(\.min)?\.css$/,
                type: 'css/mini-extract',
                chunks: 'all',
                enforce: true,
                priority: 60, // Docusaurus's single `styles` group has 50
              },
            },
          },
        },
      };
    },
  };
}
