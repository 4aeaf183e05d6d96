/**
 * The site in Firefox ESR (Debian's firefox-esr), driven by puppeteer-core
 * over WebDriver BiDi. The checks are in support/suite.ts; `npm run
 * test:engines` runs this file and webkit.test.ts, side by side.
 */
import {firefoxMissing, startFirefox} from './support/firefox';
import {defineEngineSuite} from './support/suite';

/**
 * Checks that fail in Firefox because of the site (not the test), with the
 * reason: each runs as test.failing until the site is fixed. Keys are test
 * names (CHECKS.… or smokeName(route) from support/suite.ts).
 */
const KNOWN_FAILURES_IN_FIREFOX: Record<string, string> = {};

defineEngineSuite({
  engine: 'Firefox',
  missing: firefoxMissing,
  start: () => startFirefox(),
  knownFailures: KNOWN_FAILURES_IN_FIREFOX,
});
