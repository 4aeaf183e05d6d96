import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeTwins, type TwinsJob} from './writeTwins';
import {twinCache} from './twinCache';

/** A site with one doc, /docs/a/, built into build/ and linking to /docs/b/, which may or may not be built. */
function site() {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  const outDir = path.join(siteDir, 'build');
  const source = path.join(siteDir, 'docs/a.md');
  fs.mkdirSync(path.dirname(source), {recursive: true});
  fs.writeFileSync(source, '# A\n\nSee [the other page](/docs/b).\n');
  const build = (permalink: string) => {
    fs.mkdirSync(path.join(outDir, permalink), {recursive: true});
    fs.writeFileSync(path.join(outDir, permalink, 'index.html'), `<html><body><main><h1>${permalink}</h1></main></body></html>`);
  };
  build('docs/a');
  const job: TwinsJob = {
    pages: [{source, permalink: '/docs/a/', title: 'A', frontMatter: {}}],
    categoryIndexes: [],
    outDir,
    siteDir,
    baseUrl: '/',
    siteUrl: 'https://example.com',
    trailingSlash: true,
    cacheDir: path.join(siteDir, 'cache'),
    share: {index: 0, of: 1},
  };
  const twin = async (codeVersion = 'v1') => {
    await writeTwins(job, twinCache(job.cacheDir, codeVersion));
    return fs.readFileSync(path.join(outDir, 'docs/a.md'), 'utf8');
  };
  return {source, build, twin, cacheDir: job.cacheDir, cacheFiles: () => fs.readdirSync(job.cacheDir)};
}

test('a rebuild reuses the twin of a page that has not changed, and remakes it when its source changes', async () => {
  const {source, twin, cacheDir, cacheFiles} = site();
  expect(await twin()).toContain('See [the other page](https://example.com/docs/b)');
  expect(cacheFiles()).toHaveLength(1);
  // The cached twin is what the rebuild writes: tampering with it shows through…
  const [entryFile] = cacheFiles();
  const entry = JSON.parse(fs.readFileSync(path.join(cacheDir, entryFile!), 'utf8')) as {markdown: string};
  fs.writeFileSync(path.join(cacheDir, entryFile!), JSON.stringify({...entry, markdown: `${entry.markdown}(from the cache)`}));
  expect(await twin()).toContain('(from the cache)');
  // …until the page's source changes, or the converter's code does.
  fs.writeFileSync(source, '# A\n\nSee [the other page](/docs/b), now.\n');
  expect(await twin()).toContain('See [the other page](https://example.com/docs/b), now.');
  fs.writeFileSync(path.join(cacheDir, entryFile!), JSON.stringify({...entry, markdown: 'stale'}));
  expect(await twin('v2')).not.toContain('stale');
});

test('a twin is remade when a page it links to appears, though its own source has not changed', async () => {
  const {build, twin} = site();
  expect(await twin()).toContain('(https://example.com/docs/b)');
  build('docs/b');
  // Now a page of the site: its address as the site writes it, with the trailing slash.
  expect(await twin()).toContain('(https://example.com/docs/b/)');
});

test('a cache file that cannot be read (cut short, or damaged) is made again, not read', async () => {
  const {twin, cacheDir, cacheFiles} = site();
  await twin();
  fs.writeFileSync(path.join(cacheDir, cacheFiles()[0]!), '{"key": "');
  expect(await twin()).toContain('See [the other page]');
});
