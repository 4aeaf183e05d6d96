/**
 * Shared by the measurement scripts: serves a production build under its
 * base URL on a free local port, as `docusaurus serve` would, and starts
 * Chromium the way the end-to-end tests do (system browser when there is one).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import serveHandler from 'serve-handler';
import {chromium} from '@playwright/test';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build the scripts measure: `build/`, or BUILD_DIR. */
export const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');

/** The base URL the last build was made with (from its generated config). */
async function builtBaseUrl() {
  const generatedConfig = path.join(siteDir, '.docusaurus/docusaurus.config.mjs');
  if (!fs.existsSync(generatedConfig)) {
    throw new Error('No generated config in .docusaurus/: run "npm run build" first.');
  }
  const {default: config} = await import(pathToFileURL(generatedConfig).href);
  return config.baseUrl;
}

/** Serves `buildDir` at http://127.0.0.1:<port><baseUrl>; resolves to {origin, baseUrl, close}. */
export async function serveBuild() {
  const baseUrl = await builtBaseUrl();
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first.`);
  }
  const server = http.createServer((request, response) => {
    if (!request.url.startsWith(baseUrl)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    request.url = `/${request.url.slice(baseUrl.length)}`;
    serveHandler(request, response, {public: buildDir, trailingSlash: true, directoryListing: false});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {origin: `http://127.0.0.1:${port}`, baseUrl, close: () => new Promise((resolve) => server.close(resolve))};
}

export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) {
    return process.env.CHROMIUM_PATH;
  }
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function launchChromium(extraArgs = []) {
  return chromium.launch({executablePath: chromiumExecutable(), args: [...chromiumArgs, ...extraArgs]});
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
