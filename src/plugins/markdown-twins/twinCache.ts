/**
 * Twins kept from the last build, one file a page, in the folder Rspack
 * also keeps its cache in (node_modules/.cache/). Parsing a page's MDX is
 * most of what its twin costs, and a rebuild after an edit changes few
 * pages, so a twin is reused when nothing it was made from has changed:
 *
 * - `inputs`: its source, what the built page shows, its metadata;
 * - `codeVersion`: the converter's own files and the installed packages
 *   (worker.cjs hashes them);
 * - its links: each one it resolved (another page's address, a built image)
 *   must resolve to the same address now, since a page can appear or go
 *   without any change to the page that links to it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {threadId} from 'node:worker_threads';

/** How the twin resolved each link and image path it holds: [as written, resolved] (null: left as it was). */
export type ResolvedLinks = [string, string | null][];

type Entry = {key: string; markdown: string; links: ResolvedLinks};

export type TwinCache = {
  /** The twin made last time from the same inputs, if its links all resolve as they did. */
  read(permalink: string, inputs: unknown, resolveUrl: (url: string) => string | undefined): Promise<string | undefined>;
  write(permalink: string, inputs: unknown, markdown: string, links: ResolvedLinks): Promise<void>;
};

export function twinCache(dir: string, codeVersion: string): TwinCache {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  const fileOf = (permalink: string) => path.join(dir, `${hash(permalink).slice(0, 32)}.json`);
  const keyOf = (inputs: unknown) => hash(`${codeVersion}\n${JSON.stringify(inputs)}`);
  return {
    async read(permalink, inputs, resolveUrl) {
      let entry: Entry;
      try {
        entry = JSON.parse(await fs.readFile(fileOf(permalink), 'utf8')) as Entry;
      } catch {
        return undefined; // not there yet, or unreadable: made again
      }
      const unchanged = entry.key === keyOf(inputs) && entry.links.every(([url, resolved]) => (resolveUrl(url) ?? null) === resolved);
      return unchanged ? entry.markdown : undefined;
    },
    async write(permalink, inputs, markdown, links) {
      await fs.mkdir(dir, {recursive: true});
      // Written aside, then renamed into place: two builds at once never read each other's half-written file.
      const file = fileOf(permalink);
      const partial = `${file}.${process.pid}-${threadId}.partial`;
      await fs.writeFile(partial, JSON.stringify({key: keyOf(inputs), markdown, links} satisfies Entry));
      await fs.rename(partial, file);
    },
  };
}
