import type {Navbar} from '@docusaurus/theme-common';
import {apiSidebarId} from '../data/sidebarIds';
import {githubRepoUrl} from './site';

/**
 * The top navigation bar (spec §2 "Shared layout"). Order matters: readers
 * scan left to right, so the learning path (Docs, API) comes first.
 */
export const navbar = {
  title: 'Docusaurus',
  hideOnScroll: true,
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'doc',
      docId: 'introduction',
      label: 'Docs',
      position: 'left',
    },
    {
      type: 'docSidebar',
      sidebarId: apiSidebarId,
      label: 'API',
      position: 'left',
    },
    {to: '/blog', label: 'Blog', position: 'left'},
    {to: '/showcase', label: 'Showcase', position: 'left'},
    {
      to: '/community/support',
      label: 'Community',
      position: 'left',
      // Stay highlighted on every community page, not only on /support.
      activeBaseRegex: '/community/',
    },
    {to: '/tests', label: 'Tests', position: 'right'},
    // Our own item type (src/theme/NavbarItem/ComponentTypes.tsx): a badge on /tests/ pages only.
    {type: 'custom-testArea', position: 'right'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: '/versions', label: 'All versions'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {
      href: githubRepoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
} satisfies Navbar;
