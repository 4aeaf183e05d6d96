import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {currentVersionLabel, editUrl, onlyIncludeVersions} from './site';
import {admonitions, rehypePlugins, remarkPlugins} from './markdown';

/** Options every docs instance shares (main docs, community, test docs). */
export const sharedDocsOptions = {
  editUrl,
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  remarkPlugins,
  rehypePlugins,
  admonitions,
} satisfies DocsOptions;

/**
 * The main docs: Canary (the current folder) is the latest version, at /docs.
 * Older versions keep their own prefix and show the "not the latest" banner.
 */
export const docs = {
  ...sharedDocsOptions,
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  onlyIncludeVersions: onlyIncludeVersions(),
  versions: {
    current: {label: currentVersionLabel, path: ''},
    '3.0.0-rc.1': {label: '3.0.0-rc.1', path: '3.0.0-rc.1', banner: 'unmaintained'},
    '2.x': {label: '2.x', path: '2.x', banner: 'unmaintained'},
  },
} satisfies DocsOptions;

/** The community section: a second docs instance at /community. */
export const communityDocs = {
  ...sharedDocsOptions,
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
} satisfies DocsOptions;
