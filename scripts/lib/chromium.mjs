/**
 * How the end-to-end tests and the measurement scripts start Chromium.
 * Playwright cannot download its own browsers on machines without internet
 * access: use the path in CHROMIUM_PATH, else the system Chromium (Debian's
 * `chromium` package) when there is one, else Playwright's own browser.
 */
import fs from 'node:fs';

export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) {
    return process.env.CHROMIUM_PATH;
  }
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Flags for a container without a sandbox or GPU, and no network chatter of the browser's own. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Launch options for Playwright's `chromium.launch` or `use.launchOptions`. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {executablePath: chromiumExecutable(), args: [...chromiumArgs, ...extraArgs]};
}
