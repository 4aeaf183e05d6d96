/**
 * The showcase filters as a value, and how they travel in the URL query:
 * `?tags=design&tags=i18n&operator=AND&name=jest`. Pure functions, so the
 * server render, the browser and the unit test agree on them.
 */
import {tagKeys, type TagKey} from '@site/src/data/showcase/tags';
import type {Site} from '@site/src/data/showcase/types';

/** OR: a site needs one of the checked tags. AND: it needs all of them. */
export type Operator = 'OR' | 'AND';

export type ShowcaseQuery = {
  tags: TagKey[];
  operator: Operator;
  /** Text to look for in site names. */
  name: string;
};

export const emptyQuery: ShowcaseQuery = {tags: [], operator: 'OR', name: ''};

/** Reads the filters from `location.search`, ignoring unknown tags. */
export function parseQuery(search: string): ShowcaseQuery {
  const params = new URLSearchParams(search);
  const wanted = new Set(params.getAll('tags'));
  return {
    // Keep the order of the tag list, so equal filters give equal URLs.
    tags: tagKeys.filter((tag) => wanted.has(tag)),
    operator: params.get('operator')?.toUpperCase() === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** The query string for these filters ('' when nothing is filtered). */
export function serializeQuery(query: ShowcaseQuery): string {
  const params = new URLSearchParams();
  for (const tag of tagKeys.filter((key) => query.tags.includes(key))) {
    params.append('tags', tag);
  }
  if (query.operator === 'AND') {
    params.set('operator', 'AND');
  }
  if (query.name !== '') {
    params.set('name', query.name);
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** True when the filters hide some sites (the operator alone hides none). */
export function isFiltered(query: ShowcaseQuery): boolean {
  return query.tags.length > 0 || query.name.trim() !== '';
}

/** The sites that pass the filters, in the order given. */
export function filterSites(sites: Site[], query: ShowcaseQuery): Site[] {
  const needle = query.name.trim().toLowerCase();
  return sites.filter((site) => {
    if (needle !== '' && !site.title.toLowerCase().includes(needle)) {
      return false;
    }
    if (query.tags.length === 0) {
      return true;
    }
    return query.operator === 'AND' ? query.tags.every((tag) => site.tags.includes(tag)) : query.tags.some((tag) => site.tags.includes(tag));
  });
}

/** Sites by name, case-insensitively; independent of the runtime's locale data. */
export function sortByTitle(sites: Site[]): Site[] {
  const key = (site: Site) => site.title.toLowerCase();
  return [...sites].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
