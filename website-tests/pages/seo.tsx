import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const description = 'Checks the search-engine and social metadata of a page: title, description, canonical URL, Open Graph and JSON-LD.';

export default function Seo(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const canonical = `${siteConfig.url}${useBaseUrl('/tests/pages/seo/')}`;
  const image = `${siteConfig.url}${useBaseUrl('/img/social-card.png')}`;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'SEO test page',
    description,
    url: canonical,
  };
  return (
    <Layout title="SEO" description={description}>
      <Head>
        <meta name="keywords" content="seo, metadata, open graph, test" />
        <meta property="og:type" content="article" />
        <meta property="og:image" content={image} />
        <meta name="twitter:image" content={image} />
        <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">SEO</Heading>
        <p>
          <strong>Tests:</strong> the metadata search engines and social networks read. The layout sets the title, description and canonical URL; this page adds
          keywords, an Open Graph image and type, and JSON-LD structured data.
        </p>
        <p>
          <strong>Pass:</strong> in the page source, the <code>&lt;head&gt;</code> has the title &quot;SEO | Docusaurus&quot;, the description above as both{' '}
          <code>description</code> and <code>og:description</code>, one canonical link to <code>{canonical}</code>, <code>og:type</code> set to article, the
          social card as <code>og:image</code>, and one JSON-LD block naming this page. It has no <code>noindex</code> tag.
        </p>
      </main>
    </Layout>
  );
}
