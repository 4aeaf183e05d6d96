#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on
 * key pages of the production build, three runs each, median per category.
 * Prints a table, after what the machine itself adds to a page with no
 * script (see measureMachineFloor); with --check, exits 1 when a page misses
 * a threshold.
 *
 *   npm run check:lighthouse
 *   LIGHTHOUSE_RUNS=1 node scripts/check-lighthouse.mjs   # quicker look
 *   LIGHTHOUSE_PAGES=docs/installation/,blog/ node scripts/check-lighthouse.mjs
 */
import {gatedPages, measureMachineFloor, measurePageFaultCost, measurePages} from './lib/lighthouse.mjs';
import {serveBuild} from './lib/site.mjs';

const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? gatedPages;
const thresholds = {performance: 90, accessibility: 100, 'best-practices': 95, seo: 100};
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const check = process.argv.includes('--check');
const server = await serveBuild();
let rows;
try {
  rows = await measurePages(server, {pages, runs, categories: Object.keys(thresholds)});
} finally {
  await server.close();
}
const floor = await measureMachineFloor(runs);

const categories = Object.keys(thresholds);
console.log(`\nLighthouse, mobile preset, median of ${runs} run(s). Thresholds: ${categories.map((c) => `${c} ≥ ${thresholds[c]}`).join(', ')}\n`);
console.log(
  `This machine, on a page with no script: TBT ${Math.round(floor.TBT)} ms, LCP ${Math.round(floor.LCP)} ms ` +
    '(a blocking time above 0 here is the machine\'s own cost per page load, which every page below pays too).',
);
console.log(
  `Touching a fresh page of memory takes ${measurePageFaultCost().toFixed(1)} µs here (around 1 µs on common hardware; ` +
    'a host far above that inflates every main-thread figure below).\n',
);
console.log(`${'page'.padEnd(46)} ${categories.map((c) => c.padStart(15)).join('')}`);
const misses = [];
const formatMetric = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
for (const {page, medians, metricMedians, failedAudits, longTasks} of rows) {
  const cells = categories.map((category) => {
    const ok = medians[category] >= thresholds[category];
    if (!ok) misses.push(`/${page} ${category} ${medians[category]}`);
    return `${medians[category]}${ok ? '' : ' ✗'}`.padStart(15);
  });
  console.log(`${`/${page}`.padEnd(46)} ${cells.join('')}`);
  console.log(`    ${Object.entries(metricMedians).map(([name, value]) => `${name} ${formatMetric(name, value)}`).join(', ')}`);
  if (longTasks.length > 0) console.log(`    longest tasks: ${longTasks.join(', ')}`);
  for (const audit of failedAudits) console.log(`    failing audit: ${audit}`);
}
if (check && misses.length > 0) {
  console.error(`\nBelow threshold: ${misses.join('; ')}`);
  process.exit(1);
}
