import type {PluginConfig} from '@docusaurus/types';

/**
 * The test area under /tests (test docs, test blog, test pages) is wired in
 * here so the main config stays short. The test-area issue fills this list.
 */
export const testAreaPlugins: PluginConfig[] = [];
