/**
 * Which built pages go into the search index, and with what scope. The theme
 * marks every page's <html> element with classes naming the plugin that made
 * it (`plugin-id-community`), the docs version (`docs-version-2.x`) and the
 * kind of page (`docs-doc-page`, `blog-post-page`); the scope is read from
 * those, so it follows the site's configuration rather than URL patterns.
 *
 * Lists (blog pages, tags, archives) repeat what their posts say and are
 * left out, as are the test area, the search page and the not-found page.
 */
import {mainElementRange} from '../../utils/mainElement';
import {releasesNamedIn} from './releases';
import {pageTextStartId} from './indexMarkers';
import {docsScope, upgradingFolder, type PageKind} from './scopes';
import {namedTitleKey, titleWords} from './titleWords';

/** Site paths (relative to the base URL, no leading slash) never indexed. */
const excludedPaths = [/^tests\//, /^search\//, /^404\//, /^__docusaurus\//];

function htmlClasses(html: string): Set<string> {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const value = /\bclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  return new Set((value?.[1] ?? value?.[2] ?? value?.[3] ?? '').split(/\s+/).filter(Boolean));
}

/**
 * The scope of a built page, or undefined when it is not indexed.
 * `routePath` is relative to the base URL, with a trailing slash ("docs/cli/").
 */
export function scopeOfPage(routePath: string, html: string): string | undefined {
  if (excludedPaths.some((pattern) => pattern.test(routePath))) {
    return undefined;
  }
  const classes = htmlClasses(html);
  if (classes.has('docs-doc-page')) {
    if (classes.has('plugin-id-default')) {
      const version = [...classes].find((name) => name.startsWith('docs-version-'));
      return version ? docsScope(version.slice('docs-version-'.length)) : undefined;
    }
    return classes.has('plugin-id-community') ? 'community' : undefined;
  }
  if (classes.has('blog-post-page')) {
    if (classes.has('plugin-id-default')) {
      return 'blog';
    }
    return classes.has('plugin-id-changelog') ? 'changelog' : undefined;
  }
  if (classes.has('plugin-pages')) {
    return 'pages';
  }
  return undefined;
}

/**
 * The kind of an indexed page (scopes.ts): read from the doc id and version
 * the theme puts on <html> (`docs-doc-id-api/plugins/plugin-pwa`,
 * `docs-version-2.x`); `referenceDocs` holds "<version>:<doc id>" for every
 * doc of a version's reference sidebar.
 */
export function kindOfPage(html: string, referenceDocs: ReadonlySet<string>): PageKind {
  const classes = htmlClasses(html);
  if (!classes.has('docs-doc-page') || !classes.has('plugin-id-default')) {
    return 'guide';
  }
  const id = [...classes].find((name) => name.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  const version = [...classes].find((name) => name.startsWith('docs-version-'))?.slice('docs-version-'.length);
  if (id === undefined || version === undefined) {
    return 'guide';
  }
  if (referenceDocs.has(`${version}:${id}`)) {
    return 'reference';
  }
  return id.startsWith(upgradingFolder) ? 'upgrading' : 'guide';
}

/** Pagefind's largest weight; body text weighs 1. */
const maxWeight = 10;
/**
 * Each doc's `keywords` front matter, by the folder of its built page under
 * the base URL ("docs/create-doc/", as the indexer names pages): a doc's
 * permalink may lack the trailing slash its page has.
 */
export function docKeywordsByPath(
  instances: {loadedVersions: {docs: {permalink: string; frontMatter: {keywords?: string[]}}[]}[]}[],
  baseUrl: string,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const doc of instances.flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs))) {
    const {keywords} = doc.frontMatter;
    if (keywords && keywords.length > 0 && doc.permalink.startsWith(baseUrl)) {
      found.set(doc.permalink.slice(baseUrl.length).replace(/\/?$/, '/'), keywords);
    }
  }
  return found;
}

