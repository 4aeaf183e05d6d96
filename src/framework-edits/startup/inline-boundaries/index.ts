/**
 * Each page's HTML holds its content in place, in the server build.
 *
 * Since React 19.2, a render outlines the Suspense boundaries that come after
 * its first 12.8 KB of boundary content: it writes the fallback where the
 * boundary stands and the content at the end of the document, hidden, with
 * an inline script that moves it into place. That helps a server that
 * streams a page while it renders it; Docusaurus writes each page once it has
 * rendered all of it, so it only costs. On a page with live code blocks (each
 * a boundary: its editor loads when needed), the browser parsed each
 * Playground twice, showed a plain code block until the script ran, and the
 * script's move took a long task of its own; a reader without JavaScript saw
 * the plain block. The exact edit is in ../../module-patches/modules/.
 */
import type {Plugin} from '@docusaurus/types';
import {patchRules} from '../../module-patches';

export default function inlineBoundariesPlugin(): Plugin {
  return {
    name: 'inline-boundaries',
    configureWebpack(_config, isServer) {
      return isServer ? {module: {rules: patchRules('inline-boundaries')}} : {};
    },
  };
}
