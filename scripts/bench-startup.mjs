#!/usr/bin/env node
/**
 * `npm run bench:startup`: what each part of the start-up layer buys a
 * reader. Builds the site once as it is and once without each part
 * (STARTUP_ABLATION=<part>, src/framework-edits/startup/ablation.ts), runs
 * check:lighthouse's profile (mobile, simulated slow 4G, the CPU slowdown
 * calibrated for the host, kept with the results so that every variant is
 * measured at the same one) on the gated pages and the heaviest docs page,
 * median of 5 runs, and prints,
 * for each part, the change in largest paint, blocking time and performance
 * score on every page when the part is left out.
 *
 * A part earns its place when leaving it out costs at least 100 ms of
 * largest paint or 20 ms of blocking time on some page, and more than the
 * baseline's own spread: the baseline is built and measured a second time,
 * and the largest change between its two measurements, on any page, is
 * what noise alone gives.
 *
 * Results are kept in .bench/startup-ablation.json, per commit: an
 * interrupted run goes on where it stopped. Options:
 *   --parts a,b   only these parts (and the baseline, measured twice)
 *   --fresh       forget kept results
 *   --keep        resume from results kept at another commit (when the commits
 *                 between change nothing the build makes; the table says so)
 *   BENCH_RUNS=3  runs per page (default 5)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {calibrateCpuSlowdown, gatedPages, measurePages} from './lib/lighthouse.mjs';
import {builtBaseUrl, siteDir} from './lib/site.mjs';
import {serveFolder} from './lib/staticServer.mjs';

const {values} = parseArgs({
  options: {parts: {type: 'string'}, fresh: {type: 'boolean', default: false}, keep: {type: 'boolean', default: false}},
});

// The parts, read from the config module (TypeScript) through the site's own list in its source.
const ablationSource = fs.readFileSync(path.join(siteDir, 'src/framework-edits/startup/ablation.ts'), 'utf8');
const allParts = [...ablationSource.slice(ablationSource.indexOf('startupParts = ['), ablationSource.indexOf('] as const')).matchAll(/'([\w-]+)'/g)].map(
  (match) => match[1],
);
const parts = values.parts ? values.parts.split(',') : allParts;
for (const part of parts) {
  if (!allParts.includes(part)) {
    throw new Error(`--parts: "${part}" is not a part of the start-up layer (${allParts.join(', ')})`);
  }
}
// The gated pages and the docs page the first measurement found heaviest (score 90 without the layer).
const pages = [...gatedPages, 'docs/markdown-features/code-blocks/'];
const runs = Number(process.env.BENCH_RUNS ?? 5);
const lcpThreshold = 100;
const tbtThreshold = 20;

const benchDir = path.join(siteDir, '.bench');
const resultsFile = path.join(benchDir, 'startup-ablation.json');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'docusaurus.config.ts'], {cwd: siteDir, encoding: 'utf8'}).trim() !== '';
const version = `${commit}${dirty ? '+changes' : ''} runs=${runs}`;
let kept = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : undefined;
if (values.fresh || !kept || (kept.version !== version && !values.keep)) {
  kept = {version, variants: {}};
} else if (kept.version !== version) {
  console.log(`Resuming results kept at ${kept.version} (--keep); new ones are measured at ${version}.`);
  kept.version = `${kept.version}, then ${version}`;
}
if (kept.cpuSlowdown === undefined) {
  ({cpuSlowdown: kept.cpuSlowdown} = await calibrateCpuSlowdown(5));
}
const {cpuSlowdown} = kept;
const save = () => {
  fs.mkdirSync(benchDir, {recursive: true});
  fs.writeFileSync(resultsFile, `${JSON.stringify(kept, null, 2)}\n`);
};

/** The baseline built and measured again: the spread noise alone gives. */
const control = 'baseline-again';
const isBaseline = (variant) => variant === 'baseline' || variant === control;

