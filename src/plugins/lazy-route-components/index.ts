/**
 * A cheaper start for every page: the browser build's route table creates
 * each route's loadable component when a route is first rendered or
 * preloaded, not all of them as the main bundle starts.
 *
 * The generated route table calls `ComponentCreator(path, hash)` for each of
 * the site's 550-odd routes while `main.js` is evaluated; each call flattens
 * the route's chunk names and builds a react-loadable component. That was a
 * fifth of the main bundle's start-up task. The browser build gets
 * ./ComponentCreator.tsx under that name instead; the server build keeps
 * Docusaurus's own, which renders the same markup.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'ComponentCreator.tsx')}}};
    },
  };
}
