import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useVersions, useLatestVersion, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {githubRepoUrl} from '@site/src/config/site';
import {archivedVersions} from '@site/src/data/archivedVersions';
import {useChangelogReleases} from '@site/src/plugins/changelog/useChangelogReleases';
import {releaseNotesFor} from '@site/src/utils/releaseNotes';
import styles from './styles.module.css';

/** The version's main doc (its introduction), where "Documentation" leads. */
function mainDocPath(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? `${version.path}/`;
}

function ReleaseNotesLink({version}: {version: GlobalVersion}): React.JSX.Element {
  const releases = useChangelogReleases();
  const release = releaseNotesFor(version.name, releases);
  if (release) {
    return <Link to={release.permalink}>{release.version} release notes</Link>;
  }
  // Not in this site's changelog (it covers the 2.x line): GitHub has every release.
  return <Link href={`${githubRepoUrl}/releases/tag/v${version.name}`}>Release notes on GitHub</Link>;
}

function VersionTable({versions, notes}: {versions: GlobalVersion[]; notes: (version: GlobalVersion) => React.ReactNode}): React.JSX.Element {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <th scope="row">{version.label}</th>
            <td>
              <Link to={mainDocPath(version)}>{version.label} documentation</Link>
            </td>
            <td>{notes(version)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every docs version, read from the docs plugin's data, with release notes
 * from the changelog plugin's data: adding a version or a release updates
 * this page without touching it.
 */
export default function Versions(): React.JSX.Element {
  const versions = useVersions('default');
  const latest = useLatestVersion('default');
  const released = versions.filter((version) => version.name !== latest.name);
  return (
    <Layout title="Versions" description="Every version of the Docusaurus documentation, with links to its docs and release notes">
      <main className="container margin-vert--xl">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p className={styles.intro}>
          Pick the documentation that matches the version your site runs. You can also switch version from the dropdown in the navigation bar on any docs page:
          it keeps you on the same page when that page exists in the version you choose.
        </p>

        <section className={styles.section}>
          <Heading as="h2" id="current">
            Current version
          </Heading>
          <p>
            {latest.label} is the documentation of the main branch: it changes with every merged pull request and describes what the next release will ship.
          </p>
          <VersionTable versions={[latest]} notes={() => <Link to="/changelog/">Changelog</Link>} />
        </section>

        <section className={styles.section}>
          <Heading as="h2" id="released">
            Released versions
          </Heading>
          <p>Documentation frozen at a release, kept for sites that have not upgraded yet.</p>
          <VersionTable versions={released} notes={(version) => <ReleaseNotesLink version={version} />} />
        </section>

        <section className={styles.section}>
          <Heading as="h2" id="archived">
            Archived versions
          </Heading>
          <p>Older documentation lives on outside this site and is no longer updated.</p>
          <ul>
            {archivedVersions.map((archived) => (
              <li key={archived.label}>
                <Link href={archived.url}>{archived.label} documentation</Link>: {archived.note}
              </li>
            ))}
          </ul>
          <p>
            Every release ever published, with its notes, is listed on <Link href={`${githubRepoUrl}/releases`}>the GitHub releases page</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
