/**
 * Cheaper route matching: React Router's copy of `path-to-regexp` is
 * ./pathToRegexp.cjs, which answers static route paths without compiling a
 * regular expression for each (see that file); it matches the same URLs,
 * which the unit test checks against the real expressions.
 *
 * In the browser build it shortens start-up. In the server build it
 * shortens rendering on large sites: React Router caches 10,000 compiled
 * paths, and with 5,000 more docs a page's render tests its address against
 * more than that, so every test compiled a new expression.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const reactRouterModule = /[\\/]node_modules[\\/]react-router[\\/]/;

export default function staticRouteMatchingPlugin(): Plugin {
  return {
    name: 'static-route-matching',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: reactRouterModule,
              resolve: {alias: {'path-to-regexp$': path.join(__dirname, 'pathToRegexp.cjs')}},
            },
          ],
        },
      };
    },
  };
}
