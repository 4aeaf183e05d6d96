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
 *   The HTML names a page's own chunks only with the route-chunks-in-html
 *   edit (src/framework-edits/startup): stock Docusaurus names none, and
 *   math would show unstyled until the scripts ran. So `ownChunk` is off
 *   with FRAMEWORK_EDITS=off, and the stylesheet stays in `styles`.
 * - KaTeX's fonts are files, never inlined. Docusaurus inlines every font
 *   under its size limit, and KaTeX's stylesheet names each font in three
 *   formats: the small ones, all three formats of each, made the
 *   stylesheet (which blocks the first paint) several times larger, for
 *   fonts a page mostly does not use and formats no supported browser
 *   reads. As files, a browser downloads only the woff2 of a font that
 *   some math on screen uses.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';
import type {RuleSetRule} from 'webpack';

export const katexChunkName = 'katex';

const katexFonts = /[\\/]katex[\\/]dist[\\/]fonts[\\/]/;

/** Keeps the site's font rule (Docusaurus's url-loader) off KaTeX's fonts. */
function excludeKatexFonts(rules: unknown[]): void {
  for (const rule of rules) {
    const candidate = rule as RuleSetRule | null;
    if (candidate?.test instanceof RegExp && candidate.test.test('font.woff2')) {
      candidate.exclude = [...[candidate.exclude ?? []].flat(), katexFonts];
    }
  }
}

export interface MathStylesheetOptions {
  /** KaTeX's stylesheet in a chunk of its own, which only math pages link. */
  ownChunk: boolean;
}

export default function mathStylesheetPlugin({ownChunk}: MathStylesheetOptions): (context: LoadContext) => Plugin {
  return () => ({
    name: 'math-stylesheet',
    configureWebpack(config, isServer) {
      excludeKatexFonts(config.module?.rules ?? []);
      const fonts = {module: {rules: [{test: katexFonts, use: [getFileLoaderUtils(isServer).loaders.file({folder: 'fonts'})]}]}};
      if (isServer || !ownChunk) {
        return fonts;
      }
      return {
        ...fonts,
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
  });
}
