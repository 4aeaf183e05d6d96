import {usePluginData} from '@docusaurus/useGlobalData';
import type {ChangelogGlobalData, ChangelogRelease} from './globalData';

/** Releases that have a page in the changelog, newest first. */
export function useChangelogReleases(): ChangelogRelease[] {
  // The changelog plugin spreads the blog plugin, so it carries its name.
  const data = usePluginData('docusaurus-plugin-content-blog', 'changelog') as
    | ChangelogGlobalData
    | undefined;
  return data?.releases ?? [];
}
