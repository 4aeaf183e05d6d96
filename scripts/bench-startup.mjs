#!/usr/bin/env node
/**
 * `npm run bench:startup`: what each part of the start-up layer buys a
 * reader. Builds the site once as it is and once without each part
 * (STARTUP_ABLATION=<part>, src/framework-edits/startup/ablation.ts), runs
 * check:lighthouse's profile (mobile, simulated slow 4G, the CPU slowdown
 * calibrated for the host, kept with the results so that every variant is
 * measured at the same one) on the gated pages and the heaviest docs page,
 * median of 5 runs, and prints,
 * for each part, the change in largest paint, blocking time, time to
 * interactive and performance score on every page when the part is left out.
 *
 * A part earns its place when leaving it out costs at least 100 ms of
 * largest paint or of time to interactive, or 20 ms of blocking time, on
 * some page, and more than the baseline's own spread: the baseline is built
 * and measured a second time, and the largest change between its two
 * measurements, on any page, is what noise alone gives. (Time to
 * interactive is where a part that changes when scripts load shows: the
 * server-rendered text paints before any script runs.)
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
// The gated pages and the docs page the issue's first measurement found heaviest (score 90 without the layer).
const pages = [...gatedPages, 'docs/markdown-features/code-blocks/'];
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** What each result records, by check:lighthouse's short name, and the change that earns a part its place. */
const measures = {
  LCP: {name: 'largest paint', threshold: 100},
  TBT: {name: 'blocking time', threshold: 20},
  TTI: {name: 'time to interactive', threshold: 100},
};
const measureKeys = Object.keys(measures);

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
        {score: medians.performance, ...Object.fromEntries(measureKeys.map((key) => [key, Math.round(metricMedians[key])]))},
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
  const {score, LCP, TBT, TTI} = baseline[page];
  console.log(`  ${label(page).padEnd(46)} score ${score}, LCP ${LCP} ms, TBT ${TBT} ms, TTI ${TTI ?? 'n/a'} ms`);
}
// Results kept from before time to interactive was recorded have none: their change is NaN, shown as "n/a".
const changesWithout = (variant) =>
  pages.map((page) => ({
    page,
    score: kept.variants[variant][page].score,
    ...Object.fromEntries(measureKeys.map((key) => [key, kept.variants[variant][page][key] - baseline[page][key]])),
  }));
const spread = Object.fromEntries(measureKeys.map((key) => [key, Math.max(...changesWithout(control).map((change) => Math.abs(change[key])))]));
const milliseconds = (value) => (Number.isNaN(value) ? 'n/a' : `${value} ms`);
console.log(`\nWithout each part: change against the baseline, worst page first.`);
console.log(
  `A part earns its place at ${new Intl.ListFormat('en-GB', {type: 'disjunction'}).format(measureKeys.map((key) => `≥ ${measures[key].threshold} ms of ${measures[key].name}`))} on some page, ` +
    `beyond the baseline's own spread (measured again: up to ${measureKeys.map((key) => `${milliseconds(spread[key])} of ${measures[key].name}`).join(', ')}).\n`,
);
console.log(`| left out | ${measureKeys.map((key) => measures[key].name).join(' | ')} | lowest score | earns its place |`);
console.log(`| --- | ${measureKeys.map(() => '---').join(' | ')} | --- | --- |`);
const signed = (value) => `${value > 0 ? '+' : ''}${milliseconds(value)}`;
for (const variant of [control, ...parts]) {
  const deltas = changesWithout(variant);
  // The largest change of each measure, and the page it was on.
  const worst = measureKeys.map((key) => {
    const {page, [key]: change} = deltas.reduce((a, b) => (b[key] > a[key] ? b : a));
    return {key, page, change};
  });
  const lowest = deltas.reduce((a, b) => (b.score < a.score ? b : a));
  const byRule = worst.some(({key, change}) => change >= measures[key].threshold);
  const beyondSpread = worst.some(({key, change}) => change >= measures[key].threshold && change > spread[key]);
  const verdict = variant === control ? '(noise: nothing left out)' : beyondSpread ? 'yes' : byRule ? "no: within the baseline's spread" : 'no';
  const name = variant === control ? 'nothing (baseline again)' : variant;
  const cells = worst.map(({page, change}) => `${signed(change)} (${label(page)})`);
  console.log(`| ${name} | ${cells.join(' | ')} | ${lowest.score} (${label(lowest.page)}) | ${verdict} |`);
}
console.log(`\nEvery page and part: ${path.relative(siteDir, resultsFile)}`);
