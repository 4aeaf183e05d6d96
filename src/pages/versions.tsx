import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useVersions, useLatestVersion} from '@docusaurus/plugin-content-docs/client';

/** Every docs version, read from the docs plugin's data rather than hard-coded. */
export default function Versions(): React.JSX.Element {
  const versions = useVersions('default');
  const latest = useLatestVersion('default');
  const older = versions.filter((version) => version.name !== latest.name);
  return (
    <Layout title="Versions" description="All versions of the Docusaurus documentation">
      <main className="container margin-vert--xl">
        <h1>Docusaurus documentation versions</h1>
        <h2>Current version</h2>
        <p>
          <Link to={latest.path + '/'}>{latest.label}</Link>: the documentation of the code on
          the main branch, updated with every change.
        </p>
        <h2>Earlier versions</h2>
        <ul>
          {older.map((version) => (
            <li key={version.name}>
              <Link to={version.path + '/'}>{version.label}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
