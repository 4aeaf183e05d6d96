#!/usr/bin/env node
/**
 * `npm run bench:scale`: how the site's costs grow with its size. For each
 * count N (default 0, 1,000 and 5,000; BENCH_SCALE_PAGES=0,2000 for others),
 * copies the site to a temporary folder, adds N generated docs (plain
 * Markdown of about 600 words with headings, links and a code block, in a
 * "Generated pages" sidebar category of 100-page subcategories, so every one
 * is reachable), runs a cold production build and prints:
 *
 * - pages built, build wall time and peak memory;
 * - main.js and runtime~main.js, gzipped: the scripts every first visit
 *   downloads (the runtime holds the file name of every lazily loaded chunk);
 * - the largest first-load JavaScript of a docs page (gzipped, measured in
 *   Chromium as `npm run report:size` does, on three docs pages);
 * - the growth of each per added page, against the first count.
 *
 * BENCH_SCALE_POSTS=N also adds N generated blog posts to every copy (the
 * same number for each count, so the docs figures still compare) and prints
 * the largest first load of a blog page (the blog's first page and a
 * generated post).
 *
 * FRAMEWORK_EDITS=off measures the site without its framework edits.
 *
 * BENCH_SCALE_KEEP=1 keeps each copy, built, to profile it (its path is printed).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {firstLoad, gzipSize} from './lib/firstLoad.mjs';
import {kb, launchChromium, siteDir} from './lib/site.mjs';
import {serveFolder} from './lib/staticServer.mjs';
import {timedBuild} from './lib/timedBuild.mjs';
import {frameworkEditsOn} from '../src/framework-edits/switch.cjs';

const counts = (process.env.BENCH_SCALE_PAGES ?? '0,1000,5000').split(',').map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 0)) {
  throw new Error(`BENCH_SCALE_PAGES must list page counts, like 0,1000,5000 (got "${process.env.BENCH_SCALE_PAGES}").`);
}
const posts = Number(process.env.BENCH_SCALE_POSTS ?? '0');
if (!Number.isInteger(posts) || posts < 0) {
  throw new Error(`BENCH_SCALE_POSTS must be a number of posts, like 2000 (got "${process.env.BENCH_SCALE_POSTS}").`);
}
const pagesPerCategory = 100;
const generatedDir = 'generated';

/** What the copy leaves out: dependencies (linked instead), builds, caches and test output. */
const notCopied = new Set(['node_modules', 'build', 'build-services', '.docusaurus', '.bench', '.git', 'test-results', 'playwright-report']);

/** A copy of the site whose node_modules links each package of ours, but has its own build cache. */
function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  fs.cpSync(siteDir, dir, {recursive: true, filter: (source) => !notCopied.has(path.relative(siteDir, source).split(path.sep)[0])});
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(dir, 'node_modules', entry));
    }
  }
  return dir;
}

const topics = ['cache', 'queue', 'router', 'parser', 'bundle', 'sensor', 'ledger', 'schema', 'worker', 'mirror'];
const verbs = ['reads', 'writes', 'checks', 'splits', 'merges', 'sends', 'stores', 'renders', 'counts', 'signs'];
const things = ['each record', 'the header', 'a batch of rows', 'the last entry', 'every token', 'the output file', 'two buffers', 'the config'];

/** A paragraph of about 100 words, the same for the same seed. */
function paragraph(seed) {
  const sentences = [];
  for (let index = 0; index < 9; index += 1) {
    const pick = (list, offset) => list[(seed * 7 + index * 3 + offset) % list.length];
    sentences.push(`The ${pick(topics, 0)} ${pick(verbs, 1)} ${pick(things, 2)} before the ${pick(topics, 5)} ${pick(verbs, 4)} ${pick(things, 6)} again.`);
  }
  return sentences.join(' ');
}

/** Generated doc `number` (1-based): headings, prose, links to its neighbours and to the installation page, a code block. */
function generatedDoc(number, total) {
  const name = (n) => `page-${String(n).padStart(5, '0')}`;
  const category = (n) => `section-${String(Math.ceil(n / pagesPerCategory)).padStart(3, '0')}`;
  const link = (n) => (category(n) === category(number) ? `./${name(n)}.md` : `../${category(n)}/${name(n)}.md`);
  const previous = number > 1 ? `[the previous page](${link(number - 1)})` : 'the first page';
  const next = number < total ? `[the next page](${link(number + 1)})` : 'the last page';
  return {
    file: path.join(generatedDir, category(number), `${name(number)}.md`),
    content: `---
title: Generated page ${number}
description: A generated page for the scale benchmark.
---

# Generated page ${number}

${paragraph(number)}

## How it works

${paragraph(number + 1)} See ${previous}, ${next} and [the installation guide](/docs/installation).

\`\`\`js title="example-${number}.js"
export function step${number}(input) {
  return input.map((value) => value * ${number});
}
\`\`\`

## Details

${paragraph(number + 2)}

${paragraph(number + 3)}

## Summary

${paragraph(number + 4)}
`,
  };
}

function addGeneratedDocs(dir, count) {
  for (let number = 1; number <= count; number += 1) {
    const {file, content} = generatedDoc(number, count);
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs', file), content);
  }
  const sidebarsFile = path.join(dir, 'sidebars.ts');
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  if (!sidebars.includes('export default sidebars;')) {
    throw new Error('bench:scale: sidebars.ts no longer ends with "export default sidebars;"; update how the generated category is added.');
  }
  fs.writeFileSync(
    sidebarsFile,
    sidebars.replace(
      'export default sidebars;',
      `sidebars.docs.push({type: 'category', label: 'Generated pages', items: [{type: 'autogenerated', dirName: '${generatedDir}'}]});\nexport default sidebars;`,
    ),
  );
}

