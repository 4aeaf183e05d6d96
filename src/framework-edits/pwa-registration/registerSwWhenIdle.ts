/**
 * The PWA plugin's client module, started in idle time once the first page
 * has rendered, instead of while `main.js` starts.
 *
 * The plugin's module registers the service worker as soon as it is
 * evaluated, and before that reads local storage, media queries and the
 * installed-apps API to pick the offline mode: work in the middle of the
 * page's longest start-up task (PERFORMANCE.md, Start-up). Nothing
 * on screen depends on it, so it now waits until the page has hydrated
 * (Docusaurus's first `onRouteDidUpdate`) and the browser is idle, at most a
 * few seconds. Waiting for hydration also keeps its downloads (Workbox, then
 * the service worker and its precache) from competing with the page's own
 * scripts in the idle moments while the page is still starting. What the
 * later start changes in the plugin's module is in ../module-patches/modules/plugin-pwa.registerSw.cjs.
 */
import {whenIdle} from '../../utils/whenIdle';
import {reportRegistrationError} from './reportRegistrationError';
// Evaluated now, with main.js: the address the page opened with.
import './startupQuery';

let registrationStarted = false;

/**
 * A page in a frame (the live code frame, src/plugins/live-code-frame) leaves
 * the registration, and the reload popup that comes with it, to the page
 * around it; the worker serves the frame all the same.
 */
const inFrame = () => window.self !== window.top;

export function onRouteDidUpdate(): void {
  if (registrationStarted || inFrame() || !('serviceWorker' in navigator)) {
    return;
  }
  registrationStarted = true;
  whenIdle(
    () => {
      import('@docusaurus/plugin-pwa/lib/registerSw.js').catch((error: unknown) =>
        reportRegistrationError('Could not load the service worker registration', error),
      );
    },
    {timeout: 4000, fallbackDelay: 1000},
  );
}
