/**
 * Serves a build folder under a base URL on a free local port, the way
 * `docusaurus serve` does (serve-handler: clean URLs, trailing slashes, no
 * directory listing), and gzips text responses as every production host
 * does (`docusaurus serve` does not). Nothing exists outside the base URL.
 * Used by the measurement scripts and by end-to-end tests that need their
 * own server (a build deployed under the wrong base URL, a build swapped
 * while a reader has it open).
 *
 * Compression matters for Lighthouse: it simulates a slow phone network from
 * the bytes transferred, and uncompressed HTML, CSS and scripts made the
 * first paint of a long page look up to a second later than a reader would
 * see it from any real host.
 */
import http from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

const gzip = compression();

/**
 * @param {{folder: string | (() => string), baseUrl: string}} options
 *   `folder` may be a function, read on every request, to swap builds.
 * @returns {Promise<{origin: string, baseUrl: string, close: () => Promise<void>}>}
 */
export async function serveFolder({folder, baseUrl}) {
  const server = http.createServer((request, response) => {
    if (!request.url?.startsWith(baseUrl)) {
      response.writeHead(404, {'Content-Type': 'text/plain'});
      response.end('Not found');
      return;
    }
    request.url = `/${request.url.slice(baseUrl.length)}`;
    const options = {
      public: typeof folder === 'function' ? folder() : folder,
      cleanUrls: true,
      trailingSlash: true,
      directoryListing: false,
    };
    gzip(request, response, () => void serveHandler(request, response, options));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    baseUrl,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
