import {pageTextStartId} from './indexMarkers';
import {addedNames, closeTableCells, definedNames, docKeywordsByPath, kindOfPage, prepareForIndex, scopeOfPage} from './pages';
import {titleKeysNamedIn} from './titleWords';

const page = (classes: string, body = '<main><h1>Title</h1></main>') =>
  `<!doctype html><html lang=en-US dir=ltr class="${classes}" data-has-hydrated=false><head></head><body>${body}</body></html>`;

test('docs pages are scoped by their version, community pages apart', () => {
  expect(scopeOfPage('docs/cli/', page('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page'))).toBe('docs-current');
  expect(scopeOfPage('docs/2.x/cli/', page('plugin-docs plugin-id-default docs-version-2.x docs-doc-page'))).toBe('docs-2.x');
  expect(scopeOfPage('docs/3.0.0-rc.1/cli/', page('plugin-docs plugin-id-default docs-version-3.0.0-rc.1 docs-doc-page'))).toBe('docs-3.0.0-rc.1');
  expect(scopeOfPage('community/support/', page('plugin-docs plugin-id-community docs-version-current docs-doc-page'))).toBe('community');
});

test('blog and changelog posts are indexed; their lists, tags and archives are not', () => {
  expect(scopeOfPage('blog/a-post/', page('blog-wrapper blog-post-page plugin-blog plugin-id-default'))).toBe('blog');
  expect(scopeOfPage('changelog/2.0.0/', page('blog-wrapper blog-post-page plugin-blog plugin-id-changelog'))).toBe('changelog');
  expect(scopeOfPage('blog/', page('blog-wrapper blog-list-page plugin-blog plugin-id-default'))).toBeUndefined();
  expect(scopeOfPage('blog/tags/release/', page('blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default'))).toBeUndefined();
  expect(scopeOfPage('blog/archive/', page('blog-wrapper blog-archive-page plugin-blog plugin-id-default'))).toBeUndefined();
});

test('site pages are indexed, except the test area, the search page and the not-found page', () => {
  expect(scopeOfPage('', page('plugin-pages plugin-id-default'))).toBe('pages');
  expect(scopeOfPage('showcase/', page('plugin-pages plugin-id-default'))).toBe('pages');
  expect(scopeOfPage('tests/pages/markdown/', page('plugin-pages plugin-id-default'))).toBeUndefined();
  expect(scopeOfPage('tests/docs/standalone/', page('plugin-docs plugin-id-default docs-version-current docs-doc-page'))).toBeUndefined();
  expect(scopeOfPage('search/', page('plugin-search-pagefind plugin-id-default'))).toBeUndefined();
  expect(scopeOfPage('404/', page(''))).toBeUndefined();
  // Another docs or blog instance (the test area's) is not one of the site's scopes.
  expect(scopeOfPage('other/x/', page('plugin-docs plugin-id-other docs-version-current docs-doc-page'))).toBeUndefined();
});

test('the page handed to the indexer carries its scope, kind and title words and keeps table cells apart', () => {
  // As minified: optional closing tags left out.
  const html = page('plugin-pages', '<main class=x><h1>Options</h1><table><tr><th>Key<th>Type</table></main>');
  const prepared = prepareForIndex('docs/cli/', html, 'docs-2.x', 'reference');
  expect(prepared).toContain(
    '<main class=x><span data-pagefind-filter="scope:docs-2.x"></span><span data-pagefind-filter="kind:reference"></span><span data-pagefind-filter="title:option"></span><span data-pagefind-filter="titled:option"></span><h1 ',
  );
  expect(prepared).toContain('<tr> <th>Key</th> <th>Type</th></tr></table>');
});

test('a short docs title is a filter whole, so a query that names it among other words finds the page', () => {
  const titled = (title: string, scope: string) =>
    prepareForIndex('docs/x/', page('plugin-docs', `<main><h1>${title}</h1></main>`), scope).match(/data-pagefind-filter="titled:([^"]*)"/)?.[1];
  expect(titleKeysNamedIn('how to show multiple sidebars')).toContain(titled('Multiple sidebars', 'docs-current'));
  expect(titleKeysNamedIn('items of a sidebar')).toContain(titled('Sidebar items', 'docs-3.0.0-rc.1'));
  // Longer titles are found by their words; pages other than docs are not answers a title names.
  expect(titled('Migrating from Docusaurus v1 to v2', 'docs-2.x')).toBeUndefined();
  expect(titled('Support', 'community')).toBeUndefined();
});

