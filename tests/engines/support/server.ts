/**
 * Serves the production build (`build/`) under the site's base URL, the way
 * `docusaurus serve` and scripts/lib/staticServer.mjs do (serve-handler with
 * clean URLs and trailing slashes, gzip as production hosts send it), with
 * two things the engine tests need on top: it can be stopped and started
 * again on the same port (the origin must not change, or the service worker
 * and local storage would be another site's), and it records the paths it was
 * asked for (to tell that the search's WebAssembly index was downloaded).
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {resolveBaseUrl} from '../../../src/config/site';

export const siteDir = path.resolve(__dirname, '../../..');
export const buildDir = path.join(siteDir, 'build');

export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" before "npm run test:engines".`);
  }
}

export interface SiteServer {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** The site's base URL ("/" or "/some/path/"). */
  readonly baseUrl: string;
  /** The absolute URL of a route ("/docs/installation", optionally "?query" or "#hash"). */
  url(route: string): string;
  /** Paths (under the base URL, without query) requested since the server started. */
  readonly requests: string[];
  /**
   * Holds back the answers to requests whose path (under the base URL) ends
   * with `suffix`, until release() (or stop()). `requested` resolves at the
   * first such request.
   */
  hold(suffix: string): {requested: Promise<void>; release: () => void};
  /** Stops answering: the port is closed and open connections are dropped. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A route as the site links it: trailing slash, under the base URL; keeps a query and a hash. */
export function routePath(route: string, baseUrl: string): string {
  const match = /^([^?#]*)(.*)$/.exec(route)!;
  const pathname = match[1] === '/' || match[1] === '' ? '' : `${match[1].replace(/^\//, '').replace(/\/$/, '')}/`;
  return `${baseUrl}${encodeURI(pathname)}${match[2]}`;
}

export async function startSiteServer(): Promise<SiteServer> {
  assertBuildExists();
  const baseUrl = resolveBaseUrl();
  const gzip = compression();
  const requests: string[] = [];
  const held: {suffix: string; waiting: (() => void)[]; onRequest: () => void}[] = [];
  // The build's serving rules (cache policy, Content-Security-Policy…), as a static host sends them.
  // (An ES module: Jest runs these files as CommonJS, so it is imported, not required.)
  const {headersFor, parseHeadersFile} = await import('../../../scripts/lib/headersFile.mjs');
  const headersFile = path.join(buildDir, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  const handler: http.RequestListener = (request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(baseUrl) || url.startsWith(`${baseUrl}_headers`)) {
      response.writeHead(404, {'Content-Type': 'text/plain'});
      response.end('Not found');
      return;
    }
    const pathname = url.split('?')[0]!;
    requests.push(pathname);
    for (const [name, value] of headersFor(rules, pathname)) {
      response.setHeader(name, value);
    }
    request.url = `/${url.slice(baseUrl.length)}`;
    const answer = () =>
      gzip(request, response, () => {
        void serveHandler(request, response, {public: buildDir, cleanUrls: true, trailingSlash: true, directoryListing: false});
      });
    const hold = held.find((entry) => pathname.endsWith(entry.suffix));
    if (hold) {
      hold.onRequest();
      hold.waiting.push(answer);
    } else {
      answer();
    }
  };

  let server = http.createServer(handler);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const origin = `http://127.0.0.1:${port}`;
  let running = true;

  const releaseAll = () => {
    for (const entry of held.splice(0)) {
      entry.waiting.splice(0).forEach((answer) => answer());
    }
  };

  const stop = async () => {
    releaseAll();
    if (!running) {
      return;
    }
    running = false;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };

  return {
    origin,
    baseUrl,
    requests,
    url: (route) => `${origin}${routePath(route, baseUrl)}`,
    hold(suffix) {
      let onRequest = () => {};
      const requested = new Promise<void>((resolve) => {
        onRequest = resolve;
      });
      const entry = {suffix, waiting: [] as (() => void)[], onRequest};
      held.push(entry);
      return {
        requested,
        release() {
          const index = held.indexOf(entry);
          if (index >= 0) {
            held.splice(index, 1);
          }
          entry.waiting.splice(0).forEach((answer) => answer());
        },
      };
    },
    stop,
    async restart() {
      if (running) {
        return;
      }
      server = http.createServer(handler);
      await listen(port);
      running = true;
    },
    close: stop,
  };
}
