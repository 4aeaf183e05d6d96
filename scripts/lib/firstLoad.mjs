/**
 * What a first visit to one page downloads: opens it in a fresh browser
 * context (empty cache), records every script and stylesheet it loads until
 * it is hydrated and the network is idle, with their gzipped sizes (gzip
 * level 6, as a typical static host serves them). Shared by
 * `npm run report:size` and `npm run bench:scale`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipSizes = new Map();

/** A file's gzipped size, computed once. */
export function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 6}).length);
  }
  return gzipSizes.get(file);
}

/** {page, files: Map(relative file → {type, gz}), js, css} for `page` (relative to the base URL) of the build in `buildDir`. */
export async function firstLoad(browser, {origin, baseUrl, buildDir}, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const files = new Map();
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if ((type === 'script' || type === 'stylesheet') && url.origin === origin && response.ok()) {
      const file = path.join(buildDir, decodeURIComponent(url.pathname.slice(baseUrl.length)));
      if (fs.existsSync(file)) {
        files.set(path.relative(buildDir, file), {type, gz: gzipSize(file)});
      }
    }
  });
  await tab.goto(`${origin}${baseUrl}${page}`);
  await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
  await tab.waitForLoadState('networkidle');
  await context.close();
  const total = (type) => [...files.values()].filter((f) => f.type === type).reduce((sum, f) => sum + f.gz, 0);
  return {page, files, js: total('script'), css: total('stylesheet')};
}
