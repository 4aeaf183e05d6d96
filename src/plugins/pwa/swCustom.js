/**
 * Runtime caching for offline reading, run inside the service worker that
 * @docusaurus/plugin-pwa builds (it only compiles JavaScript, hence no
 * TypeScript here). The precache (precache.ts) holds the shell and the
 * current docs; this adds, in offline mode only:
 * - pages outside the precache (older versions, blog, changelog…): network
 *   first, kept for the next offline visit;
 * - their scripts, styles and data, and images: cached when first used;
 * - an offline page for navigations that were never cached.
 */
import {Router, NavigationRoute, Route} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';

const day = 24 * 60 * 60;

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) {
    return;
  }
  /** @type {any} ServiceWorkerGlobalScope */
  const scope = self;
  const offlinePage = new URL('offline.html', scope.registration.scope).href;

  const router = new Router();
  router.registerRoute(
    new NavigationRoute(
      new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({maxEntries: 150, maxAgeSeconds: 30 * day})],
      }),
    ),
  );
  // Links in view are prefetched (<link rel="prefetch">). Offline, a prefetch
  // of something never cached has nothing to warm: answer it with an empty
  // response instead of a network error in the reader's console.
  // (Scripts the page runs have destination "script"; prefetches have none.)
  router.registerRoute(
    new Route(
      ({request, url}) => url.origin === scope.location.origin && request.destination === '' && /\.(js|css)$/.test(url.pathname),
      new CacheFirst({
        cacheName: 'assets',
        plugins: [new ExpirationPlugin({maxEntries: 400, maxAgeSeconds: 30 * day}), {handlerDidError: async () => new Response(null, {status: 204})}],
      }),
    ),
  );
  router.registerRoute(
    new Route(
      ({request, url}) => url.origin === scope.location.origin && ['script', 'style'].includes(request.destination),
      new CacheFirst({
        // File names carry a content hash: a cached copy never goes stale.
        cacheName: 'assets',
        plugins: [new ExpirationPlugin({maxEntries: 400, maxAgeSeconds: 30 * day})],
      }),
    ),
  );
  router.registerRoute(
    new Route(
      ({url}) => url.origin === scope.location.origin && url.pathname.endsWith('.json'),
      new StaleWhileRevalidate({
        cacheName: 'data',
        plugins: [new ExpirationPlugin({maxEntries: 40, maxAgeSeconds: 30 * day})],
      }),
    ),
  );
  router.registerRoute(
    new Route(
      ({request, url}) => url.origin === scope.location.origin && request.destination === 'image',
      new CacheFirst({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({maxEntries: 150, maxAgeSeconds: 30 * day})],
      }),
    ),
  );
  router.setCatchHandler(async ({request}) => {
    if (request.mode === 'navigate') {
      const offline = await caches.match(offlinePage, {ignoreSearch: true});
      if (offline) {
        return offline;
      }
    }
    return Response.error();
  });

  // The plugin adds its own fetch listener (serving the precache) after this
  // function returns. Our routes must only answer what it leaves alone, so
  // its listener is wrapped: it runs first, and the router only sees
  // requests it did not answer.
  const addEventListener = scope.addEventListener.bind(scope);
  scope.addEventListener = (type, listener, options) => {
    if (type !== 'fetch' || typeof listener !== 'function') {
      addEventListener(type, listener, options);
      return;
    }
    addEventListener(
      'fetch',
      (event) => {
        const fetchEvent = event;
        let answered = false;
        const respondWith = fetchEvent.respondWith.bind(fetchEvent);
        fetchEvent.respondWith = (response) => {
          answered = true;
          respondWith(response);
        };
        listener.call(scope, event);
        if (!answered) {
          const response = router.handleRequest({request: fetchEvent.request, event: fetchEvent});
          if (response) {
            respondWith(response);
          }
        }
      },
      options,
    );
  };
}
