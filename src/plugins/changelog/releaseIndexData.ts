/**
 * The data the changelog plugin shares with the client: every release with
 * its page, newest first. Read it with `useChangelogReleases`.
 */
export type ChangelogRelease = {version: string; date: string; permalink: string};

export type ChangelogGlobalData = {releases: ChangelogRelease[]};
