import React, {memo} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {tagKeys, tags} from '@site/src/data/showcase/tags';
import type {Site} from '@site/src/data/showcase/types';
import SitePreview from './SitePreview';
import styles from './styles.module.css';

/**
 * One site: its preview card, name, our summary, tags and source link.
 * Memoized: a site's card never changes, so a new filter only renders the
 * cards it adds.
 */
function ShowcaseCard({site}: {site: Site}): React.JSX.Element {
  const siteTags = tagKeys.filter((key) => site.tags.includes(key));
  return (
    <li className={clsx('card', styles.card)} data-testid="showcase-card">
      <div className={clsx('card__image', styles.image)}>
        {/* The preview repeats the name, domain and tags shown below: decorative. */}
        <SitePreview img={site.preview} />
      </div>
      <div className={clsx('card__body', styles.body)}>
        <div className={styles.titleRow}>
          <Heading as="h3" className={styles.title}>
            <Link href={site.website}>{site.title}</Link>
          </Heading>
          {site.source && (
            <Link href={site.source} className={clsx('button button--secondary button--sm', styles.source)} aria-label={`Source code of ${site.title}`}>
              source
            </Link>
          )}
        </div>
        <p className={styles.description}>{site.description}</p>
      </div>
      <ul className={clsx('card__footer', styles.tags)} aria-label="Tags">
        {siteTags.map((key) => (
          <li key={key} className={styles.tag} title={tags[key].description} data-tag={key}>
            <span className={styles.dot} style={{backgroundColor: tags[key].color}} aria-hidden="true" />
            {tags[key].label}
          </li>
        ))}
      </ul>
    </li>
  );
}

export default memo(ShowcaseCard);
