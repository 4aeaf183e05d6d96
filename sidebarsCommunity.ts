import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The community section's single sidebar. */
const sidebars = {
  community: ['support', 'team', 'resources'],
} satisfies SidebarsConfig;

export default sidebars;
