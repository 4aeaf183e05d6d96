import type {Pagefind} from './pagefind';
import {parseVocabulary} from './spelling';
import {longerWords, withLongerWords} from './wordExtensions';

const vocabulary = parseVocabulary('configuration config configure docs docusaurus plugin plugins sidebar do');

test("a searched word's longer forms are the vocabulary's words that start with it", () => {
  expect(longerWords('config', vocabulary)).toEqual(['configuration', 'configure']);
  expect(longerWords('Plugin sidebar', vocabulary)).toEqual(['plugins']);
  expect(longerWords('doc', vocabulary)).toEqual(['docs', 'docusaurus']);
});

test('a word of one or two letters has no longer forms: it starts too many words to mean them', () => {
  expect(longerWords('do', vocabulary)).toEqual([]);
  expect(longerWords('a b', vocabulary)).toEqual([]);
});

function recordingPagefind(calls: string[]): Pagefind {
  return {
    options: async () => undefined,
    init: async () => undefined,
    preload: async (term) => {
      calls.push(`preload ${term}`);
    },
    search: async (term) => {
      calls.push(`search ${term}`);
      return {results: []};
    },
  };
}

test('each search first loads the index of its words’ longer forms, so that earlier searches do not change its results', async () => {
  const calls: string[] = [];
  const pagefind = withLongerWords(recordingPagefind(calls), vocabulary);
  await pagefind.search('config', {});
  await pagefind.search('sidebar', {});
  await pagefind.search(null, {});
  expect(calls).toEqual(['preload config configuration configure', 'search config', 'search sidebar', 'search null']);
});

test('the searches one query runs at once with the same term load its longer forms once', async () => {
  const calls: string[] = [];
  const pagefind = withLongerWords(recordingPagefind(calls), vocabulary);
  await Promise.all([pagefind.search('config', {}), pagefind.search('config', {filters: {kind: {any: ['reference']}}})]);
  expect(calls).toEqual(['preload config configuration configure', 'search config', 'search config']);
});

test('a load of longer forms that failed is tried again by the next search of the term', async () => {
  const calls: string[] = [];
  const recording = recordingPagefind(calls);
  let failures = 1;
  const pagefind = withLongerWords(
    {
      ...recording,
      preload: async (term) => {
        await recording.preload(term);
        if (failures-- > 0) {
          throw new Error('worker failed');
        }
      },
    },
    vocabulary,
  );
  await expect(pagefind.search('config', {})).rejects.toThrow('worker failed');
  await pagefind.search('config', {});
  expect(calls).toEqual(['preload config configuration configure', 'preload config configuration configure', 'search config']);
});

test('without the vocabulary (offline before it was saved) searches go to Pagefind as they are', async () => {
  const calls: string[] = [];
  await withLongerWords(recordingPagefind(calls), undefined).search('config', {});
  expect(calls).toEqual(['search config']);
});
