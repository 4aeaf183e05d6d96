/**
 * What the end-to-end suite leaves out on the stock build (FRAMEWORK_EDITS=off,
 * `npm run test:stock`): the tests of a framework edit itself, by title, and
 * the console messages stock Docusaurus prints where an edit keeps quiet.
 * Everything else a reader uses must pass on both builds. An entry goes when
 * its edit goes.
 */
import path from 'node:path';
import {resolveBaseUrl} from '../../../src/config/site';
import {frameworkEditsOn} from '../../../src/framework-edits/switch.cjs';

export const stockBuild = !frameworkEditsOn();

/** The site as shipped, which the stock pass compares with the stock build (stock/same-site.spec.ts), and where it serves it. */
export const editedBuildDir = path.resolve(__dirname, '../../../build');
export const editedPort = Number(process.env.E2E_PORT ?? 3210) + 2;
export const editedBaseUrl = `http://localhost:${editedPort}${resolveBaseUrl()}`;

/**
 * What the stock pass runs. stock/same-site.spec.ts holds every page and file
 * of the stock build to the edited build's as served, and a page of each
 * kind once hydrated and on screen; the specs below test, on the stock build, the
 * features whose code the edits reach: routing and navigation, the route
 * that fails to load, the docs' version choice and doc cards, offline
 * reading and the search box, the copy menu with its Markdown twins, and what the host
 * serves (routes, headers, Content-Security-Policy). The rest of the suite
 * tests the theme's own components, the same code in both builds, on pages
 * the comparison shows to be the same: running it all twice did not fit
 * CI's time.
 */
export const stockPassSpecs = [
  'stock/**',
  'routes.spec.ts',
  'security-headers.spec.ts',
  'behaviour/navigation.spec.ts',
  'behaviour/errors.spec.ts',
  'versions.spec.ts',
  'behaviour/doc-cards.spec.ts',
  'pwa.spec.ts',
  'copy-page.spec.ts',
];

interface Exception {
  /** Matches the test's title, or the console message. */
  match: RegExp;
  /** The edit it depends on, and why the stock build differs. */
  why: string;
}

/** Tests that check what an edit adds, skipped on the stock build. */
export const editTests: Exception[] = [
  {
    match: /the page is painted before the main bundle runs/,
    why: 'the page shell (startup/ssrTemplate.ts) puts the scripts at the end of the body; stock Docusaurus defers them from the head, and on a fast load they can run before the first paint',
  },
  {
    match: /without JavaScript, a page shows each live block in place/,
    why: 'inline-boundaries: stock Docusaurus lets React 19.2 write a large Suspense boundary as its fallback, with the content moved into place by a script',
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

/** Tests of features the stock pass checks otherwise, left out of it for CI's time (E2E_STOCK_PASS=full runs them). */
export const stockPassSkips: Exception[] = [
  {
    match: /offline, the precached index answers every query of the search benchmark/,
    why: "the stock build's search index is the edited build's, file for file (stock/same-site.spec.ts), and the search box is the same code; offline search on the stock build is still tested with one query",
  },
];

/** Console errors that stock Docusaurus prints and the edited build does not. */
export const stockConsoleErrors: Exception[] = [
  {
    match:
      /^registerSW failed TypeError: Failed to register a ServiceWorker .*An unknown error occurred when fetching the script|^An unknown error occurred when fetching the script\.$/,
    why: 'the PWA registration patch: offline, stock plugin-pwa logs the failed refresh of the worker on every page; the patched one reports through src/framework-edits/pwa-registration/reportRegistrationError.ts, which leaves that out',
  },
];

/**
 * Differences stock/same-site.spec.ts accepts between the two builds: where
 * (a file of the build, or a route) and what ("the served page", "the
 * file", "the text (phone)", "the accessibility tree (desktop)").
 */
export const sameSiteExceptions: {where: RegExp; what: RegExp; why: string}[] = [
  {
    where: /^__docusaurus\/debug\//,
    what: /./,
    why: "the debug pages show the site's configuration, plugins, routes and bundles, and the edits are plugins, a page shell and bundles of their own",
  },
  {
    where: /^_headers$/,
    what: /^the file$/,
    why: "the Content-Security-Policy lists the hashes of the page shell's inline scripts (startup/ssrTemplate.ts)",
  },
  {
    where: /^pagefind\/(filter\/|pagefind\.[\w.]+\.pf_meta$|pagefind-entry\.json$)/,
    what: /^the file$/,
    why: "Pagefind writes the values of a search filter in no fixed order and names each file by its bytes, and the index's metadata and entry file name those (the same filters, the same sizes, another order)",
  },
  {
    where:
      /(^|\/)(markdown-features\/(code-blocks|plugins)|api\/themes\/@docusaurus\/theme-live-codeblock|playground|tests\/pages\/code-block-tests)\/index\.html$/,
    what: /^the served page$/,
    why: 'the pages with live blocks: stock Docusaurus lets React 19.2 write each Playground after the page, hidden, with its plain code block in its place until a script moves it (inline-boundaries); once the script has run, the page is the same',
  },
  {
    where: /^sw\.js$/,
    what: /^the file$/,
    why: "the service worker's precache list names the script files, which the edits split differently",
  },
];

/** A console error to leave out on this build. */
export function isStockOnlyConsoleError(text: string): boolean {
  return stockBuild && stockConsoleErrors.some(({match}) => match.test(text));
}
