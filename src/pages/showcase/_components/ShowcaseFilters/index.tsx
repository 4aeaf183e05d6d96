import React from 'react';
import clsx from 'clsx';
import {tagKeys, tags, type TagKey} from '@site/src/data/showcase/tags';
import type {Operator, ShowcaseQuery} from '../showcaseQuery';
import {isFiltered, emptyQuery} from '../showcaseQuery';
import type {SetShowcaseQuery} from '../useShowcaseQuery';
import styles from './styles.module.css';

type Props = {
  query: ShowcaseQuery;
  setQuery: SetShowcaseQuery;
  /** How many sites carry each tag, over the whole showcase. */
  tagCounts: Record<TagKey, number>;
  shown: number;
  total: number;
};

const operators: {value: Operator; title: string}[] = [
  {value: 'OR', title: 'Show sites with at least one of the checked tags'},
  {value: 'AND', title: 'Show sites with every checked tag'},
];

export default function ShowcaseFilters({query, setQuery, tagCounts, shown, total}: Props): React.JSX.Element {
  const toggleTag = (tag: TagKey) => {
    const selected = query.tags.includes(tag) ? query.tags.filter((key) => key !== tag) : [...query.tags, tag];
    setQuery({...query, tags: selected});
  };

  return (
    <section className={clsx('container', styles.filters)} aria-labelledby="showcase-filters-title">
      <div className={styles.toolbar}>
        <div>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names its section (aria-labelledby): Heading would put a direct link in that name */}
          <h2 id="showcase-filters-title" className={styles.heading}>
            Filters
          </h2>
          <p className={styles.summary} aria-live="polite" data-testid="showcase-summary">
            {isFiltered(query) ? `Showing ${shown} of ${total} sites` : `${total} sites, favorites first`}
          </p>
        </div>
        <div className={styles.controls}>
          <fieldset className={styles.operator}>
            <legend className={styles.operatorLegend}>Combine tags with</legend>
            {operators.map(({value, title}) => (
              <label key={value} title={title} className={clsx(styles.operatorOption, query.operator === value && styles.operatorActive)}>
                <input
                  type="radio"
                  name="showcase-operator"
                  value={value}
                  checked={query.operator === value}
                  onChange={() => setQuery({...query, operator: value})}
                />
                {value}
              </label>
            ))}
          </fieldset>
          <input
            type="search"
            className={styles.search}
            placeholder="Search by name"
            aria-label="Search sites by name"
            value={query.name}
            // The first keystroke adds a history entry; the next ones update it,
            // so Back leaves the search instead of deleting it letter by letter.
            onChange={(event) => setQuery({...query, name: event.target.value}, {replace: query.name !== ''})}
          />
          {isFiltered(query) && (
            <button type="button" className="button button--outline button--secondary button--sm" onClick={() => setQuery(emptyQuery)}>
              Clear filters
            </button>
          )}
        </div>
      </div>
      <ul className={styles.tagList} aria-label="Tags">
        {tagKeys.map((key) => {
          const tag = tags[key];
          const checked = query.tags.includes(key);
          return (
            <li key={key}>
              <label title={tag.description} className={clsx(styles.tag, checked && styles.tagChecked)}>
                <input type="checkbox" checked={checked} onChange={() => toggleTag(key)} />
                <span className={styles.dot} style={{backgroundColor: tag.color}} aria-hidden="true" />
                {/* The space keeps the accessible name readable: "Design 55". */}
                {`${tag.label} `}
                <span className={styles.count}>{tagCounts[key]}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
