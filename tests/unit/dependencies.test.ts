/**
 * Every package the code imports by name is declared in package.json
 * (CONTRIBUTING, "Dependencies"). One reached only through another
 * package's dependencies (Docusaurus's remark packages, say) resolves today
 * because npm hoists it, and can move or vanish in an upgrade. Client
 * aliases that the bundler resolves are not packages and are left out.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {codeFile, codeFiles, codeFolders, siteDir} from './codeFiles';

/** Aliases of the bundler: the theme's components, the site's folders, generated modules, our route shards' loader. */
const aliasPrefixes = ['@theme/', '@theme-original/', '@theme-init/', '@site/', '@generated/', '@route-shards/'];

/** Docusaurus's client modules (`@docusaurus/Link`), as its type declarations name them. */
function docusaurusClientAliases(): Set<string> {
  const declarations = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts'), 'utf8');
  // A RegExp from a string: the import scanner below would read a regular expression literal with these words as a declaration.
  const declaration = new RegExp("declare module '(@docusaurus/[^']+)'", 'g');
  return new Set([...declarations.matchAll(declaration)].map((match) => match[1]!));
}

/** The package a bare specifier names: `prismjs/components/prism-bash` → `prismjs`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

test('every package imported by name is declared in package.json', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const declared = new Set([...Object.keys(manifest.dependencies!), ...Object.keys(manifest.devDependencies!)]);
  const builtins = new Set(builtinModules);
  const clientAliases = docusaurusClientAliases();
  expect(clientAliases.has('@docusaurus/Link')).toBe(true);

  const files = [
    ...codeFolders.flatMap((folder) => codeFiles(path.join(siteDir, folder))),
    ...fs
      .readdirSync(siteDir)
      .filter((name) => codeFile.test(name))
      .map((name) => path.join(siteDir, name)),
  ];
  const undeclared: string[] = [];
  for (const file of files) {
    // Real import and require calls only, not module names inside strings or comments.
    const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const {fileName: specifier} of importedFiles) {
      if (/^[./]|^node:/.test(specifier) || aliasPrefixes.some((prefix) => specifier.startsWith(prefix)) || clientAliases.has(specifier)) {
        continue;
      }
      const name = packageOf(specifier);
      // A type-only import of `hast` comes from @types/hast.
      if (!builtins.has(name) && !declared.has(name) && !declared.has(`@types/${name.replace('@', '').replace('/', '__')}`)) {
        undeclared.push(`${path.relative(siteDir, file)}: ${specifier}`);
      }
    }
  }
  expect(files.length).toBeGreaterThan(100);
  expect(undeclared).toEqual([]);
});
