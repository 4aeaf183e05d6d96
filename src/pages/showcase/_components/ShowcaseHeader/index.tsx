import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Where site owners ask for their site to be listed. */
const addSiteUrl = 'https://github.com/facebook/docusaurus/discussions';

export default function ShowcaseHeader(): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          Docusaurus Site Showcase
        </Heading>
        <p className={styles.intro}>
          Documentation portals, product sites, blogs and personal wikis: all of them built with Docusaurus. Filter them by tag or look one up by name; many
          also share their source code.
        </p>
        <Link className="button button--primary" href={addSiteUrl}>
          Add your site
        </Link>
      </div>
    </header>
  );
}
