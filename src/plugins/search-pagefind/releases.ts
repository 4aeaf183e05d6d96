/**
 * Releases in search: a changelog entry or blog post whose title names a
 * version ("Docusaurus 2.4.3") is indexed with a `release` filter holding
 * its keys, and a query that names a version lists those pages first.
 * Shared by the indexer (pages.ts) and the browser (client/rankedSearch.ts).
 */

/** Version numbers as releases are titled and readers type them: 2.4.3, 2.0.0-beta.0, 2.3. */
const versionPattern = /\b\d+\.\d+(?:\.\d+)?(?:-[a-z]+\.\d+)?\b/gi;

/**
 * The release keys of a version: itself and, for a stable x.y.0 or x.y, both
 * spellings, so "2.3" finds the "Docusaurus 2.3" post and the 2.3.0 changelog.
 */
export function releaseKeys(version: string): string[] {
  const minor = /^(\d+\.\d+)(?:\.0)?$/.exec(version)?.[1];
  return minor ? [minor, `${minor}.0`] : [version.toLowerCase()];
}

/** Every release key of the versions a text names. */
export function releasesNamedIn(text: string): string[] {
  return [...new Set((text.match(versionPattern) ?? []).flatMap(releaseKeys))];
}
