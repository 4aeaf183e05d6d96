import {buildVocabulary} from '../vocabulary';
import {closestWord, correctQuery, editDistance, parseVocabulary, splitJoinedWord} from './spelling';

const vocabulary = parseVocabulary(
  buildVocabulary([
    {title: 'Sidebar', content: 'The sidebar lists docs. Sidebar items and sidebar categories. A side bar.'},
    {title: 'Versioning', content: 'Versioning docs: each version is a snapshot. Versioning again.'},
    {title: 'Deployment', content: 'Deployment to a host. Deployment again, deploy it.'},
    {title: 'Sitemap', content: 'The sitemap plugin.'},
    {title: 'Links', content: 'Each url of the docs. A url for the site.'},
  ]),
);

test('the vocabulary has every word of three letters or more, most frequent first', () => {
  const words = [...vocabulary.words];
  expect(words[0]).toBe('sidebar');
  expect(words).toEqual(expect.arrayContaining(['versioning', 'deployment', 'sitemap', 'docs', 'snapshot']));
  expect(words).not.toContain('it');
});

test('edit distance counts a swap of neighbouring letters as one edit', () => {
  expect(editDistance('sidbar', 'sidebar', 2)).toBe(1);
  expect(editDistance('sdiebar', 'sidebar', 2)).toBe(1);
  expect(editDistance('versoning', 'versioning', 2)).toBe(1);
  expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
});

test('misspelt words get the closest known word', () => {
  expect(closestWord('sidbar', vocabulary)).toBe('sidebar');
  expect(closestWord('versoning', vocabulary)).toBe('versioning');
  expect(closestWord('deploymnt', vocabulary)).toBe('deployment');
  expect(closestWord('sidebar', vocabulary)).toBeUndefined(); // known
  expect(closestWord('snapshot', vocabulary)).toBeUndefined(); // known, though used once
  expect(closestWord('sideb', vocabulary)).toBeUndefined(); // still being typed
  expect(closestWord('zzzzzzzz', vocabulary)).toBeUndefined(); // nothing close
});

test('a query keeps its known words and its punctuation', () => {
  expect(correctQuery('sidbar items', vocabulary)).toBe('sidebar items');
  expect(correctQuery('Deploymnt, versoning?', vocabulary)).toBe('deployment, versioning?');
  expect(correctQuery('sidebar items', vocabulary)).toBeUndefined();
});

test('an unknown word that joins two known words is split, when no word is close to it', () => {
  expect(splitJoinedWord('docsurl', vocabulary)).toBe('docs url');
  expect(correctQuery('allow docsUrl in v2', vocabulary)).toBe('allow docs url in v2');
  expect(splitJoinedWord('sidebarurl', vocabulary)).toBe('sidebar url');
  // Known, or parts too short or unknown: nothing to split.
  expect(splitJoinedWord('sitemap', vocabulary)).toBeUndefined();
  expect(splitJoinedWord('docsa', vocabulary)).toBeUndefined();
  expect(splitJoinedWord('docsqqq', vocabulary)).toBeUndefined();
  // A misspelling is corrected rather than split.
  expect(correctQuery('sidbar', vocabulary)).toBe('sidebar');
});
