/**
 * The navbar search, with its code split from the first page load: most
 * visits never search. Whichever search the build uses (the local Pagefind
 * box, or Algolia's DocSearch button when configured) is rendered on the
 * server as usual and hydrates when its chunk arrives.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

export default function SearchBarWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <SearchBar {...props} />
    </Suspense>
  );
}
