#!/usr/bin/env node
/**
 * Serves a production build the way a static host configured by its
 * `_headers` file would (scripts/lib/staticServer.mjs): clean URLs, gzip,
 * the cache policy and the security headers. The end-to-end tests run
 * against it, so every test runs under the site's Content-Security-Policy.
 *
 *   node scripts/serve-build.mjs [--dir build] [--port 3000] [--base-url <the build's>]
 *
 * `npm run serve` runs it on `build/`.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {serveFolder} from './lib/staticServer.mjs';
import {builtBaseUrl} from './lib/site.mjs';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3000'}, 'base-url': {type: 'string'}},
});
const baseUrl = values['base-url'] ?? (await builtBaseUrl());
const server = await serveFolder({folder: path.resolve(values.dir), baseUrl, port: Number(values.port)});
console.log(`Serving ${values.dir} at ${server.origin.replace('127.0.0.1', 'localhost')}${baseUrl} with the headers of its _headers file.`);
