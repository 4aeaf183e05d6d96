/**
 * Live code blocks run the reader's code in a frame instead of in the page:
 * compiling and running code needs 'unsafe-eval', and with the frame only
 * the frame's folder gets it (src/plugins/security-headers).
 * The page keeps the editor (src/theme/Playground/), and the frame's page,
 * added here, compiles and renders what the page sends it (./FramePage.tsx).
 *
 * A route of its own, not a page of src/pages: the folder name lives in one
 * place (./folder.ts), and the search index only takes pages of the content
 * plugins, so it leaves this one out. The page asks robots not to index it,
 * which also keeps it out of the sitemap.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {liveCodeFolder} from './folder';

export default function liveCodeFramePlugin(context: LoadContext): Plugin {
  return {
    name: 'live-code-frame',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, liveCodeFolder, '/']),
        exact: true,
        component: '@site/src/plugins/live-code-frame/FramePage',
      });
    },
  };
}
