import React from 'react';
import Layout from '@theme/Layout';

// Placeholder until the test-area issue lists every test page here.
export default function TestsLanding(): React.JSX.Element {
  return (
    <Layout title="Tests" description="Pages that exercise the Docusaurus website itself">
      <main className="container margin-vert--xl">
        <h1>Tests</h1>
        <p>This area holds pages that exercise the site in a real build and a real browser.</p>
      </main>
    </Layout>
  );
}
