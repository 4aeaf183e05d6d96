/**
 * Serves a build folder under a base URL on a free local port, the way
 * `docusaurus serve` does (serve-handler: clean URLs, trailing slashes, no
 * directory listing), and gzips text responses as every production host
 * does (`docusaurus serve` does not). Nothing exists outside the base URL.
 * Used by the measurement scripts, by the end-to-end tests' server
 * (scripts/serve-build.mjs), by tests that need their own server (a build
 * deployed under the wrong base URL, a build swapped while a reader has it
 * open) and by the engine tests, which also stop and restart it (offline
 * reading), hold answers back (start-up races) and read what was asked
 * for.
 *
 * Like a static host, it sends the headers of the build's `_headers` file
 * (cache policy, Content-Security-Policy and the other security headers,
 * src/plugins/security-headers), and never the file itself.
 *
 * Compression matters for Lighthouse: it simulates a slow phone network from
 * the bytes transferred, and uncompressed HTML, CSS and scripts made the
 * first paint of a long page look up to a second later than a reader would
 * see it from any real host.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile} from './headersFile.mjs';

const gzip = compression();

/** @type {Map<string, {mtimeMs: number, rules: ReturnType<typeof parseHeadersFile>}>} */
const headerRules = new Map();

/** The rules of a build's `_headers` file (none if it has none), read again when the file changes. */
function rulesOf(folder) {
  const file = path.join(folder, '_headers');
  const stat = fs.statSync(file, {throwIfNoEntry: false});
  if (!stat) {
    return [];
  }
  const cached = headerRules.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) {
    return cached.rules;
  }
  const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  headerRules.set(file, {mtimeMs: stat.mtimeMs, rules});
  return rules;
}

/**
 * @typedef {object} FolderServer
 * @property {string} origin http://127.0.0.1:PORT
 * @property {string} baseUrl
 * @property {string[]} requests The paths (with the base URL, without query) asked for so far.
 * @property {(suffix: string) => {requested: Promise<void>, release: () => void}} hold
 *   Holds back the answers to requests whose path ends with `suffix` until
 *   release() (or stop()); `requested` resolves at the first such request.
 * @property {() => Promise<void>} stop Closes the port and drops open connections.
 * @property {() => Promise<void>} restart Listens again on the same port (same origin:
 *   the service worker and storage of the pages already open stay this site's).
 * @property {() => Promise<void>} close Same as stop.
 */

/**
 * @param {{folder: string | (() => string), baseUrl: string, port?: number}} options
 *   `folder` may be a function, read on every request, to swap builds.
 * @returns {Promise<FolderServer>}
 */
export async function serveFolder({folder, baseUrl, port = 0}) {
  /** @type {string[]} */
  const requests = [];
  /** @type {{suffix: string, waiting: (() => void)[], onRequest: () => void}[]} */
  const held = [];

  /** @type {http.RequestListener} */
  const handler = (request, response) => {
    if (!request.url?.startsWith(baseUrl) || request.url.startsWith(`${baseUrl}_headers`)) {
      response.writeHead(404, {'Content-Type': 'text/plain'});
      response.end('Not found');
      return;
    }
    const pathname = request.url.split('?')[0];
    requests.push(pathname);
    const publicFolder = typeof folder === 'function' ? folder() : folder;
    for (const [name, value] of headersFor(rulesOf(publicFolder), pathname)) {
      response.setHeader(name, value);
    }
    request.url = `/${request.url.slice(baseUrl.length)}`;
    const options = {
      public: publicFolder,
      cleanUrls: true,
      trailingSlash: true,
      directoryListing: false,
    };
    const answer = () => gzip(request, response, () => void serveHandler(request, response, options));
    const hold = held.find((entry) => pathname.endsWith(entry.suffix));
    if (hold) {
      hold.onRequest();
      hold.waiting.push(answer);
    } else {
      answer();
    }
  };

  let server = http.createServer(handler);
  /** @param {number} wanted */
  const listen = (wanted) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(wanted, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port));
    });
  const boundPort = /** @type {number} */ (await listen(port));
  let running = true;

  const stop = async () => {
    for (const entry of held.splice(0)) {
      entry.waiting.splice(0).forEach((answer) => answer());
    }
    if (!running) {
      return;
    }
    running = false;
    await new Promise((resolve) => {
      server.close(() => resolve(undefined));
      server.closeAllConnections();
    });
  };

  return {
    origin: `http://127.0.0.1:${boundPort}`,
    baseUrl,
    requests,
    hold(suffix) {
      /** @type {() => void} */
      let onRequest = () => {};
      const requested = new Promise((resolve) => {
        onRequest = () => resolve(undefined);
      });
      const entry = {suffix, waiting: /** @type {(() => void)[]} */ ([]), onRequest};
      held.push(entry);
      return {
        requested: /** @type {Promise<void>} */ (requested),
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
      await listen(boundPort);
      running = true;
    },
    close: stop,
  };
}
