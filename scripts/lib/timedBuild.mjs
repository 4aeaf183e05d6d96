/**
 * One production build as `npm run build` runs it (scripts/build.mjs: one
 * bundling process, or two for a large site, then a rendering process),
 * measured: wall time, peak resident memory (the largest of the processes,
 * each with its worker threads, read by Node, see run-with-peak-memory.mjs)
 * and the routes it wrote. Shared by `npm run bench:build` and `npm run bench:scale`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defaultBuildFolder} from '../../src/framework-edits/switch.cjs';
import {filesUnder} from './files.mjs';

/**
 * What a build reuses from earlier ones: the output folder and the bundler's
 * cache. A build without them is cold. (`.docusaurus/`, which the benchmark
 * also removes, is generated anew by every build, and a unit test leaves a
 * file there.)
 */
export function buildCaches(siteDir, outDir = path.join(siteDir, defaultBuildFolder())) {
  return [outDir, path.join(siteDir, 'node_modules/.cache')];
}

/** How many pages (index.html files) a build folder holds. */
export function countRoutes(dir) {
  return filesUnder(dir).filter((entry) => entry.name === 'index.html').length;
}

/** Builds the site in `siteDir` with its own scripts/build.mjs; throws with the build's output when it fails. */
export function timedBuild(siteDir, label, env = {}) {
  const recordFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'timed-build-')), 'record.json');
  const buildEnv = {...process.env, FORCE_COLOR: '0', ...env};
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/build.mjs')], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...buildEnv, BUILD_RECORD_FILE: recordFile},
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${label} build failed with exit code ${result.status}`);
  }
  // The build's own record, as `check:build -- --cold-from` reads an earlier build's: both measured alike.
  const {seconds, peakKb} = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  fs.rmSync(path.dirname(recordFile), {recursive: true, force: true});
  // build/, or build-stock/ for a build with FRAMEWORK_EDITS=off.
  const buildDir = path.join(siteDir, defaultBuildFolder(buildEnv));
  return {label, seconds, peakMb: peakKb / 1024, routes: countRoutes(buildDir), buildDir};
}
