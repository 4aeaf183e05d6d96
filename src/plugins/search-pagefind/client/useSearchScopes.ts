import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {scopesToSearch} from '../scopes';

/** The docs version being read (undefined outside the main docs). */
export function useDocsVersionRead(): string | undefined {
  return useActiveVersion('default')?.name;
}

/** What the navbar box searches from the page being read (see scopesToSearch). */
export function useSearchScopes(): string[] {
  return scopesToSearch(useDocsVersionRead());
}
