#!/usr/bin/env node
/**
 * `npm run bench:render`: how long the server bundle takes to render a docs
 * page, without the rest of the build. Needs a build that kept its server
 * bundle:
 *
 *   DOCUSAURUS_KEEP_SERVER_BUNDLE=true npm run build
 *   npm run bench:render                       # this site's build
 *   npm run bench:render -- <site> [<bundle>]  # another copy (bench:scale's, kept), another bundle
 *
 * Evaluates the bundle once, as `docusaurus build` does, renders a few pages
 * to warm up, then renders up to 200 docs pages (spread over the build's
 * docs routes) and a few others, twice, and prints the milliseconds per page
 * of each round.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {siteDir as ownSite} from './lib/site.mjs';

const site = path.resolve(process.argv[2] ?? ownSite);
const bundle = path.resolve(process.argv[3] ?? path.join(site, 'build/__server/server.bundle.js'));
if (!fs.existsSync(bundle)) {
  throw new Error(`bench:render: no server bundle at ${bundle}. Build with DOCUSAURUS_KEEP_SERVER_BUNDLE=true first.`);
}
// Docusaurus's own way to evaluate the bundle (lib/ssg/ssgRenderer.js): its require, the same globals.
const coreDir = path.join(site, 'node_modules/@docusaurus/core');
const requireFromCore = createRequire(path.join(coreDir, 'package.json'));
const {createSSGRequire} = requireFromCore('./lib/ssg/ssgNodeRequire.js');
const evaluate = requireFromCore('eval');
const ssgRequire = createSSGRequire(bundle);
const render = evaluate(fs.readFileSync(bundle), path.basename(bundle), {__filename: '', require: ssgRequire.require}, true).default;

// The docs addresses of the build, from the route list Docusaurus generated (keys are "<path>-<hash>").
const routeKeys = Object.keys(JSON.parse(fs.readFileSync(path.join(site, '.docusaurus/routesChunkNames.json'), 'utf8')));
const allDocs = [...new Set(routeKeys.map((key) => key.replace(/-[^-]*$/, '')).filter((route) => route.startsWith('/docs/')))].sort();
const step = Math.max(1, Math.floor(allDocs.length / 200));
const pages = [...allDocs.filter((_, index) => index % step === 0).slice(0, 200), '/blog/', '/'];

const renderPage = (pathname) => render({pathname, v4RemoveLegacyPostBuildHeadAttribute: true});
for (const pathname of pages.slice(0, 5)) await renderPage(pathname);
for (const round of [1, 2]) {
  const started = process.hrtime.bigint();
  for (const pathname of pages) await renderPage(pathname);
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / pages.length;
  console.log(`round ${round}: ${ms.toFixed(1)} ms per page (${pages.length} pages of ${allDocs.length} docs routes, ${path.relative(process.cwd(), bundle)})`);
}
ssgRequire.cleanup();
