/**
 * Serves a build folder under a base URL on a free local port, the way
 * `docusaurus serve` does (serve-handler: clean URLs, trailing slashes, no
 * directory listing), and gzips text responses as every production host
 * does (`docusaurus serve` does not). Nothing exists outside the base URL.
 * Used by the measurement scripts, by the end-to-end tests' server
 * (scripts/serve-build.mjs) and by tests that need their own server (a build
 * deployed under the wrong base URL, a build swapped while a reader has it
 * open).
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
 * @param {{folder: string | (() => string), baseUrl: string, port?: number}} options
 *   `folder` may be a function, read on every request, to swap builds.
 * @returns {Promise<{origin: string, baseUrl: string, close: () => Promise<void>}>}
 */
export async function serveFolder({folder, baseUrl, port = 0}) {
  const server = http.createServer((request, response) => {
    if (!request.url?.startsWith(baseUrl) || request.url.startsWith(`${baseUrl}_headers`)) {
      response.writeHead(404, {'Content-Type': 'text/plain'});
      response.end('Not found');
      return;
    }
    const publicFolder = typeof folder === 'function' ? folder() : folder;
    for (const [name, value] of headersFor(rulesOf(publicFolder), request.url.split('?')[0])) {
      response.setHeader(name, value);
    }
    request.url = `/${request.url.slice(baseUrl.length)}`;
    const options = {
      public: publicFolder,
      cleanUrls: true,
      trailingSlash: true,
      directoryListing: false,
    };
    gzip(request, response, () => void serveHandler(request, response, options));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    baseUrl,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
