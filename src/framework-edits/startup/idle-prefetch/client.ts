/**
 * Routes `window.docusaurus.prefetch` (which Docusaurus links call when they
 * scroll into view) through an idle queue, to ./prefetchRoute.ts, which
 * skips the files the page already has. Docusaurus sets the global after
 * client modules load, so this replaces it on the first route update, before
 * any link has been observed. Hover and touch keep preloading at once.
 */
import {prefetchRoute} from './prefetchRoute';
import {browserScheduler, createIdleQueue} from './queue';

type DocusaurusGlobal = {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
};

let installed = false;

export function onRouteDidUpdate(): void {
  if (installed) return;
  installed = true;
  const original = (window as unknown as {docusaurus: DocusaurusGlobal}).docusaurus;
  const enqueue = createIdleQueue(browserScheduler());
  (window as unknown as {docusaurus: DocusaurusGlobal}).docusaurus = Object.freeze({
    ...original,
    prefetch: (routePath: string) => {
      enqueue(() => prefetchRoute(routePath));
      return false as const;
    },
  });
}
