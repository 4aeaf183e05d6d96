import type {ClientManifest} from '../../utils/generatedFiles';
import {addShardFiles} from './manifest';

const manifest = {
  entrypoints: ['runtime~main', 'main'],
  origins: {
    '@site/docs/intro.mdx': ['100'],
    '@site/blog/post.mdx': ['200'],
    '@theme/DocItem': ['300'],
    'routes-docs': ['900'],
    'routes-blog': ['800', '801'],
  },
  assets: {},
} as unknown as ClientManifest;

test('a request only one shard uses also loads that shard', () => {
  const updated = addShardFiles(manifest, {docs: ['@site/docs/intro.mdx', '@theme/DocItem'], blog: ['@site/blog/post.mdx', '@theme/DocItem']});
  expect(updated.origins['@site/docs/intro.mdx']).toEqual(['100', '900']);
  expect(updated.origins['@site/blog/post.mdx']).toEqual(['200', '800', '801']);
});

test('a request several shards share names no shard (every page would load them all)', () => {
  const updated = addShardFiles(manifest, {docs: ['@theme/DocItem'], blog: ['@theme/DocItem']});
  expect(updated.origins['@theme/DocItem']).toEqual(['300']);
});

test('a shard missing from the manifest fails the build, naming it', () => {
  expect(() => addShardFiles(manifest, {changelog: ['@site/changelog/x.mdx']})).toThrow(
    'The client manifest has no chunk "routes-changelog" for the route shard changelog',
  );
});

test("a part's own pages also name the shard it loads first", () => {
  const updated = addShardFiles(manifest, {blog: ['@theme/DocItem'], docs: ['@site/docs/intro.mdx']}, {docs: ['blog']});
  expect(updated.origins['@site/docs/intro.mdx']).toEqual(['100', '800', '801', '900']);
});
