import semver from 'semver';

type Release = {version: string; permalink: string};

/**
 * The release whose notes describe a docs version: the exact release for a
 * version named after one ("3.0.0-rc.1"), the newest release of the line for
 * a line ("2.x" → 2.4.3). Undefined when the changelog has no such release.
 * `releases` is newest first, as the changelog plugin publishes it.
 */
export function releaseNotesFor<R extends Release>(versionName: string, releases: R[]): R | undefined {
  const exact = releases.find((release) => release.version === versionName);
  if (exact) {
    return exact;
  }
  const range = semver.validRange(versionName);
  if (!range || semver.valid(versionName)) {
    return undefined;
  }
  return releases.find((release) => semver.satisfies(release.version, range, {includePrerelease: false}));
}
