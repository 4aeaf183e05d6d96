import type {Footer} from '@docusaurus/theme-common';
import {discordUrl, githubRepoUrl} from './site';

/** Footer link groups (spec §2): Learn, Community, More, Legal. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs'},
        {label: 'Installation', to: '/docs/installation'},
        {label: 'Upgrading', to: '/docs/migration'},
        {label: 'API reference', to: '/docs/cli'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Support', to: '/community/support'},
        {label: 'Discord', href: discordUrl},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Changelog', to: '/changelog'},
        {label: 'Showcase', to: '/showcase'},
        {label: 'All versions', to: '/versions'},
        {label: 'GitHub', href: githubRepoUrl},
      ],
    },
    {
      title: 'Legal',
      // Meta's legal pages apply to all of its open source project sites.
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Cookie policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo-dark.svg',
    width: 48,
    height: 48,
    href: 'https://opensource.fb.com',
  },
  copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. Built with Docusaurus.`,
} satisfies Footer;
