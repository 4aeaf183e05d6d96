/**
 * End-to-end tests: Chromium against the production build, served as a
 * static host configured by the build's `_headers` file would serve it
 * (scripts/serve-build.mjs: clean URLs, gzip, cache policy, security headers
 * and Content-Security-Policy). Run `npm run build` first (`npm test` does).
 */
import {defineConfig, devices} from '@playwright/test';
import {resolveBaseUrl} from './src/config/site';
import {chromiumLaunchOptions, testChromiumExecutable} from './scripts/lib/chromium.mjs';
import {defaultBuildFolder} from './src/framework-edits/switch.cjs';
import {editedPort, editTests, stockBuild, stockPassSkips, stockPassSpecs} from './tests/e2e/support/stockBuild';
import {ciOnlySpecs, sweptAgainInCi} from './tests/e2e/support/suites';

const port = Number(process.env.E2E_PORT ?? 3210);
// The build under test: build-stock/ with FRAMEWORK_EDITS=off (`npm run test:stock`), without the tests of the edits.
const buildDir = defaultBuildFolder();
const baseUrl = resolveBaseUrl();
// E2E_STOCK_PASS=full: the whole suite on the stock build, for the day of an upgrade.
const fullStockPass = process.env.E2E_STOCK_PASS === 'full';

/**
 * A second build with the hosted services configured (dummy Algolia keys, a
 * feedback board token; see `npm run build:services`), served next door.
 * Its specs (tests/e2e/services/) intercept every request to those services.
 */
const servicesPort = port + 1;
const servicesBuildDir = 'build-services';

/** A build folder served as its host would serve it, on a port of its own. */
function servedBuild(dir: string, onPort: number) {
  return {
    command: `node scripts/serve-build.mjs --dir ${dir} --port ${onPort} --base-url ${baseUrl}`,
    url: `http://localhost:${onPort}${baseUrl}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
  };
}

// The system's Chromium headless shell, or its Chromium, when there is one (see scripts/lib/chromium.mjs).
const launchOptions = chromiumLaunchOptions([], testChromiumExecutable());

export default defineConfig({
  testDir: 'tests/e2e',
  // Each project serves its own build; the services specs need theirs.
  testIgnore: process.env.E2E_SKIP_SERVICES ? ['services/**'] : [],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a test that fails once runs once more. It still counts: the report
  // lists it as flaky, by name, for the next person to fix the race. A test
  // that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  // A wait for what the page will show (hydration, results, a menu) allows for a busy host: a fast one never waits
  // that long, and a slow one passes without retries.
  expect: {timeout: 15_000},
  use: {
    baseURL: `http://localhost:${port}${baseUrl}`,
    // Recording a trace of every test made the suite about a fifth slower; a test that fails in CI
    // runs once more (see retries), with its trace.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (storage, cookies, extra tabs, routes), instead of a new
    // one per test: a page then loads from a warm browser, as a reader's second page does, and the suite takes less
    // time (PERFORMANCE.md, "Test suite"). The reset leaves the network switch (a test that goes offline goes back
    // online) and may leave a service worker: the offline-reading specs keep a new context per test. A test that
    // fails restarts its worker, so its retry starts from a new context.
    reuseContext: true,
  },
  projects: [
    {
      // What a contributor runs (`npm test`); support/suites.ts says what CI alone adds.
      name: 'chromium',
      testIgnore: ['services/**', 'every-page/**', 'stock/**', ...ciOnlySpecs, ...(process.env.CI ? sweptAgainInCi : [])],
      // The stock pass (`npm run test:stock`): the specs support/stockBuild.ts chooses (E2E_STOCK_PASS=full: all of
      // them, and the comparison), less the tests of the edits themselves.
      ...(stockBuild && {
        testMatch: fullStockPass ? '**/*.spec.ts' : stockPassSpecs,
        testIgnore: ['services/**', 'every-page/**'],
        grepInvert: [...editTests, ...(fullStockPass ? [] : stockPassSkips)].map(({match}) => match),
      }),
      // stock/same-site.spec.ts holds the edited build's screenshots to the stock build's, taken in the same run.
      snapshotPathTemplate: 'test-results/stock-screenshots/{arg}{ext}',
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {
      // The specs CI runs after `npm test` (`npm run test:e2e:ci`).
      name: 'ci',
      testMatch: ciOnlySpecs,
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {
      // Every page, with axe in both colour modes: `npm run check:pages`, which CI runs after `npm test`.
      name: 'every-page',
      testMatch: ['every-page/**/*.spec.ts'],
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {
      name: 'services',
      testMatch: ['services/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        baseURL: `http://localhost:${servicesPort}${baseUrl}`,
      },
    },
  ],
  webServer: [
    servedBuild(buildDir, port),
    // The stock pass compares its pages with the site as shipped (build/).
    ...(stockBuild ? [servedBuild('build', editedPort)] : []),
    ...(process.env.E2E_SKIP_SERVICES ? [] : [servedBuild(servicesBuildDir, servicesPort)]),
  ],
});
