/** Reading sidebars and doc folders the way the docs plugin does, for the sidebar tests. */
import fs from 'node:fs';
import path from 'node:path';

export type Item = string | {type?: string; id?: string; link?: {type: string; id?: string; slug?: string}; items?: Item[]};

/** Doc ids a sidebar shows, category landing docs included. */
export function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIds(item.items ?? [])];
  });
}

export function generatedIndexSlugs(items: Item[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string'
      ? []
      : [...(item.link?.type === 'generated-index' && item.link.slug ? [item.link.slug] : []), ...generatedIndexSlugs(item.items ?? [])],
  );
}

/** Every doc file under `dir` (a version folder), as a doc id (path without extension). */
export function docsOnDisk(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) {
      return docsOnDisk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return /\.mdx?$/.test(entry.name) ? [`${prefix}${entry.name.replace(/\.mdx?$/, '')}`] : [];
  });
}