test("the page handed to the indexer has no placeholder of React's for content that a script moves in", () => {
  const html = page('plugin-pages', '<main><h1>Playground</h1><!--$?--><template id="B:0"></template><pre>code</pre><!--/$--></main>');
  expect(prepareForIndex('docs/playground/', html, 'docs-current')).not.toContain('<template');
});

test('the title, code-name headings and the names reference tables define weigh more than text', () => {
  const html = page(
    'plugin-docs plugin-id-default docs-version-current docs-doc-page',
    '<main><h1>Site config</h1><h2 id=a>Deployment<a href=#a class=hash-link>#</a></h2>' +
      '<h3 class=anchor id=b><code>trailingSlash</code><a href=#b class=hash-link>#</a></h3>' +
      '<table><tr><td><code>baseUrl</code><td><code>string</code><td>Where the site lives</table></main>',
  );
  const prepared = prepareForIndex('docs/api/docusaurus-config/', html, 'docs-current');
  expect(prepared).toContain('<h1 data-pagefind-weight="10">Site config</h1>');
  expect(prepared).toContain('<h2 id=a>Deployment'); // a heading in words keeps Pagefind's own heading weight
  expect(prepared).toContain('<h3 data-pagefind-weight="10" class=anchor id=b><code>trailingSlash</code>');
  expect(prepared).toContain(
    '<tr data-pagefind-weight="2"> <td data-pagefind-weight="5"><code>baseUrl</code></td> <td><code>string</code></td> <td>Where the site lives</td></tr></table>',
  );
});

test('every table cell and row is closed for the indexer, which would read an unclosed cell as holding the rest of the table', () => {
  expect(closeTableCells('<table><thead><tr><th>Key<th>Type<tbody><tr><td><code>url</code><td>string<tr><td>b</td><td>c</tr></table><p>after')).toBe(
    '<table><thead><tr><th>Key</th><th>Type</th></tr><tbody><tr><td><code>url</code></td><td>string</td></tr><tr><td>b</td><td>c</td></tr></table><p>after',
  );
  // A table inside a cell closes its own cells, not the outer one.
  expect(closeTableCells('<table><tr><td>a<table><tr><td>in</table>b<td>c</table>')).toBe(
    '<table><tr><td>a<table><tr><td>in</td></tr></table>b</td><td>c</td></tr></table>',
  );
});

test('the names a code heading or cell defines are indexed as separate words', () => {
  expect(definedNames('contentLoaded({content, actions})')).toBe('contentLoaded content actions');
  expect(definedNames('colorMode.defaultMode')).toBe('colorMode.defaultMode colorMode defaultMode');
  expect(definedNames('docusaurus docs:version')).toBe('docusaurus docs:version docs version');
  expect(definedNames('&lt;Tabs&gt; "quoted"')).toBe('Tabs quoted');
});

test('a defined name the code already shows as a word is not added to the page text again', () => {
  expect(addedNames('keywords')).toBe('');
  expect(addedNames('colorMode.defaultMode')).toBe('colorMode defaultMode');
  const row = prepareForIndex(
    'docs/blog/',
    page('plugin-id-default', '<main><h1>Blog</h1><table><tr><td><code>keywords</code><td>string[]</table></main>'),
    'docs-current',
  );
  expect(row).toContain('<td data-pagefind-weight="5">');
  expect(row).not.toContain('data-search-names');
});

test('a changelog entry or post titled with a version carries its release keys', () => {
  const entry = (title: string, scope: string) =>
    prepareForIndex('changelog/x/', page('blog-post-page plugin-id-changelog', `<main><article><h1 class=t>${title}</h1></article></main>`), scope);
  expect(entry('Docusaurus 2.4.3', 'changelog')).toContain('<span data-pagefind-filter="release:2.4.3"></span>');
  const stable = entry('Docusaurus 2.3.0', 'changelog');
  expect(stable).toContain('<span data-pagefind-filter="release:2.3"></span>');
  expect(stable).toContain('<span data-pagefind-filter="release:2.3.0"></span>');
  expect(entry('2.0.0-beta.0', 'changelog')).toContain('<span data-pagefind-filter="release:2.0.0-beta.0"></span>');
  expect(entry('Announcing Docusaurus 2.0', 'blog')).toContain('<span data-pagefind-filter="release:2.0.0"></span>');
  // Docs pages that name versions are not releases.
  expect(entry('Docusaurus 2.3.0', 'docs-current')).not.toContain('release:');
});

