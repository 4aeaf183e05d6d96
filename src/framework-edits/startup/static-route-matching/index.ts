/**
 * Cheaper route matching in the browser build: React Router's copy of
 * `path-to-regexp` is ./pathToRegexp.cjs, which answers static route paths
 * without compiling a regular expression for each (see that file). The
 * server build keeps the real module (with it, rendering the site with
 * 5,000 more docs was no faster: React Router's cache of compiled paths
 * holds what a render needs); both match the same URLs, which the unit test
 * checks against the real expressions.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const reactRouterModule = /[\\/]node_modules[\\/]react-router[\\/]/;

export default function staticRouteMatchingPlugin(): Plugin {
  return {
    name: 'static-route-matching',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
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
