/**
 * The released docs versions (spec §2, issue "Versioned docs"): each
 * versioned sidebar lists exactly the docs of its version, and each version
 * keeps the pages and facts of its own release rather than today's.
 */
import fs from 'node:fs';
import path from 'node:path';
import currentSidebars from '../../sidebars';
import {siteDir} from './siteConfig';
import {docIds, docsOnDisk, generatedIndexSlugs, type Item} from './sidebarItems';
import {documentedFlags, installedCliFlags, releasedCliFlags, unknownFlags} from './cliFlags';

const versions: string[] = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));

function versionDir(version: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${version}`);
}

function versionSidebars(version: string): Record<string, Item[]> {
  const file = path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function read(version: string, docId: string): string {
  return fs.readFileSync(path.join(versionDir(version), `${docId}.mdx`), 'utf8');
}

/** Every page of a version, as [doc id, source]. */
function pages(version: string): [string, string][] {
  return docsOnDisk(versionDir(version)).map((id) => [id, read(version, id)]);
}

test('versions.json lists the released versions, newest first', () => {
  expect(versions).toEqual(['3.0.0-rc.1', '2.x']);
});

describe.each(versions)('version %s', (version) => {
  const sidebars = versionSidebars(version);
  const docs = docIds(sidebars.docs);
  const api = docIds(sidebars.api);

  test('has the same two sidebars as the current docs', () => {
    expect(Object.keys(sidebars)).toEqual(Object.keys(currentSidebars));
  });

  test('every doc on disk is in exactly one sidebar, and every sidebar entry exists', () => {
    const listed = [...docs, ...api];
    expect(listed.filter((id, index) => listed.indexOf(id) !== index)).toEqual([]);
    expect([...listed].sort()).toEqual(docsOnDisk(versionDir(version)).sort());
  });

  test('the introduction is the version root; reference pages use the api sidebar', () => {
    expect(docs[0]).toBe('introduction');
    expect(read(version, 'introduction')).toMatch(/^slug: \/$/m);
    expect(api).toEqual(expect.arrayContaining(['cli', 'docusaurus-core']));
    expect(docs.filter((id) => id.startsWith('api/'))).toEqual([]);
  });

  test('keeps the Getting Started and Guides index pages', () => {
    expect(generatedIndexSlugs(sidebars.docs)).toEqual(['/category/getting-started', '/category/guides']);
  });

  test('does not describe features that arrived after it', () => {
    // Docusaurus Faster, future.v4 and broken-anchor checks came with 3.1 and later.
    const later = /@docusaurus\/faster|future\.v4|\bv4: true|experimental_faster|onBrokenAnchors|CanaryVersion/;
    const offending = pages(version)
      .filter(([, source]) => later.test(source))
      .map(([id]) => id);
    expect(offending).toEqual([]);
  });

  test("documents only CLI flags that the version's released @docusaurus/core has", () => {
    const flags = releasedCliFlags[version];
    expect(flags).toBeDefined();
    const unknown = pages(version).flatMap(([id, source]) => unknownFlags(documentedFlags(source), flags!).map((use) => `${id}.mdx ${use}`));
    expect(unknown).toEqual([]);
  });
});

describe('CLI flags', () => {
  test('the current docs document only flags of the installed @docusaurus/core', () => {
    const docsDir = path.join(siteDir, 'docs');
    const flags = installedCliFlags(siteDir);
    expect(flags.deploy).toEqual(expect.arrayContaining(['--skip-build', '--target-dir']));
    const unknown = docsOnDisk(docsDir).flatMap((id) => {
      const file = ['.mdx', '.md'].map((ext) => path.join(docsDir, id + ext)).find((f) => fs.existsSync(f))!;
      return unknownFlags(documentedFlags(fs.readFileSync(file, 'utf8')), flags).map((use) => `${id} ${use}`);
    });
    expect(unknown).toEqual([]);
  });

  test('a flag from a later release is caught in a table, a code block and an npm script', () => {
    const page = [
      '## `docusaurus deploy` {#deploy}',
      '| Flag | Default | Description |',
      '| --- | --- | --- |',
      '| `--target-dir <dir>` | `.` | Sub-folder. |',
      '| `-l, --locale <locale>` | all | Locale. |',
      '```bash',
      'GIT_USER=me npx docusaurus deploy --skip-build --target-dir docs # comment --not-a-flag',
      'npm run build --workspace site -- --dev',
      '```',
    ].join('\n');
    expect(unknownFlags(documentedFlags(page), releasedCliFlags['2.x']!)).toEqual([
      'line 4: docusaurus deploy --target-dir',
      'line 7: docusaurus deploy --target-dir',
      'line 8: docusaurus build --dev',
    ]);
    expect(unknownFlags(documentedFlags(page), installedCliFlags(siteDir))).toEqual([]);
  });
});

describe('3.0.0-rc.1', () => {
  const ids = docsOnDisk(versionDir('3.0.0-rc.1'));

  test('has the v3 upgrade guide, the v2 migration with its four children and the Mermaid page', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'migration/v3',
        'migration/v2/index',
        'migration/v2/automated',
        'migration/v2/manual',
        'migration/v2/versioned-sites',
        'migration/v2/translated-sites',
        'api/themes/theme-mermaid',
      ]),
    );
  });

  test('asks for Node.js 18 and React 18', () => {
    const installation = read('3.0.0-rc.1', 'installation');
    expect(installation).toMatch(/Node\.js[^.\n]*\b18\b/);
    expect(installation).not.toMatch(/Node\.js[^.\n]*\b20\b/);
    expect(read('3.0.0-rc.1', 'migration/v3')).toMatch(/React 18/);
  });
});

describe('2.x', () => {
  const ids = docsOnDisk(versionDir('2.x'));

  test('has the v1 to v2 migration directly under migration/, and no v3 guide or Mermaid page', () => {
    expect(ids).toEqual(
      expect.arrayContaining(['migration/index', 'migration/automated', 'migration/manual', 'migration/versioned-sites', 'migration/translated-sites']),
    );
    expect(ids.filter((id) => /^migration\/v[23]\b/.test(id) || id === 'api/themes/theme-mermaid')).toEqual([]);
  });

  test('supports React 16.8.4 and 17 only, as the peer ranges of its packages do', () => {
    // Every 2.4.3 package asks for react ^16.8.4 || ^17.0.0, so npm 7+ refuses React 18.
    expect(read('2.x', 'installation')).toContain('`^16.8.4 || ^17.0.0`');
    const claimsReact18 = /React 17 (?:or|and) 18|React 18 (?:works|is (?:also )?supported|is fine)/;
    expect(
      pages('2.x')
        .filter(([, source]) => claimsReact18.test(source))
        .map(([id]) => id),
    ).toEqual([]);
  });

  test('installs with Node.js 16.14 and configures the site in JavaScript', () => {
    const installation = read('2.x', 'installation');
    expect(installation).toMatch(/16\.14/);
    expect(installation).toMatch(/docusaurus\.config\.js/);
    // TypeScript config files came with 3.0: no 2.x example may be titled as one.
    const tsConfigExamples = pages('2.x')
      .filter(([, source]) => /title="docusaurus\.config\.ts"/.test(source))
      .map(([id]) => id);
    expect(tsConfigExamples).toEqual([]);
  });
});
