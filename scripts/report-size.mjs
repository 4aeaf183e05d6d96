#!/usr/bin/env node
/**
 * What a first visit downloads: opens pages of the production build in
 * Chromium with an empty cache, records every script and stylesheet the page
 * loads until it is hydrated and idle, and prints their gzipped sizes (gzip
 * level 6, as a typical static host serves them), in total and by file. Then
 * the largest pages and chunks of the whole build.
 *
 *   npm run report:size   # print the report
 *   npm run check:size    # the same, and exit 1 if a docs page's first load
 *                         # has more than 250 KB of gzipped JavaScript
 */
import path from 'node:path';
import {filesUnder} from './lib/files.mjs';
import {firstLoad, gzipSize} from './lib/firstLoad.mjs';
import {buildDir, kb, launchChromium, serveBuild} from './lib/site.mjs';

const jsBudgetBytes = 250 * 1024;
const check = process.argv.includes('--check');

/** Docs pages held to the budget: guides, references, a category index and an older version. */
const budgetedPages = [
  'docs/',
  'docs/installation/',
  'docs/category/getting-started/',
  'docs/sidebar/items/',
  'docs/api/docusaurus-config/',
  'docs/cli/',
  'docs/2.x/installation/',
];
/** Reported for comparison: pages with heavier features (a live code block, diagrams), and the other sections. */
const otherPages = ['', 'docs/playground/', 'docs/markdown-features/diagrams/', 'blog/', 'showcase/'];

const server = await serveBuild();
const {baseUrl} = server;
const browser = await launchChromium();
const results = [];
try {
  for (const page of [...budgetedPages, ...otherPages]) {
    results.push(await firstLoad(browser, {origin: server.origin, baseUrl, buildDir}, page));
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`\nFirst visit, gzipped (budget: ${kb(jsBudgetBytes)} of JavaScript on docs pages)\n`);
console.log(`${'page'.padEnd(38)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}  files  budget`);
const overBudget = [];
for (const {page, files, js, css} of results) {
  const budgeted = budgetedPages.includes(page);
  const verdict = budgeted ? (js <= jsBudgetBytes ? 'ok' : 'OVER') : '-';
  if (verdict === 'OVER') overBudget.push(page);
  console.log(`${`/${page}`.padEnd(38)} ${kb(js).padStart(10)} ${kb(css).padStart(10)}  ${String(files.size).padStart(5)}  ${verdict}`);
}

// Where the weight is on the heaviest docs page: the one closest to (or furthest over) the budget.
const sample = results.filter((result) => budgetedPages.includes(result.page)).sort((a, b) => b.js - a.js)[0];
console.log(`\nBy file, first visit to /${sample.page} (the heaviest budgeted page)\n`);
for (const [file, {gz}] of [...sample.files].sort((a, b) => b[1].gz - a[1].gz)) {
  console.log(`${kb(gz).padStart(10)}  ${file}`);
}

const builtFiles = filesUnder(buildDir).map((entry) => path.join(entry.parentPath, entry.name));
const largest = (filter, count) =>
  builtFiles
    .filter(filter)
    .map((file) => ({file: path.relative(buildDir, file), gz: gzipSize(file)}))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, count);
console.log('\nLargest pages (HTML, gzipped)\n');
for (const {file, gz} of largest((file) => file.endsWith('.html'), 10)) console.log(`${kb(gz).padStart(10)}  ${file}`);
console.log('\nLargest scripts in the build (gzipped; most load only where needed)\n');
for (const {file, gz} of largest((file) => file.endsWith('.js') && file.includes('/assets/js/'), 10)) {
  console.log(`${kb(gz).padStart(10)}  ${file}`);
}

if (check && overBudget.length > 0) {
  console.error(`\nOver the JavaScript budget: ${overBudget.map((page) => `/${page}`).join(', ')}`);
  process.exit(1);
}
