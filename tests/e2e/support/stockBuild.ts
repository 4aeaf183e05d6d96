/**
 * What the end-to-end suite leaves out on the stock build (FRAMEWORK_EDITS=off,
 * `npm run test:stock`): the tests of a framework edit itself, by title, and
 * the console messages stock Docusaurus prints where an edit keeps quiet.
 * Everything else a reader uses must pass on both builds. An entry goes when
 * its edit goes.
 */
import {frameworkEditsOn} from '../../../src/framework-edits/switch.cjs';

export const stockBuild = !frameworkEditsOn();

interface Exception {
  /** Matches the test's title, or the console message. */
  match: RegExp;
  /** The edit it depends on, and why the stock build differs. */
  why: string;
}

/** Tests that check what an edit adds, skipped on the stock build. */
export const editTests: Exception[] = [
  {
    match: /every script the page needs to hydrate is named in its HTML/,
    why: 'route-chunks-in-html: stock HTML names only the entry scripts; main.js requests the route chunks once it has run',
  },
  {
    match: /links in view prefetch the files of their pages once, never the ones the page already loaded/,
    why: 'idle-prefetch: stock prefetching runs as links scroll into view and fetches files the page already has',
  },
  {
    match: /the first script of every page does not name a section's page chunks/,
    why: "route-shards: stock main.js carries every route's chunk names",
  },
  {
    match: /keeps offline mode on when the reader follows a link before the worker registers/,
    why: 'the PWA registration in idle time: stock plugin-pwa registers at startup, before any link can be followed',
  },
];

/** Console errors that stock Docusaurus prints and the edited build does not. */
export const stockConsoleErrors: Exception[] = [
  {
    match: /^registerSW failed TypeError: Failed to register a ServiceWorker .*An unknown error occurred when fetching the script|^An unknown error occurred when fetching the script\.$/,
    why: 'the PWA registration patch: offline, stock plugin-pwa logs the failed refresh of the worker on every page; the patched one reports through src/framework-edits/pwa-registration/reportRegistrationError.ts, which leaves that out',
  },
];

/** A console error to leave out on this build. */
export function isStockOnlyConsoleError(text: string): boolean {
  return stockBuild && stockConsoleErrors.some(({match}) => match.test(text));
}
