/**
 * The doc at an address, and the same doc in the other versions, found in
 * a table built once per version instead of by a scan of every doc.
 *
 * Docusaurus's `getActiveDocContext` (the docs plugin's docsClientUtils)
 * tests the address against each doc path of the active version in turn,
 * then scans every doc of every version for the doc's other versions; the
 * navbar's docs items call it several times on every render. That is work
 * in proportion to the number of docs, on every page, in the browser and
 * at build time: with 5,000 more docs it was 14% of rendering time.
 *
 * The table answers exactly what the scan did. A doc path is matched as
 * React Router matches it (exact, trailing slash optional, ASCII letters in
 * any case); a version with a path the table cannot answer that way (route
 * syntax, non-ASCII characters) keeps the scan.
 */

import {asciiLowerCase, isPlainAsciiPath, nonAscii} from '../../utils/plainRoutePath.cjs';

interface Doc {
  id: string;
  path: string;
}
interface Version<D extends Doc> {
  name: string;
  docs: D[];
}

/** What an exact, non-strict, case-insensitive match compares: the path without one trailing slash, ASCII letters folded. */
const matchKey = (path: string) => asciiLowerCase(path.endsWith('/') ? path.slice(0, -1) : path);

// null: the version has a doc path only the scan can match.
const tables = new WeakMap<Doc[], Map<string, Doc> | null>();

function tableOf<D extends Doc>(docs: D[]): Map<string, D> | null {
  let table = tables.get(docs);
  if (table === undefined) {
    table = docs.every((doc) => isPlainAsciiPath(doc.path)) ? new Map() : null;
    // The first doc of a path wins, as with `find`.
    for (const doc of table ? docs : []) {
      const key = matchKey(doc.path);
      if (!table!.has(key)) table!.set(key, doc);
    }
    tables.set(docs, table);
  }
  return table as Map<string, D> | null;
}

/** The doc whose path matches the address; `scan` is Docusaurus's own search, for what the table cannot answer. */
export function findDocByPath<D extends Doc>(docs: D[], pathname: string, scan: () => D | undefined): D | undefined {
  const table = tableOf(docs);
  // A non-ASCII address may still match through case folding beyond ASCII; leave it to the scan.
  return table && !nonAscii.test(pathname) ? table.get(matchKey(pathname)) : scan();
}

const alternates = new WeakMap<object, Map<string, Record<string, Doc>>>();

/** The doc with this id in each version, by version name (the last one, if a version had two). */
export function alternateDocs<D extends Doc>(data: {versions: Version<D>[]}, docId: string): Record<string, D> {
  let byId = alternates.get(data);
  if (!byId) {
    byId = new Map();
    for (const version of data.versions) {
      for (const doc of version.docs) {
        const found = byId.get(doc.id) ?? {};
        found[version.name] = doc;
        byId.set(doc.id, found);
      }
    }
    alternates.set(data, byId);
  }
  // A new object each time, as the scan returned.
  return {...(byId.get(docId) as Record<string, D> | undefined)};
}
