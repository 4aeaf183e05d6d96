import {namedTitleKey, namedTitleLength, stem, titleKeysNamedIn, titleWords} from './titleWords';

test('the forms of a word reduce to one stem, so a query matches a title however either is worded', () => {
  expect(['swizzling', 'swizzled', 'swizzle'].map(stem)).toEqual(['swizzl', 'swizzl', 'swizzl']);
  expect(['page', 'pages'].map(stem)).toEqual(['pag', 'pag']);
  expect(['doc', 'docs'].map(stem)).toEqual(['doc', 'doc']);
  expect(['create', 'creating'].map(stem)).toEqual(['creat', 'creat']);
});

test('a short word stays whole rather than losing most of itself', () => {
  expect(['is', 'uses', 'use'].map(stem)).toEqual(['is', 'uses', 'use']);
});

test("a title's words, lowercased and stemmed, once each", () => {
  expect(titleWords('Creating pages')).toEqual(['creat', 'pag']);
  expect(titleWords('@docusaurus/plugin-content-docs: docs and Docs')).toEqual(['docusauru', 'plugin', 'content', 'doc', 'and']);
});

test('a query names every short title made of its words, whatever their order', () => {
  const keys = titleKeysNamedIn('Implement versioning in Docusaurus');
  const key = (title: string) => namedTitleKey(title, 'docs-current');
  expect(keys).toContain(key('Versioning'));
  expect(keys).toContain(key('Docusaurus versioning'));
  expect(keys).not.toContain(key('Versioning plugin'));
  expect(titleKeysNamedIn('multiple sidebars for my docs')).toContain(key('Multiple sidebars'));
});

test('a title longer than a query can name is never among its keys, and a long query stays a few hundred keys', () => {
  const words = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
  const keys = titleKeysNamedIn(words);
  expect(Math.max(...keys.map((key) => key.split(' ').length))).toBe(namedTitleLength);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBeLessThan(300);
});
