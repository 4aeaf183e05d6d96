import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function HomeShowcase(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="home-showcase">
      <div className={`container ${styles.showcase}`}>
        <div>
          <Heading as="h2" id="home-showcase" className={styles.sectionTitle}>
            Trusted by open source projects and product teams
          </Heading>
          <p>
            API gateways, databases, design systems, personal notebooks: hundreds of sites run on Docusaurus. Browse them by what they do, filter by feature,
            and borrow ideas for yours.
          </p>
        </div>
        <div className={styles.showcaseActions}>
          <Link className="button button--primary button--lg" to="/showcase/">
            See the showcase
          </Link>
          <Link className="button button--link button--lg" to="/docs/category/getting-started/">
            Start your own site
          </Link>
        </div>
      </div>
    </section>
  );
}
