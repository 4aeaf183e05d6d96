/**
 * Serves the production build (`build/`) under the site's base URL with
 * scripts/lib/staticServer.mjs, as `npm run serve` and the end-to-end tests
 * do (clean URLs, gzip, the build's `_headers`): the engine tests also stop
 * and restart it on the same port, hold answers back and read which paths
 * were asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {FolderServer} from '../../../scripts/lib/staticServer.mjs';
import {resolveBaseUrl} from '../../../src/config/site';

export const siteDir = path.resolve(__dirname, '../../..');
export const buildDir = path.join(siteDir, 'build');

export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" before "npm run test:engines".`);
  }
}

export type SiteServer = FolderServer & {
  /** The absolute URL of a route ("/docs/installation", optionally "?query" or "#hash"). */
  url(route: string): string;
};

/** A route as the site links it: trailing slash, under the base URL; keeps a query and a hash. */
export function routePath(route: string, baseUrl: string): string {
  const match = /^([^?#]*)(.*)$/.exec(route)!;
  const pathname = match[1] === '/' || match[1] === '' ? '' : `${match[1].replace(/^\//, '').replace(/\/$/, '')}/`;
  return `${baseUrl}${encodeURI(pathname)}${match[2]}`;
}

export async function startSiteServer(): Promise<SiteServer> {
  assertBuildExists();
  // An ES module: Jest runs these files as CommonJS, so it is imported, not required.
  const {serveFolder} = await import('../../../scripts/lib/staticServer.mjs');
  const server = await serveFolder({folder: buildDir, baseUrl: resolveBaseUrl()});
  return {...server, url: (route) => `${server.origin}${routePath(route, server.baseUrl)}`};
}
