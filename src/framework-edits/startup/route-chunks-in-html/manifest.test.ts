import type {ClientManifest} from '../../../utils/generatedFiles';
import {addRequestOrigins} from './manifest';
import {namedChunks} from './index';

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime~main', 'main'],
    de147cbe: ['14340', '6011'],
    '17896441': ['14340', '9040'],
    '6011': ['6011'],
  },
  assets: {},
};

test("server rendering's module requests find their chunk's files", () => {
  const updated = addRequestOrigins(manifest, [
    {name: 'de147cbe', requests: ['@site/docs/installation.mdx']},
    {name: '17896441', requests: ['@theme/DocItem', './DocItem']},
  ]);
  expect(updated.origins['@site/docs/installation.mdx']).toEqual(['14340', '6011']);
  expect(updated.origins['@theme/DocItem']).toEqual(['14340', '9040']);
  expect(updated.origins['./DocItem']).toEqual(['14340', '9040']);
  // Existing keys are untouched, and the input is not modified.
  expect(updated.origins.main).toEqual(['runtime~main', 'main']);
  expect(manifest.origins['@theme/DocItem']).toBeUndefined();
});

test('a request never replaces an existing key, and unknown chunks are ignored', () => {
  const updated = addRequestOrigins(manifest, [
    {name: 'de147cbe', requests: ['main']},
    {name: 'unknown', requests: ['@theme/Unknown']},
  ]);
  expect(updated.origins.main).toEqual(['runtime~main', 'main']);
  expect(updated.origins['@theme/Unknown']).toBeUndefined();
});

test('named chunk groups and their import requests are read from the compilation', () => {
  expect(
    namedChunks([
      {name: 'de147cbe', origins: [{request: '@site/docs/installation.mdx'}, {}]},
      {name: null, origins: [{request: './anonymous'}]},
      {name: 'main', origins: [{}]},
    ]),
  ).toEqual([{name: 'de147cbe', requests: ['@site/docs/installation.mdx']}]);
});
