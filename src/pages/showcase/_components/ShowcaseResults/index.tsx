import React from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type {Site} from '@site/src/data/showcase/types';
import ShowcaseCard from '../ShowcaseCard';
import styles from './styles.module.css';

type Section = {id: string; title: string; sites: Site[]; highlighted?: boolean};

function CardSection({id, title, sites, highlighted}: Section): React.JSX.Element {
  return (
    <section className={clsx(styles.section, highlighted && styles.highlighted)} aria-labelledby={id} data-testid={id}>
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names its section (aria-labelledby): Heading would put a direct link in that name */}
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        <ul className={styles.grid}>
          {sites.map((site) => (
            <ShowcaseCard key={site.title} site={site} />
          ))}
        </ul>
      </div>
    </section>
  );
}

type Props = {filtered: false; favorites: Site[]; others: Site[]} | {filtered: true; matches: Site[]; onClear: () => void};

/**
 * Without filters: our favorites, then every other site. With filters: one
 * list headed by its count, or an explanation and a way out when it is empty.
 */
export default function ShowcaseResults(props: Props): React.JSX.Element {
  if (!props.filtered) {
    return (
      <>
        <CardSection id="showcase-favorites" title="Our favorites" sites={props.favorites} highlighted />
        <CardSection id="showcase-all" title="All other sites" sites={props.others} />
      </>
    );
  }
  if (props.matches.length === 0) {
    return (
      <section className={clsx('container', styles.empty)} data-testid="showcase-empty">
        <Heading as="h2">No site matches these filters</Heading>
        <p>Uncheck a tag, combine tags with OR instead of AND, or search for another name.</p>
        <button type="button" className="button button--primary" onClick={props.onClear}>
          Clear filters
        </button>
      </section>
    );
  }
  const count = props.matches.length;
  return <CardSection id="showcase-results" title={count === 1 ? '1 site' : `${count} sites`} sites={props.matches} />;
}
