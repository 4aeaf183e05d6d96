import {scopesToSearch, sectionLabel} from './scopes';

test('a reader searches the docs version they read, or the current docs, plus the rest of the site', () => {
  expect(scopesToSearch('2.x')).toEqual(['docs-2.x', 'community', 'blog', 'changelog', 'pages']);
  expect(scopesToSearch(undefined)).toEqual(['docs-current', 'community', 'blog', 'changelog', 'pages']);
});

test('results name their section', () => {
  expect(sectionLabel('docs-current')).toBe('Docs');
  expect(sectionLabel('docs-3.0.0-rc.1')).toBe('Docs 3.0.0-rc.1');
  expect(sectionLabel('changelog')).toBe('Changelog');
  expect(sectionLabel('pages')).toBe('Site');
});
