import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {features} from './features';
import styles from './styles.module.css';

export default function HomeFeatures(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features" className={styles.sectionTitle}>
          What you get out of the box
        </Heading>
        <div className={styles.featureGrid}>
          {features.map((feature) => (
            <Link key={feature.title} to={feature.to} className={styles.feature}>
              <span className={styles.featureIcon}>{feature.icon}</span>
              <Heading as="h3" className={styles.featureTitle}>
                {feature.title}
              </Heading>
              <p className={styles.featureText}>{feature.description}</p>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