test('a page without <main> fails the build and names the page', () => {
  expect(() => prepareForIndex('docs/broken/', page('plugin-pages', '<div>no main</div>'), 'pages')).toThrow(
    'Search index: the page /docs/broken/ has no <main> element to index.',
  );
});

test('of the body, only <main> reaches the indexer: not the navbar, the sidebar or the footer', () => {
  const html = page(
    'plugin-docs plugin-id-default docs-version-current docs-doc-page',
    '<nav>Navbar words</nav><aside><ul><li>Sidebar words</ul></aside><main><h1>Title</h1><p>Page words</main><footer>Footer words</footer>',
  );
  const prepared = prepareForIndex('docs/cli/', html, 'docs-current');
  expect(prepared).toMatch(
    /^<!doctype html><html lang=en-US dir=ltr .*<head><\/head><body><main><span data-pagefind-filter="scope:docs-current"><\/span><span data-pagefind-filter="kind:guide"><\/span><span data-pagefind-filter="title:titl"><\/span><span data-pagefind-filter="titled:titl"><\/span><h1 /,
  );
  expect(prepared).toContain('<p>Page words</main></body></html>');
  expect(prepared).not.toMatch(/Navbar|Sidebar|Footer/);
});

test("a docs page's kind: reference when its version's reference sidebar lists it, upgrading in the migration folder", () => {
  const docsPage = (version: string, id: string) => page(`docs-wrapper plugin-docs plugin-id-default docs-version-${version} docs-doc-page docs-doc-id-${id}`);
  const referenceDocs = new Set(['current:cli', 'current:api/plugins/plugin-pwa', '2.x:cli']);
  expect(kindOfPage(docsPage('current', 'cli'), referenceDocs)).toBe('reference');
  expect(kindOfPage(docsPage('current', 'api/plugins/plugin-pwa'), referenceDocs)).toBe('reference');
  expect(kindOfPage(docsPage('2.x', 'cli'), referenceDocs)).toBe('reference');
  // The same id in a version whose reference sidebar does not list it.
  expect(kindOfPage(docsPage('3.0.0-rc.1', 'cli'), referenceDocs)).toBe('guide');
  expect(kindOfPage(docsPage('current', 'installation'), referenceDocs)).toBe('guide');
  expect(kindOfPage(docsPage('current', 'migration/v2/manual'), referenceDocs)).toBe('upgrading');
  // Other docs instances and other pages are guides.
  expect(kindOfPage(page('plugin-docs plugin-id-community docs-version-current docs-doc-page docs-doc-id-migration/x'), referenceDocs)).toBe('guide');
  expect(kindOfPage(page('blog-wrapper blog-post-page plugin-blog plugin-id-default'), referenceDocs)).toBe('guide');
});

test("a doc's keywords are indexed after its title, weighted, and nowhere else", () => {
  const html = page('plugin-docs plugin-id-default docs-version-current docs-doc-page', '<main><h1>Create a doc</h1><p>Text</p></main>');
  const prepared = prepareForIndex('docs/create-doc/', html, 'docs-current', 'guide', ['hide a doc while writing', 'a <draft>']);
  expect(prepared).toContain(
    '<h1 data-pagefind-weight="10">Create a doc</h1><p data-pagefind-weight="2">hide a doc while writing. a &lt;draft&gt;.</p>' +
      `<span id="${pageTextStartId}"></span><p>Text</p>`,
  );
  expect(prepareForIndex('docs/create-doc/', html, 'docs-current')).not.toContain('data-pagefind-weight="2"');
  expect(prepareForIndex('docs/create-doc/', html, 'docs-current')).not.toContain(pageTextStartId);
});

test("each doc's keywords are found under the folder of its built page, with or without a trailing slash in its permalink", () => {
  const doc = (permalink: string, keywords?: string[]) => ({permalink, frontMatter: {keywords}});
  const found = docKeywordsByPath(
    [{loadedVersions: [{docs: [doc('/docs/create-doc', ['hide a doc while writing']), doc('/docs/', ['start here']), doc('/docs/cli')]}]}],
    '/',
  );
  expect(found).toEqual(
    new Map([
      ['docs/create-doc/', ['hide a doc while writing']],
      ['docs/', ['start here']],
    ]),
  );
});