/** Generated post `number` (1-based): one a day from 2000-01-01, before every real post, with the front matter the blog requires. */
function generatedPost(number) {
  const date = new Date(Date.UTC(2000, 0, number)).toISOString().slice(0, 10);
  const slug = `post-${String(number).padStart(5, '0')}`;
  return {
    file: path.join('generated', `${date}-${slug}.md`),
    slug,
    content: `---
title: Generated post ${number}
slug: ${slug}
authors: [team]
tags: [blog]
description: A generated post for the scale benchmark.
---

${paragraph(number)}

{/* truncate */}

## More

${paragraph(number + 1)}

${paragraph(number + 2)}
`,
  };
}

function addGeneratedPosts(dir, count) {
  for (let number = 1; number <= count; number += 1) {
    const {file, content} = generatedPost(number);
    fs.mkdirSync(path.dirname(path.join(dir, 'blog', file)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'blog', file), content);
  }
}

async function measure(count) {
  const dir = copySite();
  try {
    if (count > 0) {
      addGeneratedDocs(dir, count);
    }
    if (posts > 0) {
      addGeneratedPosts(dir, posts);
    }
    // The site reads each doc's last update from Git, as a real site in a repository would.
    const identity = {GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@localhost', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@localhost'};
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      ['commit', '-q', '-m', `bench:scale with ${count} generated docs`],
    ]) {
      execFileSync('git', args, {cwd: dir, env: {...process.env, ...identity}});
    }
    console.log(`Building with ${count} generated docs in ${dir}…`);
    const build = timedBuild(dir, `+${count}`);
    const {buildDir} = build;
    const scripts = fs.readdirSync(path.join(buildDir, 'assets/js'));
    const mainJs = scripts.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    const runtimeJs = scripts.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name));
    const docsPages = ['docs/installation/', 'docs/api/docusaurus-config/', ...(count > 0 ? [`docs/${generatedDir}/section-001/page-00001/`] : [])];
    const server = await serveFolder({folder: buildDir, baseUrl: '/'});
    const browser = await launchChromium();
    let largestFirstLoad = 0;
    let largestBlogFirstLoad = 0;
    try {
      for (const page of docsPages) {
        largestFirstLoad = Math.max(largestFirstLoad, (await firstLoad(browser, {origin: server.origin, baseUrl: '/', buildDir}, page)).js);
      }
      for (const page of posts > 0 ? ['blog/', `blog/${generatedPost(1).slug}/`] : []) {
        largestBlogFirstLoad = Math.max(largestBlogFirstLoad, (await firstLoad(browser, {origin: server.origin, baseUrl: '/', buildDir}, page)).js);
      }
    } finally {
      await browser.close();
      await server.close();
    }
    return {
      count,
      ...build,
      mainJs: gzipSize(path.join(buildDir, 'assets/js', mainJs)),
      runtimeJs: gzipSize(path.join(buildDir, 'assets/js', runtimeJs)),
      largestFirstLoad,
      largestBlogFirstLoad,
    };
  } finally {
    if (process.env.BENCH_SCALE_KEEP === '1') {
      console.log(`Kept ${dir}`);
    } else {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
}

if (process.env.BASE_URL && process.env.BASE_URL !== '/') {
  throw new Error('bench:scale measures the site at the base URL "/": unset BASE_URL.');
}
const results = [];
for (const count of counts) {
  results.push(await measure(count));
}

console.log(`\nThe site ${frameworkEditsOn() ? 'as shipped' : 'without its framework edits (FRAMEWORK_EDITS=off, stock Docusaurus)'}:`);
console.log('added docs   pages   build time   peak memory   main.js gz   runtime~main gz   largest docs first load (JS gz)');
for (const {count, routes, seconds, peakMb, mainJs, runtimeJs, largestFirstLoad} of results) {
  console.log(
    `${String(count).padStart(10)}  ${String(routes).padStart(6)}  ${seconds.toFixed(1).padStart(9)} s  ${peakMb.toFixed(0).padStart(9)} MB  ${kb(mainJs).padStart(11)}  ${kb(runtimeJs).padStart(16)}  ${kb(largestFirstLoad).padStart(12)}`,
  );
}
if (posts > 0) {
  console.log(
    `\nWith ${posts} generated blog posts in each build, the largest blog first load (JS gz): ${results.map(({count, largestBlogFirstLoad}) => `${kb(largestBlogFirstLoad)} (+${count} docs)`).join(', ')}`,
  );
}
const [first, ...rest] = results;
const perPage = (result, key, thousands) => ((result[key] - first[key]) / thousands / 1000).toFixed(1);
for (const result of rest) {
  const thousands = (result.count - first.count) / 1000;
  if (thousands > 0) {
    console.log(
      `\n+${result.count - first.count} docs, gzipped bytes per added page: main.js ${perPage(result, 'mainJs', thousands)}, ` +
        `runtime~main ${perPage(result, 'runtimeJs', thousands)}, the largest docs first load ${perPage(result, 'largestFirstLoad', thousands)}`,
    );
  }
}
