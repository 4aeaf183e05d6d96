/**
 * Search relevance, measured as a reader meets it: each query of
 * scripts/data/search-queries.json is typed into the navbar box on the page
 * the reader is on (`from`), and opened on the search page (/search/?q=…,
 * with the docs version of `from`). For each, the rank of the first result
 * that is one of the pages that answer it (`expect`).
 *
 * Figures: recall@1 and recall@5 (the wanted page first, in the top five),
 * MRR@10 (mean of 1/rank within the top ten, 0 beyond), by kind of query,
 * and the time from the last keystroke to the results on screen.
 */
/* global document -- read by the functions Playwright runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, siteDir} from './site.mjs';

export const queriesFile = path.join(siteDir, 'scripts/data/search-queries.json');

/** The query set, checked: every entry has a query, a kind and expected pages with a trailing slash. */
export function readQueries() {
  const queries = JSON.parse(fs.readFileSync(queriesFile, 'utf8'));
  queries.forEach((entry, index) => {
    const where = `${path.relative(siteDir, queriesFile)} entry ${index + 1} (${JSON.stringify(entry.query)})`;
    if (typeof entry.query !== 'string' || !entry.query.trim() || typeof entry.kind !== 'string') {
      throw new Error(`${where}: needs a query and a kind`);
    }
    if (!Array.isArray(entry.expect) || entry.expect.length === 0 || entry.expect.some((url) => !/^\/.*\/(#.*)?$/.test(url))) {
      throw new Error(`${where}: "expect" must list page paths that start and end with a slash`);
    }
  });
  return queries.map((entry) => ({...entry, from: entry.from ?? '/docs/installation/'}));
}

/** The older docs versions (versions.json), whose pages live under /docs/<version>/. */
const olderVersions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));

/** The docs version a page belongs to, as the search page's `version` parameter names it. */
export function versionOf(route) {
  return olderVersions.find((version) => route.startsWith(`/docs/${version}/`)) ?? 'current';
}

/** 1-based rank of the first result that is an expected page (anchors ignored), or Infinity. */
export function rankOf(resultUrls, expected, baseUrl) {
  const wanted = new Set(expected.map((url) => url.split('#')[0]));
  const index = resultUrls.findIndex((url) => wanted.has(`/${url.split('#')[0].slice(baseUrl.length)}`));
  return index === -1 ? Infinity : index + 1;
}

export function summarize(ranks) {
  const share = (predicate) => ranks.filter(predicate).length / ranks.length;
  return {
    count: ranks.length,
    recall1: share((rank) => rank === 1),
    recall5: share((rank) => rank <= 5),
    mrr10: ranks.reduce((sum, rank) => sum + (rank <= 10 ? 1 / rank : 0), 0) / ranks.length,
  };
}

const percent = (value) => `${(value * 100).toFixed(1)}%`.padStart(8);

/** A table row: label, queries, recall@1, recall@5, MRR@10. */
export function formatSummary(label, {count, recall1, recall5, mrr10}) {
  return `${label.padEnd(24)}${String(count).padStart(6)}${percent(recall1)}${percent(recall5)}${mrr10.toFixed(3).padStart(9)}`;
}

