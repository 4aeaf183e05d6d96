/**
 * Builds the search index from the production pages with Pagefind, into
 * `<outDir>/pagefind/`. The index is split into small chunks (tens of KB)
 * that the browser fetches for the words it looks up, and one fragment per
 * page for the results it shows, so no reader downloads the whole index.
 */
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {kindOfPage, scopeOfPage, prepareForIndex} from './pages';
import {checkReadersWords, readersWordsFile} from './readersWords';
import {buildVocabulary, vocabularyFile, type IndexedPage} from './vocabulary';

/** What the index leaves out of each page's <main>: chrome, code listings, anchors. */
export const excludedSelectors = [
  'nav',
  'pre',
  '.theme-code-block',
  '.hash-link',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-blog-post-paginator',
  // A live block's "Live Editor", "Reset" and "Result" bar (a CSS module class, the theme gives it no other name).
  '[class^="playgroundHeader_"]',
];

export type SearchIndexSummary = {
  pages: number;
  /** Fragment files (relative to outDir) → the scope of the page they describe. */
  fragmentScopes: Record<string, string>;
};

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await fs.readdir(outDir, {recursive: true});
  return entries.filter((entry) => path.basename(entry) === 'index.html').sort();
}

function fail(step: string, errors: string[]): never {
  throw new Error(`Search index: ${step} failed:\n${errors.join('\n')}`);
}

type Fragment = {url?: string; filters?: Record<string, string[]>; meta?: {title?: string}; content?: string};

/** Fragments are gzipped JSON behind a signature. */
export function readFragment(content: Buffer): Fragment {
  const text = zlib.gunzipSync(content).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
}

/** The scope filter a fragment's page carries. */
export function scopeOfFragment(content: Buffer): string | undefined {
  return readFragment(content).filters?.scope?.[0];
}

/**
 * Pagefind ships as an ES module whose package exports only an `import`
 * entry, and the config loader (jiti) turns `import()` into `require()`,
 * which that refuses. Node 20.19+ can require an ES module by its path, so
 * the entry is found by hand.
 */
function importPagefind(): typeof import('pagefind') {
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const packageFile = path.join(dir, 'pagefind', 'package.json');
    if (existsSync(packageFile)) {
      const manifest = JSON.parse(readFileSync(packageFile, 'utf8')) as {exports: {'.': {import: string}}};
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES module that only require() can load here (see above)
        return require(path.join(dir, 'pagefind', manifest.exports['.'].import)) as typeof import('pagefind');
      } catch (error) {
        if ((error as {code?: string}).code === 'ERR_REQUIRE_ESM') {
          throw new Error(
            `Search index: building it needs Node.js 20.19 or newer, which can load Pagefind (an ES module) from the config; this is Node.js ${process.version}.`,
            {cause: error},
          );
        }
        throw error;
      }
    }
  }
  throw new Error('Search index: the pagefind package is not installed; run npm ci.');
}

/**
 * `referenceDocs`: "<version>:<doc id>" of every doc in a version's reference sidebar (pages.ts, kindOfPage).
 * `keywordsByPath`: each doc's `keywords` front matter, by its path under the base URL ("docs/create-doc/").
 */
export async function buildSearchIndex(
  outDir: string,
  baseUrl: string,
  referenceDocs: ReadonlySet<string> = new Set(),
  keywordsByPath: ReadonlyMap<string, string[]> = new Map(),
): Promise<SearchIndexSummary> {
  const pagefind = importPagefind();
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: excludedSelectors,
    forceLanguage: 'en',
  });
  if (!index) {
    fail('starting Pagefind', errors);
  }
  try {
    let pages = 0;
    for (const file of await htmlFiles(outDir)) {
      const routePath = file
        .split(path.sep)
        .slice(0, -1)
        .map((part) => `${part}/`)
        .join('');
      const html = await fs.readFile(path.join(outDir, file), 'utf8');
      const scope = scopeOfPage(routePath, html);
      if (!scope) {
        continue;
      }
      const added = await index.addHTMLFile({
        url: `${baseUrl}${routePath}`,
        content: prepareForIndex(routePath, html, scope, kindOfPage(html, referenceDocs), keywordsByPath.get(routePath)),
      });
      if (added.errors.length > 0) {
        fail(`indexing ${file}`, added.errors);
      }
      pages += 1;
    }
    const outputPath = path.join(outDir, 'pagefind');
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) {
      fail('writing the index', written.errors);
    }
    const fragmentScopes: Record<string, string> = {};
    const indexedPages: IndexedPage[] = [];
    for (const name of await fs.readdir(path.join(outputPath, 'fragment'))) {
      const relative = `pagefind/fragment/${name}`;
      const fragment = readFragment(await fs.readFile(path.join(outDir, relative)));
      const scope = fragment.filters?.scope?.[0];
      if (scope) {
        fragmentScopes[relative] = scope;
      }
      indexedPages.push({title: fragment.meta?.title ?? '', content: fragment.content ?? ''});
    }
    const vocabulary = buildVocabulary(indexedPages);
    const wrongEntries = checkReadersWords(new Set(vocabulary.split(' ')));
    if (wrongEntries.length > 0) {
      fail(`checking ${readersWordsFile}`, wrongEntries);
    }
    await fs.writeFile(path.join(outputPath, vocabularyFile), vocabulary);
    return {pages, fragmentScopes};
  } finally {
    await pagefind.close();
  }
}
