/**
 * `npm run bench:search`: what the local search costs a reader, measured on
 * the production build (`npm run build` first).
 *
 * - Index parts: Pagefind's index chunks, page fragments and runtime files,
 *   with their gzipped sizes (the target: every part ≤ 400 KB).
 * - Queries in Chromium on /docs/installation/: time from typing to the
 *   first results (the first query includes loading Pagefind), the median of
 *   later queries, and what the first search downloaded.
 *
 * - Relevance on our query set (scripts/data/search-queries.json, see
 *   scripts/lib/searchRelevance.mjs), in the box and on the search page:
 *   recall@1, recall@5, MRR@10 and keystroke-to-results times.
 *   `--relevance-only` skips the two parts above; `--questions-only` runs
 *   only the real reader questions and the readers'-words queries, in the search box.
 * - Real reader questions (scripts/data/search-questions-real.json, see the
 *   note above the part that runs them), in the box and on the search page,
 *   for the tuning half and the held-out half separately: recall@1,
 *   recall@5, MRR@10, questions with no result, and section accuracy.
 * - Queries the team wrote in readers' words (scripts/data/search-queries-readers.json),
 *   in the box, by half.
 *
 * Prints figures; `--check` exits non-zero when a part is over 400 KB.
 */
/* global document -- read by the functions Playwright runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildDir, kb, launchChromium, serveBuild} from './lib/site.mjs';
import {
  median,
  readersQueriesFile,
  readQueries,
  readRealQuestions,
  report,
  reportRealQuestions,
  runBoxQueries,
  runPageQueries,
} from './lib/searchRelevance.mjs';

const partBudget = 400 * 1024;
const indexDir = path.join(buildDir, 'pagefind');
if (!fs.existsSync(path.join(indexDir, 'pagefind.js'))) {
  throw new Error(`No search index in ${indexDir}: run "npm run build" first (the Algolia build has none).`);
}

/** Pagefind's .pf_* files are gzipped already; the rest is measured as a server would send it. */
function transferSize(file) {
  const content = fs.readFileSync(file);
  return /\.pf_\w+$/.test(file) ? content.length : zlib.gzipSync(content).length;
}