export const summaryHeader = `${''.padEnd(24)}${'n'.padStart(6)}${'R@1'.padStart(8)}${'R@5'.padStart(8)}${'MRR@10'.padStart(9)}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Types each query in the search box of its `from` page and reads the
 * options' destinations once the box shows that query's results.
 * Returns [{entry, urls, ms}], in the order of the queries.
 */
export async function runBoxQueries(page, origin, baseUrl, queries) {
  const results = [];
  let currentFrom;
  for (const entry of queries) {
    if (entry.from !== currentFrom) {
      await page.goto(`${origin}${baseUrl}${entry.from.slice(1)}`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      currentFrom = entry.from;
    }
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    await box.fill('');
    await page.locator('[role="listbox"]').waitFor({state: 'detached'});
    const started = Date.now();
    await box.fill(entry.query);
    await page.waitForFunction(
      (query) => {
        const list = document.querySelector('[role="listbox"]');
        if (!list || list.getAttribute('aria-busy') !== 'false') {
          return false;
        }
        const status = list.parentElement?.querySelector('[role="status"]')?.textContent ?? '';
        const allResults = list.parentElement?.querySelector('a[href*="q="]');
        const answered = allResults && new URL(allResults.href).searchParams.get('q') === query;
        return answered || status.includes(`No results for "${query}"`);
      },
      entry.query.trim(),
      {timeout: 30_000},
    );
    const ms = Date.now() - started;
    const urls = await page.locator('[role="listbox"] [role="option"]').evaluateAll((options) => options.map((option) => option.getAttribute('data-href')));
    results.push({entry, urls, ms});
  }
  return results;
}

/** Opens each query on the search page and reads the result links once its results are in. */
export async function runPageQueries(page, origin, baseUrl, queries) {
  const results = [];
  for (const entry of queries) {
    const version = versionOf(entry.from);
    const url = `${origin}${baseUrl}search/?q=${encodeURIComponent(entry.query)}${version === 'current' ? '' : `&version=${version}`}`;
    const started = Date.now();
    await page.goto(url);
    await page.waitForFunction(
      () => {
        const section = document.querySelector('section[aria-label="Search results"]');
        const status = section?.querySelector('[role="status"]')?.textContent ?? '';
        return section?.getAttribute('aria-busy') === 'false' && /\d+ results?|No results/.test(status);
      },
      undefined,
      {timeout: 30_000},
    );
    const ms = Date.now() - started;
    const urls = await page.locator('main article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    results.push({entry, urls, ms});
  }
  return results;
}

/** Prints the figures of one surface (box or page), overall and by kind, and the queries that missed the top five. */
export function report(label, results, baseUrl, {timing}) {
  const ranked = results.map((result) => ({...result, rank: rankOf(result.urls, result.entry.expect, baseUrl)}));
  console.log(`\n${label}\n\n${summaryHeader}`);
  console.log(formatSummary('all queries', summarize(ranked.map(({rank}) => rank))));
  const kinds = [...new Set(ranked.map(({entry}) => entry.kind))].sort();
  for (const kind of kinds) {
    console.log(formatSummary(`  ${kind}`, summarize(ranked.filter(({entry}) => entry.kind === kind).map(({rank}) => rank))));
  }
  console.log(`\n${timing(ranked.map(({ms}) => ms))}`);
  const misses = ranked.filter(({rank}) => rank > 1);
  if (misses.length > 0) {
    console.log(`\nNot first (${misses.length}):`);
    for (const {entry, rank, urls} of misses) {
      const first = urls[0] ? `/${urls[0].slice(baseUrl.length)}` : 'no results';
      console.log(`  ${rank === Infinity ? '  -' : String(rank).padStart(3)}  ${JSON.stringify(entry.query).padEnd(44)} first: ${first}`);
    }
  }
  return summarize(ranked.map(({rank}) => rank));
}

export {median};

/**
 * Real reader questions (scripts/data/search-questions-real.json): titles of
 * questions people asked about Docusaurus in issue trackers and on Q&A sites,
 * each with its source, the pages that answer it (`expect`), where one section
 * is the answer that section's heading id (`section`), and its half of the
 * split (`half`, drawn once by scripts/split-search-questions.mjs).
 */
export const realQuestionsFile = path.join(siteDir, 'scripts/data/search-questions-real.json');

export const questionHalves = ['tuning', 'held-out'];

/**
 * Queries in readers' words that the team wrote (not the pages' names for
 * things: "links at the bottom of every page" for the footer), in the same
 * format and halves as the real questions; each entry's `source` says how
 * its half was used.
 */
export const readersQueriesFile = path.join(siteDir, 'scripts/data/search-queries-readers.json');

/** The real questions (or another file in their format), checked like the query set, each typed on /docs/installation/. */
export function readRealQuestions(file = realQuestionsFile) {
  const questions = JSON.parse(fs.readFileSync(file, 'utf8'));
  questions.forEach((entry, index) => {
    const where = `${path.relative(siteDir, file)} entry ${index + 1} (${JSON.stringify(entry.query)})`;
    if (typeof entry.query !== 'string' || !entry.query.trim() || typeof entry.source !== 'string' || !entry.source) {
      throw new Error(`${where}: needs a query and its source`);
    }
    if (!Array.isArray(entry.expect) || entry.expect.length === 0 || entry.expect.some((url) => !/^\/.*\/$/.test(url))) {
      throw new Error(`${where}: "expect" must list page paths that start and end with a slash`);
    }
    if (entry.section !== undefined && (typeof entry.section !== 'string' || !/^[^#\s]+$/.test(entry.section))) {
      throw new Error(`${where}: "section" must be a heading id, without "#"`);
    }
    if (!questionHalves.includes(entry.half)) {
      throw new Error(`${where}: "half" must be one of ${questionHalves.join(', ')} (run scripts/split-search-questions.mjs once)`);
    }
  });
  return questions.map((entry) => ({...entry, from: '/docs/installation/'}));
}

const headingsCache = new Map();

/** The headings of a built page, in order: [{level, id}] (from build/<route>/index.html). */
function builtHeadings(route) {
  if (!headingsCache.has(route)) {
    const file = path.join(buildDir, route, 'index.html');
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    headingsCache.set(
      route,
      [...html.matchAll(/<h([1-6])\b[^>]*\bid="?([^"\s>]+)"?/g)].map(([, level, id]) => ({level: Number(level), id})),
    );
  }
  return headingsCache.get(route);
}

/**
 * The anchors that count as the expected section on a page: the section's
 * heading and the headings nested under it (a hit on "Register a keyword"
 * is inside "Custom types").
 */
export function sectionAnchors(route, section) {
  const headings = builtHeadings(route);
  const start = headings.findIndex(({id}) => id === section);
  if (start === -1) {
    return new Set([section]);
  }
  const anchors = new Set([section]);
  for (const {level, id} of headings.slice(start + 1)) {
    if (level <= headings[start].level) {
      break;
    }
    anchors.add(id);
  }
  return anchors;
}

/**
 * Page and section results of one question: the rank of the first expected
 * page, and whether that result links to the expected section or a heading
 * inside it (a hit points at the part of the page where the words occur
 * most, see toSearchHit in the plugin's client/pagefind.ts).
 */
export function rankAndSection(result, baseUrl) {
  const rank = rankOf(result.urls, result.entry.expect, baseUrl);
  if (rank === Infinity || result.entry.section === undefined) {
    return {...result, rank, sectionHit: false};
  }
  const [pathname, hash] = result.urls[rank - 1].split('#');
  const route = `/${pathname.slice(baseUrl.length)}`;
  return {...result, rank, sectionHit: hash !== undefined && sectionAnchors(route, result.entry.section).has(hash)};
}

/** A section figure, or a dash for a set that names no sections. */
const sectionShare = (sections, value) => (sections === 0 ? '–'.padStart(8) : percent(value));

const sectionHeader = `${'sections'.padStart(10)}${'S@1'.padStart(8)}${'S@5'.padStart(8)}${'empty'.padStart(7)}`;

/**
 * Prints the figures of the real questions on one surface, for each half:
 * page recall@1, recall@5, MRR@10, how many questions got no result at all,
 * and section accuracy among the questions that name a section (S@1: the
 * first result is the right page at the right section, or at a heading
 * inside it; S@5: the right page is in the top five and links there). Only the tuning half's
 * misses are listed; the held-out half gets figures only.
 */
export function reportRealQuestions(label, results, baseUrl) {
  const ranked = results.map((result) => rankAndSection(result, baseUrl));
  console.log(`\n${label}\n\n${summaryHeader}${sectionHeader}`);
  const byHalf = {};
  for (const half of questionHalves) {
    const rows = ranked.filter(({entry}) => entry.half === half);
    const withSection = rows.filter(({entry}) => entry.section !== undefined);
    const share = (predicate) => (withSection.length === 0 ? 0 : withSection.filter(predicate).length / withSection.length);
    const figures = {
      ...summarize(rows.map(({rank}) => rank)),
      empty: rows.filter(({urls}) => urls.length === 0).length,
      sections: withSection.length,
      section1: share(({rank, sectionHit}) => rank === 1 && sectionHit),
      section5: share(({rank, sectionHit}) => rank <= 5 && sectionHit),
    };
    byHalf[half] = figures;
    console.log(
      `${formatSummary(`  ${half} half`, figures)}${String(figures.sections).padStart(10)}${sectionShare(figures.sections, figures.section1)}${sectionShare(figures.sections, figures.section5)}${String(figures.empty).padStart(7)}`,
    );
  }
  const misses = ranked.filter(({entry, rank, sectionHit}) => entry.half === 'tuning' && (rank > 1 || (entry.section !== undefined && !sectionHit)));
  if (misses.length > 0) {
    console.log(`\nTuning half, not first or not at the section (${misses.length}; the held-out half's misses are never listed):`);
    for (const {entry, rank, sectionHit, urls} of misses) {
      const first = urls[0] ? `/${urls[0].slice(baseUrl.length)}` : 'no results';
      const section = entry.section === undefined ? '' : `  section ${sectionHit ? 'ok' : `#${entry.section} missed`}`;
      console.log(`  ${rank === Infinity ? '  -' : String(rank).padStart(3)}  ${JSON.stringify(entry.query).padEnd(60)} first: ${first}${section}`);
    }
  }
  return byHalf;
}
