import {searchPagePath} from '../searchPagePath';

/**
 * The search page for a query, in the docs version being read. Only a
 * version other than the current one is written out, so the common link
 * stays `/search/?q=…`.
 */
export function searchPageUrl(baseUrl: string, query: string, docsVersion?: string): string {
  const params = new URLSearchParams({q: query});
  if (docsVersion && docsVersion !== 'current') {
    params.set('version', docsVersion);
  }
  return `${baseUrl}${searchPagePath}/?${params.toString()}`;
}
