/**
 * The showcase: sites built with Docusaurus, filterable by tag (OR / AND)
 * and by name, with the filters kept in the URL (see useShowcaseQuery).
 */
import React, {useMemo} from 'react';
import Layout from '@theme/Layout';
import {sites} from '@site/src/data/showcase/sites';
import {tagKeys, type TagKey} from '@site/src/data/showcase/tags';
import ShowcaseHeader from './_components/ShowcaseHeader';
import ShowcaseFilters from './_components/ShowcaseFilters';
import ShowcaseResults from './_components/ShowcaseResults';
import {emptyQuery, filterSites, isFiltered, sortByTitle} from './_components/showcaseQuery';
import {useShowcaseQuery} from './_components/useShowcaseQuery';

const sortedSites = sortByTitle(sites);
const favorites = sortedSites.filter((site) => site.tags.includes('favorite'));
const others = sortedSites.filter((site) => !site.tags.includes('favorite'));
const tagCounts = Object.fromEntries(tagKeys.map((key) => [key, sites.filter((site) => site.tags.includes(key)).length])) as Record<TagKey, number>;

export default function Showcase(): React.JSX.Element {
  const [query, setQuery] = useShowcaseQuery();
  const matches = useMemo(() => filterSites(sortedSites, query), [query]);
  const filtered = isFiltered(query);
  return (
    <Layout title="Showcase" description="Websites built with Docusaurus, filterable by tag and name">
      <main>
        <ShowcaseHeader />
        <ShowcaseFilters query={query} setQuery={setQuery} tagCounts={tagCounts} shown={filtered ? matches.length : sites.length} total={sites.length} />
        {filtered ? (
          <ShowcaseResults filtered matches={matches} onClear={() => setQuery(emptyQuery)} />
        ) : (
          <ShowcaseResults filtered={false} favorites={favorites} others={others} />
        )}
      </main>
    </Layout>
  );
}
