import vm from 'node:vm';
import {chunkReach, readRuntimeTables, rewriteRuntime, shardPrelude, splitTables, type ChunkGroupLike, type ChunkLike} from './chunkTables';

/** The two functions as Rspack 1.7 and Docusaurus's ChunkAssetPlugin write them, before minification. */
const runtimeSource = `
// webpack/runtime/get javascript chunk filename
(() => {
// This function allow to reference chunks
__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template
  
  // return url for filenames based on template
  return "assets/js/" + chunkId + "." + {"100": "aaaa1111","200": "bbbb2222","300": "cccc3333","900": "dddd9999",}[chunkId] + ".js"
}
})();
// ChunkAssetRuntimeModule
(() => {
// Docusaurus function to get chunk asset
__webpack_require__.gca = function(chunkId) { chunkId = {"intro":"100","post":"200","routes-docs":"900"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
})();
`;

/** Runs runtime code (and shard preludes) as a browser would, and returns the two lookups. */
function run(...scripts: string[]) {
  const __webpack_require__ = {p: '/', u: undefined as unknown as (id: string) => string, gca: undefined as unknown as (name: string) => string};
  const context = vm.createContext({__webpack_require__});
  (context as {self: unknown}).self = context;
  scripts.forEach((script) => vm.runInContext(script, context));
  return __webpack_require__;
}

test('reads both tables from the runtime', () => {
  expect(readRuntimeTables(runtimeSource)).toEqual({
    hashes: {100: 'aaaa1111', 200: 'bbbb2222', 300: 'cccc3333', 900: 'dddd9999'},
    ids: {intro: '100', post: '200', 'routes-docs': '900'},
  });
});

test('reads the tables as Rspack 2 writes them, with bare keys', () => {
  const bare = runtimeSource.replace(/"(\w+)": ?"/g, (match, key: string) => (/^\d+$/.test(key) || /^[a-z]+$/.test(key) ? `${key}:"` : match));
  expect(bare).toContain('{100:"aaaa1111"');
  expect(readRuntimeTables(bare)).toEqual(readRuntimeTables(runtimeSource));
});

test('a moved chunk is found once its shard has run, and kept ones as before', () => {
  const kept = {hashes: {200: 'bbbb2222', 300: 'cccc3333', 900: 'dddd9999'}, ids: {post: '200', 'routes-docs': '900'}};
  const runtime = rewriteRuntime(runtimeSource, kept);
  expect(runtime).not.toContain('aaaa1111');

  const before = run(runtime);
  expect(before.u('300')).toBe('assets/js/300.cccc3333.js');
  expect(before.gca('post')).toBe('/assets/js/200.bbbb2222.js');
  // Not loadable before its shard: the runtime no longer knows it.
  expect(before.u('100')).toBe('assets/js/100.undefined.js');

  const after = run(runtime, shardPrelude({hashes: {100: 'aaaa1111'}, ids: {intro: '100'}}));
  expect(after.u('100')).toBe('assets/js/100.aaaa1111.js');
  expect(after.gca('intro')).toBe('/assets/js/100.aaaa1111.js');
  expect(after.gca('routes-docs')).toBe('/assets/js/900.dddd9999.js');
  // A chunk id passed as a name still works, as in Docusaurus's function.
  expect(after.gca('300')).toBe('/assets/js/300.cccc3333.js');
});

test('two shards that run in any order both add their entries', () => {
  const runtime = rewriteRuntime(runtimeSource, {hashes: {}, ids: {}});
  const lookups = run(runtime, shardPrelude({hashes: {200: 'bbbb2222'}, ids: {post: '200'}}), shardPrelude({hashes: {100: 'aaaa1111'}, ids: {}}));
  expect(lookups.u('100')).toBe('assets/js/100.aaaa1111.js');
  expect(lookups.gca('post')).toBe('/assets/js/200.bbbb2222.js');
});

test('a runtime in another form fails the build, naming the file to update', () => {
  expect(() => readRuntimeTables(runtimeSource.replace('__webpack_require__.u = (chunkId) =>', '__webpack_require__.u = function(chunkId)'))).toThrow(
    /no longer has the bundler's chunk file name function .* update src\/framework-edits\/route-shards\/chunkTables\.ts/,
  );
  expect(() => rewriteRuntime(runtimeSource.replace('||chunkId;', '|| chunkId;'), {hashes: {}, ids: {}})).toThrow(/Docusaurus's chunk asset function/);
});

describe('which chunks move', () => {
  // main → routes-docs (900) → intro (100) → diagram (400); main → search (300) → diagram (400); main → routes-blog (800) → post (200), intro (100)
  const chunk = (id: string, name: string | null, loads: ChunkLike[] = []): ChunkLike => ({id, name, getAllAsyncChunks: () => loads});
  const diagram = chunk('400', null);
  const intro = chunk('100', 'intro', [diagram]);
  const post = chunk('200', 'post');
  const docs = chunk('900', 'routes-docs', [intro, diagram]);
  const blog = chunk('800', 'routes-blog', [post, intro]);
  const search = chunk('300', 'search', [diagram]);
  const group = (chunks: ChunkLike[], children: ChunkGroupLike[] = []): ChunkGroupLike => ({chunks, childrenIterable: children});
  const entry = group(
    [chunk('1', 'main')],
    [group([docs], [group([intro], [group([diagram])])]), group([blog], [group([post]), group([intro])]), group([search], [group([diagram])])],
  );
  const reach = chunkReach([entry], (candidate) => Boolean(candidate.name?.startsWith('routes-')));

  test('the walk from the entry stops at the shards', () => {
    expect([...reach.withoutShards].sort()).toEqual(['1', '300', '400', '800', '900']);
    expect([...reach.byShard.keys()].sort()).toEqual(['800', '900']);
  });

  test('a chunk only shards load moves into each of them; the rest stays in the runtime', () => {
    const tables = {
      hashes: {100: 'h100', 200: 'h200', 300: 'h300', 400: 'h400', 800: 'h800', 900: 'h900'},
      ids: {intro: '100', post: '200', search: '300', 'routes-docs': '900', 'routes-blog': '800'},
    };
    const {kept, byShard} = splitTables(tables, reach);
    // The shards themselves and what main.js loads without them (search and its diagram) stay.
    expect(kept).toEqual({hashes: {300: 'h300', 400: 'h400', 800: 'h800', 900: 'h900'}, ids: {search: '300', 'routes-docs': '900', 'routes-blog': '800'}});
    expect(byShard.get('900')).toEqual({hashes: {100: 'h100'}, ids: {intro: '100'}});
    expect(byShard.get('800')).toEqual({hashes: {100: 'h100', 200: 'h200'}, ids: {intro: '100', post: '200'}});
  });
});
