import {stem, titleWords} from './titleWords';

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
