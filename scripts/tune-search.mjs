#!/usr/bin/env node
/**
 * `npm run tune:search`: the search box's ranking, run from the TypeScript
 * source in Node against the built index (Pagefind itself runs in Chromium),
 * so a change to `src/plugins/search-pagefind/client/` is measured in
 * seconds, without a build. Its figures are the box's in `bench:search`;
 * that bench, on a build, stays the reference for the notes. A change to
 * pages, keywords or the indexer still needs `npm run build` first.
 *
 *   npm run tune:search -- real tuning        # a set (ours, real, readers) and a half
 *   npm run tune:search -- real tuning --misses
 *   npm run tune:search -- "sidebar category expand and close"   # the first results of a query
 *
 * `--misses` lists the queries not first or not at their section; never for
 * the held-out halves, whose misses nobody reads while tuning.
 */
/* global window -- used by the functions Playwright runs in the page */
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {launchChromium, serveBuild} from './lib/site.mjs';
import {rankAndSection, readersQueriesFile, readQueries, readRealQuestions, versionOf} from './lib/searchRelevance.mjs';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {cache: false, requireCache: false});
const client = '../src/plugins/search-pagefind/client/';
const {searchAndLoad} = jiti(`${client}searchEngine.ts`);
const {firstResults} = jiti(`${client}rankedSearch.ts`);
const {pagefindOptions} = jiti(`${client}pagefind.ts`);
const {parseVocabulary} = jiti(`${client}spelling.ts`);
const {scopesToSearch} = jiti('../src/plugins/search-pagefind/scopes.ts');

const sets = {ours: () => readQueries(), real: () => readRealQuestions(), readers: () => readRealQuestions(readersQueriesFile)};
const args = process.argv.slice(2).filter((arg) => arg !== '--misses');
const listMisses = process.argv.includes('--misses');
const [setName, half] = args;
const percent = (count, total) => `${((100 * count) / total).toFixed(1)}%`;

const server = await serveBuild();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}${server.baseUrl}`);
  await page.evaluate(
    async ([baseUrl, options]) => {
      const pagefind = await import(`${baseUrl}pagefind/pagefind.js`);
      await pagefind.options(options);
      await pagefind.init();
      Object.assign(window, {tunePagefind: pagefind, tuneResults: []});
    },
    [server.baseUrl, pagefindOptions],
  );
  // Pagefind's API as the ranking code calls it; each result's data() is loaded in the page when asked for.
  const pagefind = {
    preload: (term) => page.evaluate((term) => window.tunePagefind.preload(term), term),
    search: async (term, options) => {
      const found = await page.evaluate(
        async ([term, options]) => {
          const {results} = await window.tunePagefind.search(term, options);
          return results.map((result) => ({key: window.tuneResults.push(result) - 1, id: result.id, score: result.score}));
        },
        [term, options],
      );
      return {results: found.map(({key, id, score}) => ({id, score, data: () => page.evaluate((key) => window.tuneResults[key].data(), key)}))};
    },
  };
  const vocabulary = parseVocabulary(await (await fetch(`${server.origin}${server.baseUrl}pagefind/vocabulary.txt`)).text());
  // As the box searches: its first results, ranked and reordered (searchEngine.ts).
  const boxSearch = async (query, version) =>
    (await searchAndLoad(pagefind, query, scopesToSearch(version), vocabulary, firstResults)).hits.map((hit) => hit.url);

  if (!sets[setName]) {
    for (const query of args) {
      console.log(`${query}\n${(await boxSearch(query, 'current')).map((url) => `   ${url}`).join('\n')}`);
    }
  } else {
    const entries = sets[setName]().filter((entry) => !half || entry.half === half);
    const counts = {first: 0, inFive: 0, sections: 0, sectionFirst: 0, sectionInFive: 0};
    for (const entry of entries) {
      const urls = await boxSearch(entry.query, versionOf(entry.from));
      const {rank, sectionHit} = rankAndSection({entry, urls}, server.baseUrl);
      counts.first += Number(rank === 1);
      counts.inFive += Number(rank <= 5);
      if (entry.section !== undefined) {
        counts.sections += 1;
        counts.sectionFirst += Number(rank === 1 && sectionHit);
        counts.sectionInFive += Number(rank <= 5 && sectionHit);
      }
      const missed = rank !== 1 || (entry.section !== undefined && !sectionHit);
      if (listMisses && missed && entry.half !== 'held-out') {
        // A page found at the wrong part also says which part was expected.
        const atPage = rank <= 5 && entry.section !== undefined && !sectionHit ? `; at ${urls[rank - 1].split('#')[1] ?? 'top'}, wanted #${entry.section}` : '';
        console.log(`  ${String(rank === Infinity ? '-' : rank).padStart(2)} ${JSON.stringify(entry.query)} → ${urls[0]}${atPage}`);
      }
    }
    const sections =
      counts.sections > 0
        ? `; sections ${counts.sections}: ${percent(counts.sectionFirst, counts.sections)} / ${percent(counts.sectionInFive, counts.sections)}`
        : '';
    console.log(
      `${setName}${half ? ` ${half}` : ''} (${entries.length}): R@1 ${percent(counts.first, entries.length)}, R@5 ${percent(counts.inFive, entries.length)}${sections}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
