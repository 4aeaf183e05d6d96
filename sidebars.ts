import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars of the current docs (Canary). "docs" holds the guides, "api" the
 * reference (spec §2). The current-docs issue fills in the full structure.
 */
const sidebars = {
  docs: ['introduction'],
  api: ['cli'],
} satisfies SidebarsConfig;

export default sidebars;
