/**
 * The query string of the address the page was opened with, read when
 * `main.js` starts (this module is imported by the client module
 * registerSwWhenIdle.ts).
 *
 * The plugin's "queryString" offline-mode strategy (`?offlineMode=true`)
 * reads `location.search` when the registration runs. That is now in idle
 * time after hydration (a second later where there is no
 * requestIdleCallback), so a reader who followed a link first had lost the
 * query, and the worker registered with offline mode off. ../module-patches/modules/plugin-pwa.registerSw.cjs
 * points the strategy at this value.
 */
export const startupQuery: string = typeof window === 'undefined' ? '' : window.location.search;
