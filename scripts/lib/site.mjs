/**
 * Shared by the measurement scripts: serves a production build under its
 * base URL on a free local port, as `docusaurus serve` would, and starts
 * Chromium the way the end-to-end tests do (system browser when there is one).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './chromium.mjs';
import {serveFolder} from './staticServer.mjs';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build the scripts measure: `build/`, or BUILD_DIR. */
export const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');

/** The base URL the last build was made with (from its generated config). */
export async function builtBaseUrl() {
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
  return serveFolder({folder: buildDir, baseUrl});
}

export function launchChromium(extraArgs = []) {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
