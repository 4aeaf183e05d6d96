/**
 * Lighthouse runs as check:lighthouse and bench:startup make them: the mobile
 * preset (emulated phone, simulated slow 4G, 4× CPU slowdown), several runs
 * a page, the median of each score and metric.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {launchChromium} from './site.mjs';
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
  // Results arrive after the page: this holds its layout shift and speed to the same bar.
  'search/?q=plugin',
];

/** The metrics behind the performance score, by short name. */
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

const debuggingPort = 9333;

/**
 * Runs Lighthouse `runs` times on each page (paths under the server's base
 * URL) and returns, per page: median scores of `categories`, median metrics,
 * the binary audits that failed in any run (weighted, outside performance)
 * and the longest tasks of the last run.
 * @param {{origin: string, baseUrl: string}} server
 * @param {{pages: string[], runs: number, categories: string[]}} options
 */
export async function measurePages(server, {pages, runs, categories}) {
  // Lighthouse drives the browser over the DevTools protocol; Playwright only starts it.
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
  const rows = [];
  try {
    for (const page of pages) {
      const scores = Object.fromEntries(categories.map((category) => [category, []]));
      const metricValues = Object.fromEntries(Object.keys(metrics).map((name) => [name, []]));
      const failedAudits = new Set();
      let longTasks = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${server.origin}${server.baseUrl}${page}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
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
        for (const category of categories) {
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
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * The same profile on a page with one paragraph and no script or style:
 * what the machine itself adds to every page (a phone shows a blocking time
 * of about 0 here). Printed beside the results, so a run on a machine that
 * pays a large fixed cost per page load can be told from a slower site.
 */
export async function measureMachineFloor(runs) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-floor-'));
  fs.mkdirSync(path.join(folder, 'floor'));
  fs.writeFileSync(
    path.join(folder, 'floor/index.html'),
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      '<title>Reference</title></head><body><h1>Reference page</h1><p>One paragraph, no script, no style.</p></body></html>',
  );
  const server = await serveFolder({folder, baseUrl: '/'});
  try {
    const [row] = await measurePages(server, {pages: ['floor/'], runs, categories: ['performance']});
    return row.metricMedians;
  } finally {
    await server.close();
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

/**
 * Microseconds to touch one fresh 4 KB page of memory (the median of five
 * 64 MB allocations). A page load in a new renderer touches tens of
 * thousands of them; typical hardware and VMs take around a microsecond
 * each, while a host that traps every page-table change into its hypervisor
 * takes 15 or more, and Lighthouse then counts that time, 4× slowed, as the
 * page's own main-thread work.
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
