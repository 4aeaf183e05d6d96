// Written by the changelog plugin (id `changelog`); it spreads the blog plugin, so its data folder carries that name.
import releaseIndex from '@generated/docusaurus-plugin-content-blog/changelog/releases.json';
import type {ChangelogRelease} from './releaseIndexData';

/** Releases that have a page in the changelog, newest first. */
export function useChangelogReleases(): ChangelogRelease[] {
  return releaseIndex.releases;
}
