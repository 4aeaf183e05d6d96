#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build`, in two processes one after the other,
 * with the same arguments:
 *
 * 1. bundling: Rspack writes the client and server bundles;
 * 2. rendering: the pages are rendered from those bundles, then the
 *    post-build plugins run (search index, Markdown twins, headers, PWA).
 *
 * Why: Rspack keeps the memory it used for bundling until its process ends,
 * and in one process rendering and post-build run on top of it. With 5,000
 * added docs (`npm run bench:scale`) the build peaked at 7.8 GB in one
 * process; in two, bundling peaks at 6.4 GB and the rest at 2.3 GB, and the
 * build takes no longer (README, "Site size"). The output is the same.
 *
 * `npx docusaurus build` still builds the same site in one process.
 * Prints each step's time and peak memory; with BUILD_PEAK_KB_FILE set,
 * writes the larger peak (KB) there for the build benchmarks.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkBundled, checkRenderedFromBundles, outDirOf} from './lib/twoStepBuild.mjs';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(scriptsDir, '..');
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const peakMemoryRunner = path.join(scriptsDir, 'lib/run-with-peak-memory.mjs');
const args = process.argv.slice(2);
const outDir = outDirOf(args, siteDir);

/** Runs `docusaurus build` with `env` added; exits with its code if it fails. */
function step(name, env) {
  const peakFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-step-')), 'peak-kb');
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [peakMemoryRunner, peakFile, docusaurusBin, 'build', ...args], {
    cwd: siteDir,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) {
    console.error(`build: the ${name} step failed${result.signal ? ` (${result.signal})` : ''}.`);
    process.exit(result.status ?? 1);
  }
  const peakKb = Number(fs.readFileSync(peakFile, 'utf8'));
  fs.rmSync(path.dirname(peakFile), {recursive: true, force: true});
  return {name, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakKb};
}

const bundling = step('bundling', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'});
const bundled = checkBundled(outDir);
const rendering = step('rendering', {DOCUSAURUS_SKIP_BUNDLING: 'true'});
checkRenderedFromBundles(outDir, bundled);

const summary = [bundling, rendering].map(({name, seconds, peakKb}) => `${name} ${seconds.toFixed(1)} s, peak ${(peakKb / 1048576).toFixed(2)} GB`);
console.log(`[build] ${summary.join('; ')}.`);
if (process.env.BUILD_PEAK_KB_FILE) {
  fs.writeFileSync(process.env.BUILD_PEAK_KB_FILE, String(Math.max(bundling.peakKb, rendering.peakKb)));
}
