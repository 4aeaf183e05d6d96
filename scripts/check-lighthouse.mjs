#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on
 * key pages of the production build, three runs each, median per category.
 * Prints a table; with --check, exits 1 when a page misses a threshold.
 *
 *   npm run check:lighthouse
 *   LIGHTHOUSE_RUNS=1 node scripts/check-lighthouse.mjs   # quicker look
 *   LIGHTHOUSE_PAGES=docs/installation/,blog/ node scripts/check-lighthouse.mjs
 */
import lighthouse from 'lighthouse';
import {launchChromium, serveBuild} from './lib/site.mjs';

const keyPages = [
  '',
  'docs/installation/',
  'docs/category/getting-started/',
  'blog/',
  'blog/preparing-your-site-for-docusaurus-v3/',
  'blog/tags/release/',
  'showcase/',
  // Results arrive after the page: this holds its layout shift and speed to the same bar.
  'search/?q=plugin',
];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? keyPages;
const thresholds = {performance: 90, accessibility: 100, 'best-practices': 95, seo: 100};
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const check = process.argv.includes('--check');
const debuggingPort = 9333;
/** The metrics behind the performance score, printed under each page to show where it goes. */
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await serveBuild();
const {baseUrl} = server;
// Lighthouse drives the browser over the DevTools protocol; Playwright only starts it.
const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
const rows = [];
try {
  for (const page of pages) {
    const scores = Object.fromEntries(Object.keys(thresholds).map((category) => [category, []]));
    const metricValues = Object.fromEntries(Object.keys(metrics).map((name) => [name, []]));
    const failedAudits = new Set();
    let longTasks = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.origin}${baseUrl}${page}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(thresholds),
      });
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on /${page}: ${result.lhr.runtimeError.message}`);
      }
      // Where the blocking time goes (last run): the longest main-thread tasks and their script.
      longTasks = (result.lhr.audits['long-tasks']?.details?.items ?? [])
        .slice()
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 4)
        .map(({url, duration}) => `${url.startsWith(server.origin) ? url.slice(server.origin.length) : url} ${Math.round(duration)} ms`);
      for (const [name, id] of Object.entries(metrics)) {
        metricValues[name].push(result.lhr.audits[id].numericValue);
      }
      for (const category of Object.keys(thresholds)) {
        scores[category].push(Math.round(result.lhr.categories[category].score * 100));
        for (const {id, weight} of result.lhr.categories[category].auditRefs) {
          const audit = result.lhr.audits[id];
          // Weightless audits (valid-source-maps…) are informative and do not move the score.
          if (category !== 'performance' && weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
            failedAudits.add(`${category}: ${id}`);
          }
        }
      }
    }
    rows.push({
      page,
      medians: Object.fromEntries(Object.entries(scores).map(([c, s]) => [c, median(s)])),
      metricMedians: Object.fromEntries(Object.entries(metricValues).map(([name, values]) => [name, median(values)])),
      failedAudits,
      longTasks,
    });
  }
} finally {
  await browser.close();
  await server.close();
}

const categories = Object.keys(thresholds);
console.log(`\nLighthouse, mobile preset, median of ${runs} run(s). Thresholds: ${categories.map((c) => `${c} ≥ ${thresholds[c]}`).join(', ')}\n`);
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
