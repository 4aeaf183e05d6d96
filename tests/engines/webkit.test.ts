/**
 * The site in WebKit (Debian's WebKitGTK with WebKitWebDriver), driven by
 * WebdriverIO over classic WebDriver under a private Xvfb display. The checks
 * are in support/suite.ts; `npm run test:engines` runs this file and
 * firefox.test.ts, side by side.
 */
import {startWebKit, webkitMissing} from './support/webkit';
import {defineEngineSuite} from './support/suite';

/**
 * Checks that fail in WebKit because of the site (not the test), with the
 * reason: each runs as test.failing until the site is fixed. Keys are test
 * names (CHECKS.… or smokeName(route) from support/suite.ts).
 */
const KNOWN_FAILURES_IN_WEBKIT: Record<string, string> = {};

defineEngineSuite({
  engine: 'WebKit',
  missing: webkitMissing,
  start: () => startWebKit(),
  knownFailures: KNOWN_FAILURES_IN_WEBKIT,
});
