/**
 * Imports run one way between folders: no folder of the code imports,
 * directly or through others, a folder that imports it. A folder here is a
 * top-level folder of src/ (config, data, utils…), or one plugin, component,
 * theme component or framework-edits part, and scripts/, tests/ and
 * website-tests/ each count as one. Shared code goes to src/data or
 * src/utils.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeFiles, codeFolders, siteDir} from './codeFiles';

/** Folders of src/ whose subfolders are each a unit of their own. */
const splitFolders = ['plugins', 'components', 'theme', 'framework-edits'];

/** The folder a file (or a folder) belongs to, as this test counts folders. */
function folderOf(file: string): string {
  const parts = path.relative(siteDir, file).split(path.sep);
  if (parts[0] !== 'src') return parts[0];
  return splitFolders.includes(parts[1]) && parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
}

/** Relative and @site/ imports, requires and dynamic imports of a file, resolved to paths. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*)['"]([^'"]+)['"]/g)].flatMap(([, request]) => {
    if (request.startsWith('.')) return [path.resolve(path.dirname(file), request)];
    if (request.startsWith('@site/')) return [path.join(siteDir, request.slice('@site/'.length))];
    return [];
  });
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of codeFolders.flatMap((folder) => codeFiles(path.join(siteDir, folder)))) {
    const from = folderOf(file);
    for (const target of importsOf(file)) {
      const isFolder = fs.existsSync(target) && fs.statSync(target).isDirectory();
      const to = folderOf(isFolder ? path.join(target, 'index') : target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Groups of folders that import each other, directly or in a ring (Tarjan's algorithm). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

test('no two folders of the code import each other, directly or through others', () => {
  const graph = folderGraph();
  expect(graph.size).toBeGreaterThan(20);
  expect(cycles(graph)).toEqual([]);
});

test('a ring of imports is found', () => {
  const ring = new Map([
    ['src/config', new Set(['src/plugins/search-pagefind'])],
    ['src/plugins/search-pagefind', new Set(['src/utils', 'src/config'])],
  ]);
  expect(cycles(ring)).toEqual([['src/config', 'src/plugins/search-pagefind']]);
});
