import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import TestPage from '@site/website-tests/components/TestPage';
import {catalog} from '@site/website-tests/catalog';

const pages = catalog.find((area) => area.id === 'pages')?.entries.filter((entry) => entry.path !== '/tests/pages') ?? [];

/** Index of the pages-tests instance: one link per test page. */
export default function TestPagesIndex(): ReactNode {
  return (
    <TestPage
      title="Test pages"
      tests="A separate pages plugin instance (pages-tests) serving React, Markdown and MDX pages under /tests/pages."
      pass="every link below opens a page that states what it tests.">
      <ul>
        {pages.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path}>{entry.title}</Link>: {entry.exercises}
          </li>
        ))}
      </ul>
    </TestPage>
  );
}
