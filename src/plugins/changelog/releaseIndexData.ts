/**
 * The release index the changelog plugin writes for the client: every release
 * with its page, newest first. It is a data file that only the pages that
 * import it load (read it with `useChangelogReleases`), not global data, which
 * every page's main bundle would carry.
 */
export type ChangelogRelease = {version: string; date: string; permalink: string};

export type ChangelogReleaseIndex = {releases: ChangelogRelease[]};

/** The file name under the plugin's generated data folder. */
export const releaseIndexFileName = 'releases.json';