async function measure(variant) {
  if (kept.variants[variant]) {
    console.log(`${variant}: kept from an earlier run`);
    return;
  }
  const outDir = path.join(benchDir, 'startup-build');
  fs.rmSync(outDir, {recursive: true, force: true});
  const started = Date.now();
  console.log(`${variant}: building…`);
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, STARTUP_ABLATION: isBaseline(variant) ? '' : variant},
  });
  console.log(`${variant}: built in ${Math.round((Date.now() - started) / 1000)} s; Lighthouse, ${runs} runs on ${pages.length} pages…`);
  const server = await serveFolder({folder: outDir, baseUrl: await builtBaseUrl()});
  try {
    const rows = await measurePages(server, {pages, runs, categories: ['performance'], cpuSlowdown});
    kept.variants[variant] = Object.fromEntries(
      rows.map(({page, medians, metricMedians}) => [
        page,
        {score: medians.performance, LCP: Math.round(metricMedians.LCP), TBT: Math.round(metricMedians.TBT)},
      ]),
    );
  } finally {
    await server.close();
    fs.rmSync(outDir, {recursive: true, force: true});
  }
  save();
}

for (const variant of ['baseline', ...parts, control]) {
  await measure(variant);
}

const baseline = kept.variants.baseline;
const label = (page) => `/${page}`;
console.log(`\nLighthouse mobile at a ${cpuSlowdown}× CPU slowdown, median of ${runs} runs, measured at ${kept.version}. Baseline (the site as built):`);
for (const page of pages) {
  const {score, LCP, TBT} = baseline[page];
  console.log(`  ${label(page).padEnd(46)} score ${score}, LCP ${LCP} ms, TBT ${TBT} ms`);
}
const changesWithout = (variant) =>
  pages.map((page) => ({
    page,
    LCP: kept.variants[variant][page].LCP - baseline[page].LCP,
    TBT: kept.variants[variant][page].TBT - baseline[page].TBT,
    score: kept.variants[variant][page].score,
  }));
const spread = Object.fromEntries(['LCP', 'TBT'].map((key) => [key, Math.max(...changesWithout(control).map((change) => Math.abs(change[key])))]));
console.log(`\nWithout each part: change against the baseline (largest paint, blocking time, score), worst page first.`);
console.log(
  `A part earns its place at ≥ ${lcpThreshold} ms of largest paint or ≥ ${tbtThreshold} ms of blocking time on some page, ` +
    `beyond the baseline's own spread (measured again: up to ${spread.LCP} ms of largest paint, ${spread.TBT} ms of blocking time).\n`,
);
console.log('| left out | largest paint | blocking time | lowest score | earns its place |');
console.log('| --- | --- | --- | --- | --- |');
const signed = (value) => `${value > 0 ? '+' : ''}${value} ms`;
for (const variant of [control, ...parts]) {
  const deltas = changesWithout(variant);
  const worst = (key) => deltas.reduce((a, b) => (b[key] > a[key] ? b : a));
  const lcp = worst('LCP');
  const tbt = worst('TBT');
  const lowest = deltas.reduce((a, b) => (b.score < a.score ? b : a));
  const byRule = lcp.LCP >= lcpThreshold || tbt.TBT >= tbtThreshold;
  const beyondSpread = (lcp.LCP >= lcpThreshold && lcp.LCP > spread.LCP) || (tbt.TBT >= tbtThreshold && tbt.TBT > spread.TBT);
  const verdict = variant === control ? '(noise: nothing left out)' : beyondSpread ? 'yes' : byRule ? "no: within the baseline's spread" : 'no';
  const name = variant === control ? 'nothing (baseline again)' : variant;
  console.log(
    `| ${name} | ${signed(lcp.LCP)} (${label(lcp.page)}) | ${signed(tbt.TBT)} (${label(tbt.page)}) | ${lowest.score} (${label(lowest.page)}) | ${verdict} |`,
  );
}
console.log(`\nEvery page and part: ${path.relative(siteDir, resultsFile)}`);
