/**
 * The test area's landing page: every area and page of /tests with one line
 * on what it exercises. The list lives in website-tests/catalog.ts so the
 * end-to-end specs check the same entries this page shows.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {catalog} from '@site/website-tests/catalog';

export default function TestsLanding(): ReactNode {
  return (
    <Layout title="Tests" description="Pages that exercise the Docusaurus website itself, awkward cases included">
      <main className="container margin-vert--xl">
        <Heading as="h1">Tests</Heading>
        <p>
          Every feature of the site, proven in a real build and a real browser. Each page says what it tests and what you should see when it works; the
          end-to-end specs in <code>tests/e2e/</code> check the same things.
        </p>
        {catalog.map((area) => (
          <section key={area.id} className="margin-top--lg" aria-labelledby={`area-${area.id}`}>
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names its section (aria-labelledby): Heading would put a direct link in that name */}
            <h2 id={`area-${area.id}`}>
              <Link to={area.path}>{area.title}</Link>
            </h2>
            <p>{area.summary}</p>
            <ul>
              {area.entries.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.title}</Link>: {entry.exercises}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
