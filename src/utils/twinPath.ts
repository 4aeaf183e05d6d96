/**
 * Where a page's Markdown twin is served, shared by the plugin that writes
 * twins and the docs pages' "Copy page" menu that reads them.
 */

/** The twin's path for a page's permalink: "/docs/installation/" → "/docs/installation.md". */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** The docs plugin instances whose pages have twins (the test area's do not). */
export const docsInstancesWithTwins = ['default', 'community'];
