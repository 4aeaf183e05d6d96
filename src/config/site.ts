/**
 * Site-wide constants that several config modules share. Keeping them here
 * means the navbar, footer, redirects and tests agree on one value.
 */

/** Where the production site lives. */
export const siteUrl = 'https://docusaurus.io';

/**
 * The base path the site is served under. CI and previews may build the site
 * under a sub-path (`BASE_URL=/some/path/ npm run build`); it must start and
 * end with a slash.
 */
export function resolveBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const baseUrl = env.BASE_URL ?? '/';
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`BASE_URL must start and end with "/" (got "${baseUrl}"), for example BASE_URL=/docs-preview/`);
  }
  return baseUrl;
}

export const githubRepoUrl = 'https://github.com/facebook/docusaurus';

/** Edit links point at the website folder of the main branch. */
export const editUrl = `${githubRepoUrl}/edit/main/website/`;

export const discordUrl = 'https://discord.gg/docusaurus';

/** The docs versions readers can pick, newest first, as listed in versions.json. */
export const currentVersionLabel = 'Canary';

/**
 * `DOCS_VERSIONS=current npm start` builds only the listed versions
 * (comma-separated names): a faster loop when editing one version. Unset, every
 * version is built, as in CI and production.
 */
export function onlyIncludeVersions(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const names = env.DOCS_VERSIONS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names && names.length > 0 ? names : undefined;
}

/**
 * Deploy previews (a pull request's preview build) log route changes to the
 * console to help reviewers debug navigation (spec §7). Set
 * `DEPLOY_PREVIEW=true`, or build on Netlify, whose `CONTEXT` says so.
 */
export function isDeployPreview(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEPLOY_PREVIEW === 'true' || env.CONTEXT === 'deploy-preview';
}

/**
 * Token of the hosted feedback board embedded on /feature-requests/ (a
 * Canny board). Empty: the page shows the explanation and discussion link only.
 */
export function featureRequestsBoardToken(env: NodeJS.ProcessEnv = process.env): string {
  return env.FEATURE_REQUESTS_BOARD_TOKEN ?? '';
}
