/** The changelog plugin's release index (src/plugins/changelog/releaseIndexData.ts). */
declare module '@generated/docusaurus-plugin-content-blog/changelog/releases.json' {
  import type {ChangelogReleaseIndex} from '@site/src/plugins/changelog/releaseIndexData';

  const releaseIndex: ChangelogReleaseIndex;
  export default releaseIndex;
}
