/**
 * The docs plugins' global data in `main.js`, written compactly.
 *
 * Every docs plugin lists each doc of each version (id, path, sidebar) in
 * the global data, which every page loads with `main.js`: the theme reads it
 * to find the same doc in another version (the version dropdown, the "latest
 * version" banner) and to link navbar items to docs. With shards, it is what
 * still grew `main.js` with each added page. Most of a doc's path repeats its
 * id, and docs in a row share a sidebar, so the browser build ships only what
 * cannot be derived: the id, the path when it differs from the id's, and a
 * marker where the sidebar changes (a doc with other fields, such as
 * `unlisted`, is kept whole). `expandGlobalData` rebuilds the exact
 * original, as the server build renders pages with it, before anything
 * reads it.
 *
 * Runs in the browser (the generated globalData module) and in Node (the
 * build and the tests).
 */

interface DocEntry {
  id: string;
  path: string;
  sidebar?: string;
  /** Other flags (`unlisted`): such a doc is kept whole. */
  [key: string]: unknown;
}

interface VersionData {
  path: string;
  docs: DocEntry[];
  [key: string]: unknown;
}

/** A doc whose path follows from its id, in the sidebar of the docs before it. */
type CompactDoc = string;
/** A doc whose path does not follow from its id. */
type CompactDocWithPath = [id: string, path: string];
/** The sidebar of the docs that follow (null: none). */
type SidebarMarker = {sidebar: string | null};
/** A doc with other fields than id, path and sidebar, as it is. */
type WholeDoc = {doc: DocEntry};
type CompactEntry = CompactDoc | CompactDocWithPath | SidebarMarker | WholeDoc;

type GlobalData = Record<string, Record<string, unknown>>;

/** The global data key of the docs plugin (one entry per instance). */
export const docsPluginName = 'docusaurus-plugin-content-docs';

/** The path Docusaurus gives a doc with this id when nothing else sets it: `a/b` → `/docs/a/b`, `a/index` → `/docs/a/`. */
export function derivedDocPath(versionPath: string, id: string): string {
  const base = versionPath.replace(/\/$/, '');
  const slug = id === 'index' ? '' : id.endsWith('/index') ? id.slice(0, -'index'.length) : id;
  return `${base}/${slug}`;
}

export function compactDocs(version: VersionData): CompactEntry[] {
  const entries: CompactEntry[] = [];
  let sidebar: string | null = null;
  for (const doc of version.docs) {
    const keys = Object.keys(doc).join();
    if (keys !== 'id,path' && keys !== 'id,path,sidebar') {
      entries.push({doc});
      continue;
    }
    const docSidebar = (doc.sidebar as string | undefined) ?? null;
    if (docSidebar !== sidebar) {
      entries.push({sidebar: docSidebar});
      sidebar = docSidebar;
    }
    entries.push(doc.path === derivedDocPath(version.path, doc.id) ? doc.id : [doc.id, doc.path]);
  }
  return entries;
}

export function expandDocs(versionPath: string, entries: CompactEntry[]): DocEntry[] {
  const docs: DocEntry[] = [];
  let sidebar: string | null = null;
  const push = (id: string, path: string) => docs.push(sidebar === null ? {id, path} : {id, path, sidebar});
  for (const entry of entries) {
    if (typeof entry === 'string') {
      push(entry, derivedDocPath(versionPath, entry));
    } else if (Array.isArray(entry)) {
      push(...entry);
    } else if ('doc' in entry) {
      docs.push(entry.doc);
    } else {
      sidebar = entry.sidebar;
    }
  }
  return docs;
}

/** Each version of each docs instance rewritten by `rewrite`, everything else as it is. */
function mapDocsVersions(globalData: GlobalData, rewrite: (version: Record<string, unknown>) => Record<string, unknown>): GlobalData {
  const instances = globalData[docsPluginName];
  if (!instances) return globalData;
  const mapped: Record<string, unknown> = {};
  for (const [instance, data] of Object.entries(instances)) {
    const {versions} = data as {versions: Record<string, unknown>[]};
    mapped[instance] = {...(data as object), versions: versions.map(rewrite)};
  }
  return {...globalData, [docsPluginName]: mapped};
}

/** A copy with one key renamed and its value replaced, in the same place among the keys. */
function replaceKey(object: Record<string, unknown>, from: string, to: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([key, old]) => (key === from ? [to, value] : [key, old])));
}

/** The global data with each docs version's `docs` written as `compactDocs`. */
export function compactGlobalData(globalData: GlobalData): GlobalData {
  return mapDocsVersions(globalData, (version) => replaceKey(version, 'docs', 'compactDocs', compactDocs(version as unknown as VersionData)));
}

/** The inverse of compactGlobalData: the original, key order included. */
export function expandGlobalData(globalData: GlobalData): GlobalData {
  return mapDocsVersions(globalData, (version) =>
    'compactDocs' in version ? replaceKey(version, 'compactDocs', 'docs', expandDocs(version.path as string, version.compactDocs as CompactEntry[])) : version,
  );
}
