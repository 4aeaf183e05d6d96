/** The site's own code files, for the tests that read every import (import cycles, declared dependencies). */
import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../..');

/** The folders that hold code; the config files sit at the top level beside them. */
export const codeFolders = ['src', 'scripts', 'tests', 'website-tests'];

export const codeFile = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Every code file under `dir`, at any depth, installed packages left out. */
export function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : codeFiles(file);
    }
    return entry.isFile() && codeFile.test(entry.name) ? [file] : [];
  });
}
