/**
 * Lighthouse runs as check:lighthouse and bench:startup make them: the mobile
 * preset (emulated phone, simulated slow 4G, a CPU slowdown of the host that
 * calibrateCpuSlowdown sets), several runs a page, the median of each score
 * and metric. Only the performance score varies from run to run: the other
 * categories are read from a page's first run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {defaultCpuSlowdown, slowdownForLongestTask} from './cpuSlowdown.mjs';
import {drawDistinct} from './random.mjs';
import {buildDir, launchChromium} from './site.mjs';
import {serveFolder} from './staticServer.mjs';

/** The pages check:lighthouse holds to its thresholds (paths under the base URL). */
export const gatedPages = [
  '',
  'docs/installation/',
  'docs/category/getting-started/',
  'blog/',
  'blog/preparing-your-site-for-docusaurus-v3/',
  'blog/tags/release/',
  'showcase/',
  // Results arrive after the page: this holds their layout shift to the same bar, and their speed to
  // the search page's own (scripts/check-lighthouse.mjs).
  'search/?q=plugin',
];

/**
 * `count` pages of the build's sitemap drawn at random from `seed`, none of
 * them a gated page: over many runs the gate covers the whole site, and a
 * run's seed draws its pages again (LIGHTHOUSE_SEED).
 */
export function randomPages(count, seed, baseUrl) {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname.slice(baseUrl.length));
  return drawDistinct(
    pages.filter((page) => !gatedPages.includes(page)),
    count,
    seed,
  );
}

/** The metrics behind the performance score, by short name. */
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
  // Out of the score since Lighthouse 10, but what a change to when a page's scripts load shows in.
  TTI: 'interactive',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const debuggingPort = 9333;

/**
 * Runs Lighthouse `runs` times on each page (paths under the server's base
 * URL) and returns, per page: median scores of `categories` (of the first
 * run but for performance, which later runs measure alone), median metrics,
 * the binary audits that failed in any run (weighted, outside performance),
 * the longest tasks of the last run and, per run, the longest task (0 when
 * none reached 50 ms).
 * @param {{origin: string, baseUrl: string}} server
 * @param {{pages: string[], runs: number, categories: string[], cpuSlowdown?: number}} options
 */
export async function measurePages(server, {pages, runs, categories, cpuSlowdown = defaultCpuSlowdown}) {
  // Lighthouse drives the browser over the DevTools protocol; Playwright only starts it.
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
  const rows = [];
  try {
    for (const page of pages) {
      const scores = Object.fromEntries(categories.map((category) => [category, []]));
      const metricValues = Object.fromEntries(Object.keys(metrics).map((name) => [name, []]));
      const failedAudits = new Set();
      let longTasks = [];
      const longestTasks = [];
      for (let run = 0; run < runs; run += 1) {
        const runCategories = run > 0 && categories.includes('performance') ? ['performance'] : categories;
        const result = await lighthouse(`${server.origin}${server.baseUrl}${page}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: runCategories,
          throttling: {cpuSlowdownMultiplier: cpuSlowdown},
          // Pictures for a report, which nobody sees here: no score reads them, and they took a fifth of a run.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        });
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on /${page}: ${result.lhr.runtimeError.message}`);
        }
        if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) {
          throw new Error(`Lighthouse ran /${page} at a CPU slowdown of ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}, not ${cpuSlowdown}`);
        }
        const taskItems = result.lhr.audits['long-tasks']?.details?.items ?? [];
        longestTasks.push(Math.max(0, ...taskItems.map(({duration}) => duration)));
        // Where the blocking time goes (last run): the longest main-thread tasks and their script.
        longTasks = taskItems
          .slice()
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 4)
          .map(({url, duration}) => `${url.startsWith(server.origin) ? url.slice(server.origin.length) : url} ${Math.round(duration)} ms`);
        for (const [name, id] of Object.entries(metrics)) {
          metricValues[name].push(result.lhr.audits[id].numericValue);
        }
        for (const category of runCategories) {
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
        medians: Object.fromEntries(Object.entries(scores).map(([category, values]) => [category, median(values)])),
        metricMedians: Object.fromEntries(Object.entries(metricValues).map(([name, values]) => [name, median(values)])),
        failedAudits,
        longTasks,
        longestTasks,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const referencePage =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Reference</title></head><body><h1>Reference page</h1><p>One paragraph, no script, no style.</p></body></html>';

/**
 * The CPU slowdown that makes this host stand in for Lighthouse's phone.
 *
 * Lighthouse simulates a phone by multiplying the host's main-thread task
 * times by a factor set for the host (4 in its mobile preset; its PageSpeed
 * Insights servers use 1.2, see lighthouse/core/config/lr-mobile-config.js).
 * Its own host benchmark (BenchmarkIndex) times plain JavaScript, and cannot
 * see what makes some of our CI machines slow: there, touching fresh memory
 * costs many times what it does elsewhere, so every task of a new page, the
 * browser's own included, runs longer (PERFORMANCE.md, "How Lighthouse
 * emulates a phone here").
 *
 * The reading used here is the browser's own work: Lighthouse on a page with
 * one paragraph and no script (median of `runs`). The phone Lighthouse
 * emulates does not block on such a page, so no task there may reach 50 ms.
 * The slowdown is the largest factor, at most 4, that keeps the longest task
 * of that page under 50 ms: on a host whose browser work is as fast as
 * Lighthouse assumes, it is 4, Lighthouse's own; on a slower host it is what
 * that host's own cost per page leaves. The scores measured with it are the
 * ones the gates hold; check:lighthouse prints it with its reasons.
 */
export async function calibrateCpuSlowdown(runs) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-floor-'));
  fs.mkdirSync(path.join(folder, 'floor'));
  fs.writeFileSync(path.join(folder, 'floor/index.html'), referencePage);
  const server = await serveFolder({folder, baseUrl: '/'});
  try {
    const [row] = await measurePages(server, {pages: ['floor/'], runs, categories: ['performance']});
    const longestTask = median(row.longestTasks);
    const cpuSlowdown = slowdownForLongestTask(longestTask);
    return {cpuSlowdown, longestTask, referenceMetrics: row.metricMedians};
  } finally {
    await server.close();
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

/**
 * Microseconds to touch one fresh 4 KB page of memory (the median of five
 * 64 MB allocations). A page load in a new renderer touches a great many of
 * them, and a host that traps every page-table change into its hypervisor
 * spends far longer on each than typical hardware and VMs (PERFORMANCE.md,
 * "How Lighthouse emulates a phone here"); Lighthouse then counts that
 * time, 4× slowed, as the page's own main-thread work.
 */
export function measurePageFaultCost() {
  const pageSize = 4096;
  const pages = 16384;
  const samples = [];
  for (let sample = 0; sample < 5; sample += 1) {
    const started = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(pages * pageSize);
    for (let offset = 0; offset < buffer.length; offset += pageSize) {
      buffer[offset] = 1;
    }
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / pages);
  }
  return median(samples);
}
