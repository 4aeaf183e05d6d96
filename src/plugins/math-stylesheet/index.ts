/**
 * KaTeX's fonts as files of their own, never inlined into the stylesheet.
 *
 * KaTeX's stylesheet is in the theme's `customCss` (docusaurus.config.ts),
 * so every page's one stylesheet styles math before any script runs, as in
 * stock Docusaurus. Docusaurus inlines every font under its size limit, and
 * KaTeX's stylesheet names each font in three formats: inlined, the small
 * ones, all three formats of each, would make that render-blocking
 * stylesheet several times larger, for fonts most pages never use and
 * formats no supported browser reads. As files, a browser downloads only
 * the woff2 of a font that some math on screen uses.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';
import type {RuleSetRule} from 'webpack';

/** KaTeX's stylesheet: the one of the KaTeX that rehype-katex renders with. */
export const katexStylesheet = require.resolve('katex/dist/katex.min.css', {
  paths: [require.resolve('rehype-katex')],
});

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

export default function mathStylesheetPlugin(_context: LoadContext): Plugin {
  return {
    name: 'math-stylesheet',
    configureWebpack(config, isServer) {
      excludeKatexFonts(config.module?.rules ?? []);
      return {module: {rules: [{test: katexFonts, use: [getFileLoaderUtils(isServer).loaders.file({folder: 'fonts'})]}]}};
    },
  };
}
