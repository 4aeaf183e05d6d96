/**
 * Reports a failed step of the service worker's registration, unless the
 * reader left the page meanwhile or is offline.
 *
 * Leaving a page aborts the downloads its registration still runs (the
 * Workbox chunk, the worker script), and WebKit and Firefox reject them:
 * errors about a page the reader no longer has, logged as if the site were
 * broken. `pagehide` comes after the rejection, so the report waits a moment:
 * a timer never runs in a document that has gone, and the flag covers a page
 * restored from the back-forward cache. A real failure is still logged, two
 * seconds late.
 *
 * Offline, every page the worker serves tries to refresh the worker script
 * and fails: expected, and not the site's fault.
 */
const reportDelayMs = 2000;

let pageLeft = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageLeft = true;
  });
}

export function reportRegistrationError(message: string, error: unknown): void {
  window.setTimeout(() => {
    if (!pageLeft && navigator.onLine) {
      console.error(message, error);
    }
  }, reportDelayMs);
}
