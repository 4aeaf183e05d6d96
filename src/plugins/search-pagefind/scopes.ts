/**
 * Search scopes: which part of the site a page belongs to, and which parts a
 * reader searches from where they are. Shared by the indexer (build time) and
 * the search box and page (browser), so both sides agree on the names.
 *
 * Every indexed page carries one `scope` filter value: `docs-<version>` for
 * the main docs (`docs-current`, `docs-2.x`…), or `community`, `blog`,
 * `changelog`, `pages`.
 */

/** The docs version name (as in versions.json, or `current`) → its scope. */
export function docsScope(version: string): string {
  return `docs-${version}`;
}

/** Whether a scope is one of the docs versions' (`docsScope`). */
export function isDocsScope(scope: string): boolean {
  return scope.startsWith(docsScope(''));
}

/** Scopes every search includes besides one docs version. */
export const sharedScopes = ['community', 'blog', 'changelog', 'pages'] as const;

/**
 * What a reader searches: the docs version being read (the current docs when
 * they read something else), never several versions mixed, plus the rest of
 * the site.
 */
export function scopesToSearch(docsVersion: string | undefined): string[] {
  return [docsScope(docsVersion ?? 'current'), ...sharedScopes];
}

/** The label a result shows for its scope: "Docs", "Docs 2.x", "Blog"… */
export function sectionLabel(scope: string): string {
  if (scope === docsScope('current')) {
    return 'Docs';
  }
  if (isDocsScope(scope)) {
    return `Docs ${scope.slice(docsScope('').length)}`;
  }
  const labels: Record<string, string> = {community: 'Community', blog: 'Blog', changelog: 'Changelog', pages: 'Site'};
  return labels[scope] ?? scope;
}

/**
 * What kind of page a result is, for the ranking (client/rankedSearch.ts):
 * - `reference`: a docs page of the docs' reference sidebar (options, APIs,
 *   the CLI; `apiSidebarId` in src/data/sidebarIds.ts), which answers names
 *   more than questions;
 * - `upgrading`: a migration guide (the docs' `migration/` folder), which
 *   answers upgrade questions only;
 * - `guide`: every other page.
 */
export type PageKind = 'guide' | 'reference' | 'upgrading';

/** The docs folder of the migration guides. */
export const upgradingFolder = 'migration/';
