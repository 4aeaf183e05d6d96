import React from 'react';
import Layout from '@theme/Layout';

// Placeholder until the showcase issue lands its data, filters and previews.
export default function Showcase(): React.JSX.Element {
  return (
    <Layout title="Showcase" description="Websites built with Docusaurus">
      <main className="container margin-vert--xl">
        <h1>Showcase</h1>
        <p>A gallery of websites built with Docusaurus is on its way.</p>
      </main>
    </Layout>
  );
}
