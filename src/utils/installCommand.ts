/** The install commands the canary page shows, shared by the component and the page's Markdown twin. */
export const defaultPackages = ['@docusaurus/core', '@docusaurus/preset-classic'] as const;

export function installCommand(packages: readonly string[], version: string): string {
  const specs = packages.map((name) => `${name}@${version}`);
  return `npm install ${specs.join(' ')}`;
}
