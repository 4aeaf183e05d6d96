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
 * and in one process rendering and post-build run on top of it: on a large
 * site (`npm run bench:scale`) the peak of one process is far above that of
 * either of two, and the build takes no longer. The output is the same.
 *
 * A large site (more than 2,000 Markdown files) bundles apart: the server
 * bundle in one process, then the browser bundle in another
 * (src/framework-edits/lean-bundling/bundleOnly.cjs). A large site's two
 * bundles peak much higher together than apart; a small site would only
 * wait longer (PERFORMANCE.md, Build). BUILD_BUNDLES=together or apart
 * decides instead of the count.
 *
 * `npx docusaurus build` still builds the same site in one process. With
 * FRAMEWORK_EDITS=off (src/framework-edits/switch.cjs) this script does just
 * that, into build-stock/ unless --out-dir says otherwise: the steps rely
 * on Docusaurus's internal build variables.
 * Prints each step's time and peak memory. With BUILD_RECORD_FILE set, also
 * writes them there as JSON for the build benchmarks: the wall time, the
 * largest peak (KB), and whether the build started cold (no output folder
 * and no bundler cache, as on a fresh clone).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildCaches} from './lib/timedBuild.mjs';
import {bundlesApart, checkBundled, checkOneBundle, checkRenderedFromBundles, outDirOf} from './lib/twoStepBuild.mjs';
import {defaultBuildFolder, frameworkEditsOn} from '../src/framework-edits/switch.cjs';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(scriptsDir, '..');
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const peakMemoryRunner = path.join(scriptsDir, 'lib/run-with-peak-memory.mjs');
const bundleOnly = path.join(siteDir, 'src/framework-edits/lean-bundling/bundleOnly.cjs');
const args = process.argv.slice(2);
// The stock build goes to build-stock/ unless --out-dir says otherwise.
if (!args.some((arg) => arg.startsWith('--out-dir'))) args.push('--out-dir', defaultBuildFolder());
const outDir = outDirOf(args, siteDir);
const started = process.hrtime.bigint();
const cold = buildCaches(siteDir, outDir).every((dir) => !fs.existsSync(dir));

/** Runs `docusaurus build` with `env` added (and bundleOnly.cjs loaded first for one bundle); exits with its code if it fails. */
function step(name, env) {
  const peakFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-step-')), 'peak-kb');
  const started = process.hrtime.bigint();
  const preload = env.BUILD_ONE_BUNDLE ? ['--require', bundleOnly] : [];
  const result = spawnSync(process.execPath, [...preload, peakMemoryRunner, peakFile, docusaurusBin, 'build', ...args], {
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

/**
 * The server bundle, then the browser bundle, each in a process of its own.
 * Each `docusaurus build` first empties the output folder, so the server
 * bundle waits beside it while the browser bundle is written.
 */
function bundleApart() {
  const serverDir = path.join(outDir, '__server');
  const aside = `${outDir}.server-bundle`;
  fs.rmSync(aside, {recursive: true, force: true});
  const server = step('server bundling', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', BUILD_ONE_BUNDLE: 'server'});
  checkOneBundle(outDir, 'server');
  fs.renameSync(serverDir, aside);
  const client = step('client bundling', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', BUILD_ONE_BUNDLE: 'client'});
  checkOneBundle(outDir, 'client');
  fs.renameSync(aside, serverDir);
  return [server, client];
}

/** The build in steps: bundling (whole or apart), then rendering. */
function buildInSteps() {
  const apart = bundlesApart(siteDir, process.env.BUILD_BUNDLES);
  // Every step reads the same site configuration (src/config/faster.ts).
  process.env.BUILD_BUNDLES = apart ? 'apart' : 'together';
  const bundling = apart ? bundleApart() : [step('bundling', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'})];
  const bundled = checkBundled(outDir);
  const rendering = step('rendering', {DOCUSAURUS_SKIP_BUNDLING: 'true'});
  checkRenderedFromBundles(outDir, bundled);
  return [...bundling, rendering];
}

// Stock: one process, and the bundles together (src/config/faster.ts reads BUILD_BUNDLES).
const edits = frameworkEditsOn();
if (!edits) process.env.BUILD_BUNDLES = 'together';
const steps = edits ? buildInSteps() : [step('build', {})];
const summary = steps.map(({name, seconds, peakKb}) => `${name} ${seconds.toFixed(1)} s, peak ${(peakKb / 1048576).toFixed(2)} GB`);
console.log(`[build] ${summary.join('; ')}.`);
if (process.env.BUILD_RECORD_FILE) {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.writeFileSync(process.env.BUILD_RECORD_FILE, JSON.stringify({seconds, peakKb: Math.max(...steps.map(({peakKb}) => peakKb)), cold}));
}