function filesIn(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

const parts = [
  ['index chunks', filesIn(path.join(indexDir, 'index'))],
  ['page fragments', filesIn(path.join(indexDir, 'fragment'))],
  ['filters', filesIn(path.join(indexDir, 'filter'))],
  ['metadata', filesIn(indexDir).filter((file) => file.endsWith('.pf_meta'))],
  ['runtime (pagefind.js, worker, WASM)', ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind'].map((name) => path.join(indexDir, name))],
];

console.log('Search index parts, gzipped\n');
console.log(`${'part'.padEnd(38)}${'files'.padStart(6)}${'total'.padStart(12)}${'largest'.padStart(12)}${'median'.padStart(12)}`);
let largestPart = 0;
for (const [name, files] of parts) {
  const sizes = files.map(transferSize);
  const largest = Math.max(...sizes);
  largestPart = Math.max(largestPart, largest);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`${name.padEnd(38)}${String(files.length).padStart(6)}${kb(total).padStart(12)}${kb(largest).padStart(12)}${kb(median(sizes)).padStart(12)}`);
}
console.log(`\nLargest single part: ${kb(largestPart)} (target ≤ ${kb(partBudget)})`);

const questionsOnly = process.argv.includes('--questions-only');
const relevanceOnly = questionsOnly || process.argv.includes('--relevance-only');
const server = await serveBuild();
const browser = await launchChromium();
try {
  if (!relevanceOnly) {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    const downloads = [];
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/pagefind/')) {
        downloads.push(url.pathname);
      }
    });
    await page.goto(`${server.origin}${server.baseUrl}docs/installation/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    const options = page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option');

    /** Types a query and waits for its results (the list shows the query's words marked). */
    async function timeQuery(query) {
      await box.fill('');
      await options.first().waitFor({state: 'detached'});
      const started = Date.now();
      await box.fill(query);
      await page.getByRole('link', {name: /^See (all \d+ results|1 result)$/}).waitFor();
      await page.waitForFunction(
        (word) => document.querySelector('[role="listbox"] mark')?.textContent?.toLowerCase().includes(word),
        query.split(' ')[0].slice(0, 4).toLowerCase(),
      );
      return Date.now() - started;
    }

    const first = await timeQuery('sidebar');
    const firstDownloads = [...new Set(downloads)];
    const later = [];
    for (const query of ['versioning', 'plugin', 'markdown', 'deployment', 'i18n', 'swizzle', 'blog', 'config', 'mdx', 'theme']) {
      later.push(await timeQuery(query));
    }
    const downloaded = firstDownloads
      .map((pathname) => path.join(buildDir, pathname.slice(server.baseUrl.length)))
      .filter((file) => fs.existsSync(file))
      .reduce((sum, file) => sum + transferSize(file), 0);
    console.log('\nQuery latency on /docs/installation/ (local server, no throttling)\n');
    console.log(`first query (loads Pagefind)   ${first} ms, ${firstDownloads.length} files, ${kb(downloaded)} downloaded`);
    console.log(`later queries                  median ${median(later)} ms, max ${Math.max(...later)} ms (${later.length} queries)`);
  }

  const queries = questionsOnly ? [] : readQueries();
  const boxPage = await browser.newPage({viewport: {width: 1280, height: 800}});
  if (!questionsOnly) {
    const boxResults = await runBoxQueries(boxPage, server.origin, server.baseUrl, queries);
    report(`Search box, ${queries.length} queries typed on the page each names`, boxResults, server.baseUrl, {
      timing: ([first, ...rest]) =>
        `keystroke to results: first query of the visit ${first} ms; later queries median ${median(rest)} ms, max ${Math.max(...rest)} ms`,
    });
    const pageResults = await runPageQueries(boxPage, server.origin, server.baseUrl, queries);
    report('Search page (/search/?q=…), opened directly for each query', pageResults, server.baseUrl, {
      timing: (times) => `navigation to results on screen: median ${median(times)} ms, max ${Math.max(...times)} ms`,
    });
  }

  /*
   * Real reader questions: the titles of questions people asked about using
   * Docusaurus (facebook/docusaurus issues, other trackers, Q&A sites), kept
   * in their authors' words and trimmed only to what one would type into a
   * search box, each with its source and the page (and, where one section is
   * the answer, the section) of this site that answers it. A question is
   * never dropped because it fails.
   *
   * The first 154 were split once, at random (seed in
   * scripts/split-search-questions.mjs), into a tuning half and a held-out
   * half; questions added later alternate between the halves in the order
   * they were collected, before any of them is searched. The last 60 (collected
   * on 2026-12-02) are all in the tuning half: they were measured once
   * (recall@1 58.3%, @5 78.3%) and then tuned on before they joined this file,
   * so none of them could be held out. The rule: while tuning the search, only the tuning half's failures
   * may be read; the held-out half's failures are never read, listed or
   * debugged, so its figures measure how well the tuning generalizes. This
   * script prints only aggregate figures for the held-out half.
   */
  const questions = readRealQuestions();
  const questionBoxResults = await runBoxQueries(boxPage, server.origin, server.baseUrl, questions);
  reportRealQuestions(`Real reader questions in the search box (${questions.length}, typed on /docs/installation/)`, questionBoxResults, server.baseUrl);
  if (!questionsOnly) {
    const questionPageResults = await runPageQueries(boxPage, server.origin, server.baseUrl, questions);
    reportRealQuestions('Real reader questions on the search page (/search/?q=…)', questionPageResults, server.baseUrl);
  }

  // Queries the team wrote in readers' words, in the box (scripts/data/search-queries-readers.json).
  const readersQueries = readRealQuestions(readersQueriesFile);
  const readersResults = await runBoxQueries(boxPage, server.origin, server.baseUrl, readersQueries);
  reportRealQuestions(`Queries in readers' words in the search box (${readersQueries.length}, typed on /docs/installation/)`, readersResults, server.baseUrl);
} finally {
  await browser.close();
  await server.close();
}

if (process.argv.includes('--check') && largestPart > partBudget) {
  console.error(`\nA search index part is ${kb(largestPart)}, over the ${kb(partBudget)} target.`);
  process.exit(1);
}
