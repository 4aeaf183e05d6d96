import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
// The shell commands below need the bash grammar, which pages load only where used.
import '../../utils/bashGrammar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function HomeHero(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div>
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.tagline}
          </Heading>
          <p className={styles.heroLead}>
            Docusaurus turns a folder of Markdown into a documentation website with versions, translations, a blog and search, so your team spends its time on
            the writing.
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/playground/">
              Try it in your browser
            </Link>
          </div>
        </div>
        <div className={styles.heroCode}>
          <CodeBlock language="bash" title="Create a site in one command">
            {'npx create-docusaurus@latest my-docs classic\ncd my-docs\nnpm start'}
          </CodeBlock>
        </div>
      </div>
    </header>
  );
}
