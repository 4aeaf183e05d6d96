/**
 * The site in Firefox ESR (Debian's firefox-esr), driven by puppeteer-core
 * over WebDriver BiDi. The checks are in support/suite.ts; `npm run
 * test:engines` runs this file and webkit.test.ts, one after the other.
 */
import {firefoxMissing, startFirefox} from './support/firefox';
import {CHECKS, defineEngineSuite} from './support/suite';

/**
 * Checks that fail in Firefox because of the site (not the test), with the
 * reason: each runs as test.failing until the site is fixed. Keys are test
 * names (CHECKS.… or smokeName(route) from support/suite.ts).
 */
const KNOWN_FAILURES_IN_FIREFOX: Record<string, string> = {
  [CHECKS.offlineQueryThenLink]:
    'src/plugins/pwa/registerSwWhenIdle.ts starts @docusaurus/plugin-pwa\'s registerSw.js in idle time, and its ' +
    '"queryString" strategy reads location.search only then: after a client-side link the query is gone and the ' +
    'worker registers as sw.js?params={"offlineMode":false} (online it replaces the offline one; offline the ' +
    'registration fails with "registerSW failed"). Unprovoked in WebKit, which has no requestIdleCallback ' +
    '(registration 1 s after hydration). Fix in the site: read the query string when the page starts (first ' +
    'onRouteDidUpdate) and have the strategy use it',
};

defineEngineSuite({
  engine: 'Firefox',
  missing: firefoxMissing,
  start: () => startFirefox(),
  knownFailures: KNOWN_FAILURES_IN_FIREFOX,
});
