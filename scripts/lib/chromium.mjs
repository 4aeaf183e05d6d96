/**
 * How the end-to-end tests and the measurement scripts start Chromium.
 * Playwright cannot download its own browsers on machines without internet
 * access: use the path in CHROMIUM_PATH, else the system Chromium (Debian's
 * `chromium` package) when there is one, else Playwright's own browser.
 */
import fs from 'node:fs';

const systemChromium = '/usr/bin/chromium';
/** Debian's `chromium-headless-shell`: the same engine without the browser's window machinery. */
const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) {
    return process.env.CHROMIUM_PATH;
  }
  return fs.existsSync(systemChromium) ? systemChromium : undefined;
}

/**
 * The browser of the end-to-end tests: the headless shell when the system has
 * it, as Playwright's own browsers run headless tests. The tests are bound by
 * the CPU, and it does the same page visits with less of it than the whole
 * browser (PERFORMANCE.md, "Test suite"). The measurement scripts
 * (Lighthouse, the benchmarks) keep the browser readers have.
 */
export function testChromiumExecutable() {
  if (!process.env.CHROMIUM_PATH && fs.existsSync(systemHeadlessShell)) {
    return systemHeadlessShell;
  }
  return chromiumExecutable();
}

/** Flags for a container without a sandbox or GPU, and no network chatter of the browser's own. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Launch options for Playwright's `chromium.launch` or `use.launchOptions`. */
export function chromiumLaunchOptions(extraArgs = [], executablePath = chromiumExecutable()) {
  return {executablePath, args: [...chromiumArgs, ...extraArgs]};
}
