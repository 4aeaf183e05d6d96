/**
 * The site in Firefox ESR (Debian's firefox-esr), driven by puppeteer-core
 * over WebDriver BiDi. The checks are in support/suite.ts; `npm run
 * test:engines` runs this file and webkit.test.ts, one after the other.
 */
import {firefoxMissing, startFirefox} from './support/firefox';
import {CHECKS, defineEngineSuite, OFFLINE_QUERY_LOST} from './support/suite';

/**
 * Checks that fail in Firefox because of the site (not the test), with the
 * reason: each runs as test.failing until the site is fixed. Keys are test
 * names (CHECKS.… or smokeName(route) from support/suite.ts).
 */
const KNOWN_FAILURES_IN_FIREFOX: Record<string, string> = {
  [CHECKS.offlineQueryThenLink]: OFFLINE_QUERY_LOST,
};

defineEngineSuite({
  engine: 'Firefox',
  missing: firefoxMissing,
  start: () => startFirefox(),
  knownFailures: KNOWN_FAILURES_IN_FIREFOX,
});
