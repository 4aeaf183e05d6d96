/**
 * The PWA plugin's client module, started when the browser is first idle
 * instead of while `main.js` starts.
 *
 * The plugin's module registers the service worker as soon as it is
 * evaluated, and before that reads local storage, media queries and the
 * installed-apps API to pick the offline mode: about 7 ms in the middle of
 * the page's longest start-up task (four times that on a slow phone). Nothing
 * on screen depends on it, so it now runs in idle time, at most a few seconds
 * after the page starts.
 */
import {whenIdle} from '../../utils/whenIdle';

if (typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  whenIdle(
    () => {
      import('@docusaurus/plugin-pwa/lib/registerSw.js').catch((error: unknown) =>
        console.error('Could not load the service worker registration', error),
      );
    },
    {timeout: 4000, fallbackDelay: 1000},
  );
}
