/**
 * The showcase filters and their URL form: a shared or reloaded link must
 * show the same sites, whatever order or case its parameters come in.
 */
import type {Site} from '@site/src/data/showcase/types';
import {emptyQuery, filterSites, isFiltered, parseQuery, serializeQuery, sortByTitle} from './showcaseQuery';

function site(title: string, tags: Site['tags']): Site {
  return {title, description: '', preview: '', website: 'https://example.com', source: null, tags};
}

const sites = [site('Jest', ['favorite', 'opensource', 'i18n']), site('Redux', ['opensource']), site('Ionic', ['favorite', 'product']), site('Blog', [])];

describe('parseQuery / serializeQuery', () => {
  test('read repeated tags, the operator and the name', () => {
    expect(parseQuery('?tags=product&tags=favorite&operator=AND&name=io')).toEqual({
      tags: ['favorite', 'product'],
      operator: 'AND',
      name: 'io',
    });
  });

  test('ignore unknown tags and operators', () => {
    expect(parseQuery('?tags=cool&tags=design&operator=XOR')).toEqual({
      tags: ['design'],
      operator: 'OR',
      name: '',
    });
  });

  test('round-trip, with the defaults left out of the URL', () => {
    const query = {tags: ['favorite', 'design'], operator: 'AND', name: 'react native'} as const;
    const search = serializeQuery({...query, tags: [...query.tags]});
    expect(search).toBe('?tags=favorite&tags=design&operator=AND&name=react+native');
    expect(parseQuery(search)).toEqual(query);
    expect(serializeQuery(emptyQuery)).toBe('');
  });
});

describe('filterSites', () => {
  test('OR keeps sites with any checked tag, AND only those with all', () => {
    const tags: Site['tags'] = ['favorite', 'opensource'];
    const titles = (operator: 'OR' | 'AND') => filterSites(sites, {tags, operator, name: ''}).map((s) => s.title);
    expect(titles('OR')).toEqual(['Jest', 'Redux', 'Ionic']);
    expect(titles('AND')).toEqual(['Jest']);
  });

  test('searches names case-insensitively, combined with the tags', () => {
    expect(filterSites(sites, {...emptyQuery, name: ' RE '}).map((s) => s.title)).toEqual(['Redux']);
    expect(filterSites(sites, {tags: ['favorite'], operator: 'OR', name: 'e'}).map((s) => s.title)).toEqual(['Jest']);
  });

  test('the operator alone filters nothing', () => {
    expect(isFiltered({...emptyQuery, operator: 'AND'})).toBe(false);
    expect(isFiltered({...emptyQuery, name: 'x'})).toBe(true);
  });

  test('sortByTitle ignores case', () => {
    expect(sortByTitle([site('b', []), site('A', []), site('c', [])]).map((s) => s.title)).toEqual(['A', 'b', 'c']);
  });
});
