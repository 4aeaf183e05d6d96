import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/Home/HomeHero';
import HomeFeatures from '@site/src/components/Home/HomeFeatures';
import HomeLatestPosts from '@site/src/components/Home/HomeLatestPosts';
import HomeShowcase from '@site/src/components/Home/HomeShowcase';

export default function Home(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="Docusaurus builds documentation websites from Markdown and React: versioned docs, a blog, translations and search, fast to load and easy to maintain.">
      {/* The hero holds the page's heading: inside main, its <header> is the page's, not a second site banner. */}
      <main>
        <HomeHero />
        <HomeFeatures />
        <HomeLatestPosts />
        <HomeShowcase />
      </main>
    </Layout>
  );
}
