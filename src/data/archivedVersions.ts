/**
 * Docs of versions this site no longer builds, kept online elsewhere. Shown
 * on /versions as external links.
 */
export type ArchivedVersion = {label: string; url: string; note: string};

export const archivedVersions: ArchivedVersion[] = [
  {
    label: '1.x',
    url: 'https://v1.docusaurus.io/',
    note: 'The first generation of Docusaurus, on its own archived site.',
  },
];