/**
 * A doc's `keywords`: the tasks and questions it answers, in readers' words.
 * Twice the text's weight: more pulled readers to the top of long pages
 * rather than the section that answers (PERFORMANCE.md, "Search").
 */
const keywordsWeight = 2;
/** The name in the first cell of a reference table row (`<td><code>trailingSlash</code>`). */
const definitionCellWeight = 5;
/** The rest of that row: what the name is and does, which says more than text around it. */
const definitionRowWeight = 2;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

/**
 * The names a code heading or table cell defines, as separate words:
 * `contentLoaded({content, actions})` → "contentLoaded content actions",
 * `colorMode.defaultMode` → "colorMode.defaultMode colorMode defaultMode".
 * Pagefind reads `contentLoaded({content,` as one word; these go in an
 * attribute it indexes (`data-pagefind-index-attrs`) with the element's
 * weight, and the page shows the code as written.
 */
export function definedNames(code: string): string {
  const tokens = code
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .split(/[\s(){}[\],=<>'"`|;?!*]+/)
    .filter((token) => /[a-z]/i.test(token));
  const names = tokens.flatMap((token) => (/[.:/-]/.test(token) ? [token, ...token.split(/[.:/-]+/).filter(Boolean)] : [token]));
  return [...new Set(names)].join(' ');
}

/**
 * The names of `definedNames` that the code does not already show as words:
 * Pagefind puts an indexed attribute's text into the page's text, where a
 * result's excerpt shows it, so a name it reads from the code itself
 * (`keywords`) is not added again.
 */
export function addedNames(code: string): string {
  const shown = new Set(code.split(/\s+/));
  return definedNames(code)
    .split(' ')
    .filter((name) => name && !shown.has(name))
    .join(' ');
}

/** The element's opening tag, weighted, with the names its code defines indexed as words. */
function definition(tag: string, weight: number, code: string): string {
  const names = addedNames(code);
  const indexed = names ? ` data-pagefind-index-attrs="data-search-names" data-search-names="${names}"` : '';
  return `<${tag} data-pagefind-weight="${weight}"${indexed}`;
}

/**
 * The page with every table cell and row closed. The minified HTML leaves
 * out their optional closing tags, and the indexer does not infer them: it
 * reads each cell as holding the rest of its table, so the weight of a
 * reference table's name cell ran on over every row after it.
 */
export function closeTableCells(html: string): string {
  // One entry per open table (a table inside a cell has its own): its open cell and whether a row is open.
  const tables: {cell?: string; row: boolean}[] = [];
  return html.replace(/<(\/?)(td|th|tr|thead|tbody|tfoot|table)\b[^>]*>/gi, (tag: string, closing: string, name: string) => {
    const element = name.toLowerCase();
    if (element === 'table' && !closing) {
      tables.push({row: false});
      return tag;
    }
    const table = tables.at(-1);
    if (!table) {
      return tag;
    }
    let closed = '';
    const closeCell = () => {
      closed += table.cell ? `</${table.cell}>` : '';
      table.cell = undefined;
    };
    const closeRow = () => {
      closeCell();
      closed += table.row ? '</tr>' : '';
      table.row = false;
    };
    if (element === 'td' || element === 'th') {
      if (closing) {
        table.cell = undefined;
      } else {
        closeCell();
        table.cell = element;
      }
    } else if (element === 'tr' && closing) {
      closeCell();
      table.row = false;
    } else {
      closeRow();
      table.row = element === 'tr';
      if (element === 'table') {
        tables.pop();
      }
    }
    return closed + tag;
  });
}

/**
 * The page with nothing of its <body> but <main>. The indexer reads only
 * <main> (its root selector); the navbar, sidebar and footer around it are a
 * third of a docs page, more on a large site, and the rewrites below and the
 * transfer to Pagefind need not handle them.
 */
function headAndMain(html: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  const main = mainElementRange(html);
  if (!body || !main || body.index > main.start) {
    return html;
  }
  return `${html.slice(0, body.index + body[0].length)}${html.slice(main.start, main.end)}</body></html>`;
}

/**
 * The page as the indexer should read it:
 * - the scope and the kind of page as filters, on empty elements at the start
 *   of <main> (the indexed root);
 * - for a changelog entry or blog post whose title names a release
 *   ("Docusaurus 2.4.3"), a `release` filter with its keys, so a query that
 *   names a version finds the release itself before pages that mention it;
 * - the title's word forms as `title` filters, and a short docs title whole
 *   as a `titled` filter (titleWords.ts);
 * - the most weight for the page title and for headings that are just a name
 *   in code (`trailingSlash`), and more for the name a reference table row
 *   defines and for the rest of its row: a page about a word beats one that
 *   mentions it;
 * - a space before each table cell and list item: the minified HTML drops
 *   their optional closing tags and runs them together ("KeyTypeDefault"),
 *   which the indexer would read as one word;
 * - the doc's `keywords` front matter (readers' words for what the page
 *   answers: "hide a doc while writing" for drafts), weighted, after the
 *   title: the page shows them nowhere, so only the index gets them, and
 *   excerpts leave them out.
 * Throws, naming the page, if it has no <main>.
 */
export function prepareForIndex(routePath: string, html: string, scope: string, kind: PageKind = 'guide', keywords: string[] = []): string {
  if (!/<main\b[^>]*>/i.test(html)) {
    throw new Error(`Search index: the page /${routePath} has no <main> element to index.`);
  }
  html = closeTableCells(headAndMain(html));
  const main = /<main\b[^>]*>/i.exec(html)!;
  const title = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html.slice(main.index))?.[1] ?? '');
  const releases = scope === 'changelog' || scope === 'blog' ? releasesNamedIn(title) : [];
  const titled = namedTitleKey(title, scope);
  const marker = [
    `<span data-pagefind-filter="scope:${scope}"></span>`,
    `<span data-pagefind-filter="kind:${kind}"></span>`,
    ...releases.map((key) => `<span data-pagefind-filter="release:${key}"></span>`),
    // The title's words, for queries that ask to make something ("make a sidebar" → pages titled "sidebar").
    ...titleWords(title).map((word) => `<span data-pagefind-filter="title:${word}"></span>`),
    // A short docs title whole, for queries that name it among other words ("implement versioning" → "Versioning").
    ...(titled === undefined ? [] : [`<span data-pagefind-filter="titled:${titled}"></span>`]),
  ].join('');
  const end = main.index + main[0].length;
  // The mark after them tells the browser where the page's own text starts, for excerpts (client/pagefind.ts).
  const readersWords =
    keywords.length > 0 ? `<p data-pagefind-weight="${keywordsWeight}">${keywords.map(escapeHtml).join('. ')}.</p><span id="${pageTextStartId}"></span>` : '';
  return (
    (html.slice(0, end) + marker + html.slice(end))
      .replace(/<\/h1>/i, `</h1>${readersWords}`)
      .replace(/<h1(?=[\s>])/gi, `<h1 data-pagefind-weight="${maxWeight}"`)
      .replace(
        /<h([2-6])(?=[\s>])([^>]*>\s*<code>([^<]*)<\/code>\s*(?:<a\b[^>]*\bhash-link\b|<\/h\1>))/gi,
        (_, level: string, rest: string, code: string) => `${definition(`h${level}`, maxWeight, code)}${rest}`,
      )
      .replace(
        /<tr>(\s*)<td>(\s*<code>([^<]*)<\/code>)/gi,
        (_, space: string, cell: string, code: string) =>
          `<tr data-pagefind-weight="${definitionRowWeight}">${space}${definition('td', definitionCellWeight, code)}>${cell}`,
      )
      .replace(/<(td|th|li)(?=[\s>])/gi, ' <$1')
      // Where React left a Suspense boundary's content for a script to move in: Pagefind records the element's id as an anchor.
      .replace(/<template id="?B:\d+"?><\/template>/g, '')
  );
}
