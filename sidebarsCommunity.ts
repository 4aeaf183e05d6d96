import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
/** The community section's sidebar: its pages, then links to related places. */
const sidebars = {
  community: [
    'support',
    'team',
    'resources',
    'contributing',
    'canary',
    'release-process',
    {type: 'link', label: 'Changelog', href: '/changelog'},
    {type: 'link', label: 'Showcase', href: '/showcase'},
    {type: 'link', label: 'Feature requests', href: '/feature-requests'},
    {type: 'link', label: 'Chat on Discord', href: 'https://discord.gg/docusaurus'},
  ],
} satisfies SidebarsConfig;
export default sidebars;
