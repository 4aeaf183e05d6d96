#!/usr/bin/env node
/**
 * Build benchmark: prints the wall time and peak memory of a cold build (all
 * caches removed) and of a warm rebuild (caches kept), with the number of
 * routes built. Prints figures; budgets are checked by the quality gates.
 *
 *   npm run bench:build                 # cold + warm, Docusaurus Faster on
 *   BENCH_RUNS=warm npm run bench:build # warm rebuild only
 *   BENCH_RUNS=cold,warm,cold-webpack npm run bench:build
 *                                       # also a cold build with Faster off
 *                                       # (webpack + Babel), and the ratio
 *   npm run check:build                 # cold + warm, and exit 1 when a build
 *                                       # misses its target (below)
 *   npm run check:build -- --cold-from <file>
 *                                       # the cold build's figures from an
 *                                       # earlier `npm run build` that started
 *                                       # cold and wrote them to <file>
 *                                       # (BUILD_RECORD_FILE, scripts/build.mjs):
 *                                       # CI times the build `npm test` makes on
 *                                       # its fresh clone instead of making another
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {buildCaches, countRoutes, timedBuild} from './lib/timedBuild.mjs';

/** Issue 10's targets for the Faster builds on a 2-core machine: wall time, and peak memory of any build. */
const targets = {cold: 120, warm: 60, peakMb: 3072};
const {values: options} = parseArgs({options: {check: {type: 'boolean'}, 'cold-from': {type: 'string'}}});
const check = options.check ?? false;

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Removed before a cold build, with what Docusaurus generated.
const caches = [...buildCaches(siteDir), path.join(siteDir, '.docusaurus')];

/** The cold build an earlier `npm run build` recorded, or undefined (saying why) when it cannot stand for one. */
function recordedColdBuild(file) {
  if (!fs.existsSync(file)) {
    console.log(`No build recorded in ${file}: building cold.`);
    return undefined;
  }
  const {seconds, peakKb, cold} = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!cold) {
    console.log(`The build recorded in ${file} did not start cold: building cold.`);
    return undefined;
  }
  console.log(`The cold build is the one recorded in ${file}.`);
  const [buildDir] = buildCaches(siteDir);
  return {label: 'cold', seconds, peakMb: peakKb / 1024, routes: countRoutes(buildDir)};
}

const runs = (process.env.BENCH_RUNS ?? 'cold,warm').split(',');
const results = [];
for (const run of runs) {
  if (!['cold', 'warm', 'cold-webpack'].includes(run)) {
    throw new Error(`Unknown BENCH_RUNS entry "${run}": use cold, warm or cold-webpack.`);
  }
  const recorded = run === 'cold' && options['cold-from'] ? recordedColdBuild(options['cold-from']) : undefined;
  if (recorded) {
    results.push(recorded);
    continue;
  }
  if (run.startsWith('cold')) {
    for (const dir of caches) fs.rmSync(dir, {recursive: true, force: true});
  }
  results.push(timedBuild(siteDir, run, run === 'cold-webpack' ? {DOCUSAURUS_FASTER: 'false'} : {}));
}

console.log('\nbuild         wall time   peak memory   routes');
for (const {label, seconds, peakMb, routes} of results) {
  console.log(`${label.padEnd(12)}  ${seconds.toFixed(1).padStart(7)} s  ${peakMb.toFixed(0).padStart(8)} MB  ${String(routes).padStart(7)}`);
}

const fasterCold = results.find((result) => result.label === 'cold');
const webpackCold = results.find((result) => result.label === 'cold-webpack');
if (fasterCold && webpackCold) {
  console.log(`\nDocusaurus Faster speed-up on a cold build: ${(webpackCold.seconds / fasterCold.seconds).toFixed(2)}x`);
}

if (check) {
  const misses = results.flatMap(({label, seconds, peakMb}) => [
    ...(label in targets && seconds > targets[label] ? [`${label} build took ${seconds.toFixed(1)} s (target ${targets[label]} s)`] : []),
    ...(label !== 'cold-webpack' && peakMb > targets.peakMb ? [`${label} build peaked at ${peakMb.toFixed(0)} MB (target ${targets.peakMb} MB)`] : []),
  ]);
  if (misses.length > 0) {
    console.error(`\nBuild targets missed: ${misses.join('; ')}`);
    process.exit(1);
  }
  console.log(`\nTargets met: cold ≤ ${targets.cold} s, warm ≤ ${targets.warm} s, peak memory ≤ ${targets.peakMb} MB.`);
}
