import {buildVocabulary} from '../vocabulary';
import {toSearchHit, type Pagefind, type PagefindResult, type PagefindResultData} from './pagefind';
import {asksForNews, asksToUpgrade, isQuestion, meaningfulWords, preferPagesAbout, rankedSearch, thingMade} from './rankedSearch';
import type {PageKind} from '../scopes';
import {parseVocabulary} from './spelling';
import {namedTitleKey, titleWords} from '../titleWords';

type Page = {id: string; scope: string; words: string[]; score: number; release?: string[]; kind?: PageKind; title?: string};

/**
 * A stand-in for Pagefind: a page matches when it has every word of the term; filters by scope, release, kind (a
 * guide by default), title words and a short docs title whole, as pages.ts gives them to the index.
 */
function fakePagefind(pages: Page[]): Pagefind & {terms: (string | null)[]} {
  const terms: (string | null)[] = [];
  return {
    terms,
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    search: async (term, options) => {
      terms.push(term);
      const filters = options?.filters as {
        scope: {any: string[]};
        release?: {any: string[]};
        kind?: {any: PageKind[]};
        title?: {all: string[]};
        titled?: {any: string[]};
      };
      const titled = (page: Page) => filters.titled!.any.includes(namedTitleKey(page.title ?? '', page.scope) ?? '');
      const results: PagefindResult[] = pages
        .filter((page) => filters.scope.any.includes(page.scope))
        .filter((page) => !filters.release || page.release?.some((key) => filters.release!.any.includes(key)))
        .filter((page) => !filters.kind || filters.kind.any.includes(page.kind ?? 'guide'))
        .filter((page) => !filters.title || filters.title.all.every((word) => titleWords(page.title ?? '').includes(word)))
        .filter((page) => !filters.titled || titled(page))
        .filter((page) => term === null || term.split(' ').every((word) => page.words.includes(word)))
        .sort((a, b) => b.score - a.score)
        .map((page) => ({id: page.id, score: page.score, data: async () => ({url: page.id, excerpt: '', meta: {}, filters: {}})}));
      return {results};
    },
  };
}

const scopes = ['docs-current', 'community', 'blog', 'changelog', 'pages'];
const ids = (search: Awaited<ReturnType<typeof rankedSearch>>) => search?.results.map((result) => result.id);

test('questions keep the words that say what they are about', () => {
  expect(meaningfulWords('how do I add a version dropdown')).toBe('add version dropdown');
  expect(meaningfulWords('translate my site')).toBe('translate site');
  // "as" is on nearly every page: kept, it made any part with it look like a better answer.
  expect(meaningfulWords('custom components as navbar items')).toBe('custom components navbar items');
  expect(meaningfulWords('How to')).toBe('How to'); // nothing else to search for
});

test('words that ask for something, as issue titles do, are dropped too', () => {
  expect(meaningfulWords('Allow hiding of single articles via front matter')).toBe('hiding single articles front matter');
  expect(meaningfulWords('Css is not loading properly in build')).toBe('Css not loading build');
  expect(meaningfulWords('Add ability to change default language')).toBe('Add change default language');
});

test("an address's port is searched as a word of its own; a command's colon stays", () => {
  expect(meaningfulWords('start in 0.0.0.0:3000')).toBe('start 0.0.0.0 3000');
  expect(meaningfulWords('localhost:3000 not working')).toBe('localhost 3000 not working');
  expect(meaningfulWords('docs:version')).toBe('docs:version');
});

test('a major version named alone says which version the reader has, unless the query asks to upgrade or for news', () => {
  expect(meaningfulWords('prism.additionalLanguages broken in v2')).toBe('prism.additionalLanguages broken');
  expect(meaningfulWords('docusaurus 2 custom component in navbar')).toBe('docusaurus custom component navbar');
  expect(meaningfulWords('upgrade from docusaurus 2 to 3')).toBe('upgrade v2 v3');
  expect(meaningfulWords('docusaurus 2 beta announcement')).toBe('v2 beta announcement');
});

test('in a query about upgrading or news, a major version is spelled as the pages spell it', () => {
  expect(meaningfulWords('Migrate to Docusaurus 3.0')).toBe('Migrate v3');
  expect(meaningfulWords('upgrade to version 2.x')).toBe('upgrade v2');
  expect(meaningfulWords('docusaurus 2.4.3 release notes')).toBe('docusaurus 2.4.3 release notes');
});

test('a query asks for news when it names a version, a release or a post', () => {
  expect(asksForNews('docusaurus 2.0 release')).toBe(true);
  expect(asksForNews('2.4.3')).toBe(true);
  expect(asksForNews('changelog')).toBe(true);
  expect(asksForNews('sidebar')).toBe(false);
  expect(asksForNews('blogging')).toBe(false);
});

const pages: Page[] = [
  {id: '/docs/sidebar/', scope: 'docs-current', words: ['sidebar', 'docs'], score: 6},
  {id: '/changelog/2.3.0/', scope: 'changelog', words: ['sidebar', 'release', 'docusaurus'], score: 9, release: ['2.3', '2.3.0']},
  {id: '/blog/releases/2.3/', scope: 'blog', words: ['docusaurus', 'release', 'sidebar'], score: 4, release: ['2.3', '2.3.0']},
  {id: '/changelog/2.0.0-alpha.44/', scope: 'changelog', words: ['docusaurus', 'release'], score: 30, release: ['2.0.0-alpha.44']},
  {id: '/docs/2.x/sidebar/', scope: 'docs-2.x', words: ['sidebar'], score: 10},
];

test('docs come before a stronger changelog entry unless the query is about news', async () => {
  const pagefind = fakePagefind(pages);
  // The changelog entry scores 9 against the doc's 6: halved, it comes after.
  expect(ids(await rankedSearch(pagefind, 'sidebar', scopes, undefined))).toEqual(['/docs/sidebar/', '/changelog/2.3.0/', '/blog/releases/2.3/']);
  // About news: the releases (halved no more) come before the doc.
  const news = ids(await rankedSearch(pagefind, 'sidebar release', scopes, undefined))!;
  expect(news.indexOf('/docs/sidebar/')).toBeGreaterThan(news.indexOf('/changelog/2.3.0/'));
  expect(news.indexOf('/docs/sidebar/')).toBeGreaterThan(news.indexOf('/blog/releases/2.3/'));
});

test('only the docs version being read is searched', async () => {
  const results = ids(await rankedSearch(fakePagefind(pages), 'sidebar', ['docs-2.x', 'blog', 'changelog'], undefined));
  expect(results?.[0]).toBe('/docs/2.x/sidebar/');
  expect(results).not.toContain('/docs/sidebar/');
});

test('a query naming a version lists that release first', async () => {
  // Without the release filter, alpha.44's score (30) would put it first.
  expect(
    ids(await rankedSearch(fakePagefind(pages), 'docusaurus 2.3', scopes, undefined))
      ?.slice(0, 2)
      .sort(),
  ).toEqual(['/blog/releases/2.3/', '/changelog/2.3.0/']);
});

test('a misspelt word is searched as the word the index has', async () => {
  const vocabulary = parseVocabulary(buildVocabulary(pages.map((page) => ({title: '', content: page.words.join(' ')}))));
  const pagefind = fakePagefind(pages);
  const search = await rankedSearch(pagefind, 'sidbar', scopes, vocabulary);
  expect(search?.correctedQuery).toBe('sidebar');
  expect(ids(search)?.[0]).toBe('/docs/sidebar/');
  // Well spelt: searched as typed, nothing corrected.
  expect((await rankedSearch(pagefind, 'sidebar', scopes, vocabulary))?.correctedQuery).toBeUndefined();
});

test('among the first results, pages titled with every searched word come first, the shortest title first', () => {
  const hits = [{title: 'Client architecture'}, {title: 'Static site generation'}, {title: 'Architecture'}];
  expect(preferPagesAbout(hits, {about: 'architecture'}).map((hit) => hit.title)).toEqual(['Architecture', 'Client architecture', 'Static site generation']);
  // Word forms count: "swizzle" is what the page "Swizzling" is about.
  expect(preferPagesAbout([{title: 'Upgrading'}, {title: 'Swizzling'}], {about: 'swizzle'})[0]!.title).toBe('Swizzling');
  // A title with only some of the words keeps its place.
  expect(preferPagesAbout([{title: 'Sidebar items'}, {title: 'Sidebar'}], {about: 'sidebar items'})[0]!.title).toBe('Sidebar items');
  // Past the first eight, nothing moves (the search page shows more as the reader asks, without reshuffling).
  const many = [...Array.from({length: 8}, (_, index) => ({title: `Other ${index}`})), {title: 'Architecture'}];
  expect(preferPagesAbout(many, {about: 'architecture'}).at(-1)!.title).toBe('Architecture');
});

test("among the first results, a page whose readers' words name two or more searched words comes next, most named first", () => {
  const hits = [
    {title: 'Styling and layout', readersWords: ['dark mode colors']},
    {title: 'Swizzling'},
    {title: 'Theme configuration', readersWords: ['hide the navbar', 'default to dark mode']},
  ];
  const about = (words: string) => preferPagesAbout(hits, {about: words}).map((hit) => hit.title);
  expect(about('enable light mode default')).toEqual(['Theme configuration', 'Styling and layout', 'Swizzling']);
  expect(about('dark mode colors default')).toEqual(['Styling and layout', 'Theme configuration', 'Swizzling']);
  // One word in common says little: Pagefind's order stays.
  expect(about('colors')).toEqual(['Styling and layout', 'Swizzling', 'Theme configuration']);
  // A page titled with every word still comes first.
  expect(preferPagesAbout([...hits, {title: 'Dark mode'}], {about: 'dark mode'})[0]!.title).toBe('Dark mode');
});

test("a migration guide's readers' words are upgrade tasks: they move it up only for a query that asks to upgrade", () => {
  const hits = [
    {title: 'Swizzling', kind: 'guide', readersWords: ['wrap a theme component']},
    {title: 'Manual migration', kind: 'upgrading', readersWords: ['replace core/Footer.js']},
  ];
  const titles = (lighterKinds: string[]) => preferPagesAbout(hits, {about: 'replace footer component', lighterKinds}).map((hit) => hit.title);
  expect(titles(['upgrading'])).toEqual(['Swizzling', 'Manual migration']);
  // Asked to upgrade, migration guides count in full again.
  expect(titles([])).toEqual(['Manual migration', 'Swizzling']);
});

test('a query in words is a question; names and keyword lists are not', () => {
  expect(isQuestion('add search to my site')).toBe(true);
  expect(isQuestion('customize the footer')).toBe(true);
  expect(isQuestion('trailingSlash')).toBe(false);
  expect(isQuestion('seo meta description')).toBe(false);
  expect(isQuestion('how')).toBe(false);
});

test('a question that names code asks about the name, so it is not a question in words', () => {
  expect(isQuestion('Using injectHtmlTags() to add a script to the header')).toBe(false);
  expect(isQuestion('how to set prism.additionalLanguages')).toBe(false);
  expect(isQuestion('add custom scripts to index.html')).toBe(false);
  expect(isQuestion('add search to my site.')).toBe(true);
});

test('a query asks to upgrade when it says so or names the major version it moves from or to', () => {
  expect(asksToUpgrade('migrate to v3')).toBe(true);
  expect(asksToUpgrade('upgrade from docusaurus 2 to 3')).toBe(true);
  expect(asksToUpgrade('upgrading')).toBe(true);
  expect(asksToUpgrade('translate my site')).toBe(false);
  expect(asksToUpgrade('where do I get help')).toBe(false);
  expect(asksToUpgrade('moving to v3')).toBe(true);
  expect(asksToUpgrade('v2 to v3')).toBe(true);
  expect(asksToUpgrade('move my site from version 2 to 3')).toBe(true);
  expect(asksToUpgrade('switch to version 3')).toBe(true);
  // What a major version changed: the migration guide lists it.
  expect(asksToUpgrade('what changed in docusaurus 3')).toBe(true);
  expect(asksToUpgrade("what's new in v3")).toBe(true);
  expect(asksToUpgrade('breaking changes in version 3.0')).toBe(true);
  expect(asksToUpgrade('change the sidebar in docusaurus v2')).toBe(false);
  expect(asksToUpgrade('create a new page in v2')).toBe(false);
  // The version a reader has is not a wish to leave it.
  expect(asksToUpgrade('make the sidebar always expanded in docusaurus v2')).toBe(false);
  expect(asksToUpgrade('prism.additionalLanguages broken in v2')).toBe(false);
  expect(asksToUpgrade('add 2 to 3 columns')).toBe(false);
});

describe('kinds of page', () => {
  const docs: Page[] = [
    {id: '/docs/search/', scope: 'docs-current', words: ['add', 'search', 'site'], score: 5},
    {id: '/docs/api/themes/theme-search-algolia/', scope: 'docs-current', words: ['add', 'search', 'site', 'options'], score: 8, kind: 'reference'},
    {id: '/docs/migration/v2/manual/', scope: 'docs-current', words: ['get', 'help', 'upgrade'], score: 7, kind: 'upgrading'},
    {id: '/community/support/', scope: 'community', words: ['get', 'help', 'upgrade'], score: 4},
  ];

  test('a question lists a guide before a stronger reference page; a name keeps the reference first', async () => {
    const pagefind = fakePagefind(docs);
    // The reference page scores 8 against the guide's 5: halved for a question, it comes after.
    expect(ids(await rankedSearch(pagefind, 'add search to my site', scopes, undefined))).toEqual(['/docs/search/', '/docs/api/themes/theme-search-algolia/']);
    expect(ids(await rankedSearch(pagefind, 'search site', scopes, undefined))).toEqual(['/docs/api/themes/theme-search-algolia/', '/docs/search/']);
  });

  test('a migration guide comes after the guides unless the query asks to upgrade', async () => {
    const pagefind = fakePagefind(docs);
    expect(ids(await rankedSearch(pagefind, 'where do I get help', scopes, undefined))).toEqual(['/community/support/', '/docs/migration/v2/manual/']);
    expect(ids(await rankedSearch(pagefind, 'get help upgrade', scopes, undefined))).toEqual(['/docs/migration/v2/manual/', '/community/support/']);
  });
});

test('a query to make something names the thing it makes', () => {
  expect(thingMade('make sidebar')).toBe('sidebar');
  expect(thingMade('Add blog post')).toBe('blog post');
  expect(thingMade('create')).toBeUndefined();
  expect(thingMade('sidebar items')).toBeUndefined();
});

test('a query to make something lists the pages titled with the thing first, though they never use the verb', async () => {
  const pagefind = fakePagefind([
    {id: '/docs/sidebar/items/', scope: 'docs-current', words: ['make', 'sidebar'], score: 9, title: 'Sidebar items'},
    {id: '/docs/cli/', scope: 'docs-current', words: ['make', 'sidebar'], score: 12, title: 'CLI'},
    {id: '/docs/sidebar/', scope: 'docs-current', words: ['sidebar'], score: 6, title: 'Sidebar'},
  ]);
  const search = await rankedSearch(pagefind, 'make a sidebar', scopes, undefined);
  expect(ids(search)).toEqual(['/docs/sidebar/items/', '/docs/sidebar/', '/docs/cli/']);
  expect(search?.preference).toMatchObject({about: 'sidebar', making: true});
  // Then the shortest title about the thing: the guide.
  expect(preferPagesAbout([{title: 'Sidebar items'}, {title: 'Sidebar'}, {title: 'CLI'}], search!.preference).map((hit) => hit.title)).toEqual([
    'Sidebar',
    'Sidebar items',
    'CLI',
  ]);
});

test('for a query to make something, a title that names the making comes before a shorter one that does not', () => {
  const hits = [{title: 'Docs introduction'}, {title: 'Create a doc'}];
  expect(preferPagesAbout(hits, {about: 'doc', making: true})[0]!.title).toBe('Create a doc');
  expect(preferPagesAbout(hits, {about: 'doc'})[0]!.title).toBe('Docs introduction');
});

test('a titled page of a kind that counts for less in the query comes after the other titled pages', () => {
  const hits = [
    {title: 'Migrating translated sites', kind: 'upgrading'},
    {title: 'i18n tutorial: translate your site', kind: 'guide'},
  ];
  expect(preferPagesAbout(hits, {about: 'translate site', lighterKinds: ['upgrading']})[0]!.title).toBe('i18n tutorial: translate your site');
  expect(preferPagesAbout(hits, {about: 'translate site'})[0]!.title).toBe('Migrating translated sites');
});

describe('a docs page whose short title the query names whole', () => {
  const others = Array.from({length: 8}, (_, index) => ({
    id: `/docs/other-${index}/`,
    scope: 'docs-current',
    words: ['implement', 'versioning'],
    score: 20 - index,
    title: `Other ${index}`,
  }));
  const versioning = {id: '/docs/versioning/', scope: 'docs-current', words: ['versioning'], score: 3, title: 'Versioning'};

  test('is among the first five, though it lacks the other words and many pages have them all', async () => {
    const search = await rankedSearch(fakePagefind([...others, versioning]), 'Implement versioning in Docusaurus', scopes, undefined);
    expect(ids(search)?.indexOf('/docs/versioning/')).toBe(4);
    expect(ids(search)?.slice(0, 4)).toEqual(others.slice(0, 4).map((page) => page.id));
    // Higher already, it keeps its place; a title with a word the query lacks is not named.
    const strong = await rankedSearch(
      fakePagefind([{...versioning, words: ['implement', 'versioning'], score: 30}, ...others]),
      'implement versioning',
      scopes,
      undefined,
    );
    expect(ids(strong)?.[0]).toBe('/docs/versioning/');
    const plugin = await rankedSearch(fakePagefind([...others, {...versioning, title: 'Versioning plugin'}]), 'implement versioning', scopes, undefined);
    expect(ids(plugin)).not.toContain('/docs/versioning/');
  });

  test('stays among the first five when the first results are reordered by their titles and readers’ words', () => {
    const hits = [
      ...['A', 'B', 'C', 'D', 'E'].map((title) => ({title, scope: 'docs-current'})),
      {title: 'F', scope: 'docs-current', readersWords: ['implement versioning quickly']},
      {title: 'Versioning', scope: 'docs-current'},
      {title: 'Versioning', scope: 'blog'},
    ];
    const titles = preferPagesAbout(hits, {about: 'implement versioning'}).map((hit) => `${hit.title} ${hit.scope}`);
    expect(titles.slice(0, 6)).toEqual(['F docs-current', 'A docs-current', 'B docs-current', 'C docs-current', 'Versioning docs-current', 'D docs-current']);
    // Only docs pages: a post is not the guide to a feature.
    expect(titles.at(-1)).toBe('Versioning blog');
  });
});

describe('when few pages have every word', () => {
  const blog: Page[] = [
    {id: '/docs/blog/', scope: 'docs-current', words: ['blog', 'posts', 'author', 'avatar'], score: 5},
    {id: '/docs/cli/', scope: 'docs-current', words: ['posts'], score: 9},
    {id: '/docs/markdown-features/assets/', scope: 'docs-current', words: ['author', 'avatar'], score: 3},
  ];

  test('a question with a word no page has finds the pages with most of the others, and says that none has them all', async () => {
    const search = await rankedSearch(fakePagefind(blog), 'author avatar and bio for blog posts', scopes, undefined);
    expect(search?.withAllWords).toBe(0);
    // Four of the five words; pages with fewer than half of them are left out.
    expect(ids(search)).toEqual(['/docs/blog/']);
    // Two of four words are half: the CLI page, with one word, is left out though it scores higher for it.
    expect(ids(await rankedSearch(fakePagefind(blog), 'author avatar posts unknownword', scopes, undefined))).toEqual([
      '/docs/blog/',
      '/docs/markdown-features/assets/',
    ]);
  });

  test('the pages with every word and those with some are ranked by the scores of the words each has', async () => {
    const search = await rankedSearch(fakePagefind(blog), 'author avatar', scopes, undefined);
    expect(search?.withAllWords).toBe(2);
    expect(ids(search)).toEqual(['/docs/blog/', '/docs/markdown-features/assets/']);
    const withPosts = await rankedSearch(fakePagefind(blog), 'blog posts', scopes, undefined);
    expect(ids(withPosts)).toEqual(['/docs/blog/', '/docs/cli/']);
  });

  test('a page with the strong words of a question comes before one with more of its weak words', async () => {
    const search = await rankedSearch(
      fakePagefind([
        {id: '/docs/common/', scope: 'docs-current', words: ['failed', 'deploy', 'window'], score: 2},
        {id: '/docs/advanced/ssg/', scope: 'docs-current', words: ['window', 'defined'], score: 10},
      ]),
      'failed to deploy: window is not defined',
      scopes,
      undefined,
    );
    expect(ids(search)).toEqual(['/docs/advanced/ssg/', '/docs/common/']);
  });

  test('a query to make something is ranked by the thing made, not by the pages that use the verb', async () => {
    const pages: Page[] = [
      {id: '/docs/api/misc/create-docusaurus/', scope: 'docs-current', words: ['create', 'docusaurus'], score: 20, title: 'create-docusaurus'},
      {id: '/docs/deployment/', scope: 'docs-current', words: ['404', 'html', 'hosting'], score: 4, title: 'Deployment'},
    ];
    // "create" alone scored the page about creating a site first; no page has both words.
    expect(ids(await rankedSearch(fakePagefind(pages), 'How to create 404 html?', scopes, undefined))).toEqual(['/docs/deployment/']);
    // With one word left, the pages with that word are still listed.
    expect(ids(await rankedSearch(fakePagefind(pages), 'create hosting', scopes, undefined))).toEqual(['/docs/deployment/']);
  });

  test('enough pages with every word, and no others are listed', async () => {
    const many: Page[] = Array.from({length: 8}, (_, index) => ({
      id: `/docs/p${index}/`,
      scope: 'docs-current',
      words: ['sidebar', 'items'],
      score: index + 1,
    }));
    const search = await rankedSearch(
      fakePagefind([...many, {id: '/docs/other/', scope: 'docs-current', words: ['sidebar'], score: 50}]),
      'sidebar items',
      scopes,
      undefined,
    );
    expect(search?.results).toHaveLength(8);
    expect(ids(search)).not.toContain('/docs/other/');
  });

  test('a question of three words or more that many pages have whole: the five strongest of them, then the pages with most of its words', async () => {
    const whole: Page[] = Array.from({length: 10}, (_, index) => ({
      id: `/docs/p${index}/`,
      scope: 'docs-current',
      words: ['blog', 'author', 'page'],
      score: index + 1,
    }));
    const answer: Page = {id: '/docs/blog/', scope: 'docs-current', words: ['blog', 'author'], score: 100};
    const search = await rankedSearch(fakePagefind([...whole, answer]), 'blog author page', scopes, undefined);
    expect(search?.withAllWords).toBe(10);
    expect(ids(search)?.slice(0, 6)).toEqual(['/docs/p9/', '/docs/p8/', '/docs/p7/', '/docs/p6/', '/docs/p5/', '/docs/blog/']);
    expect(search?.results).toHaveLength(11);
  });

  /** The blog guide, found by "author" and by "avatar", its data as `dataFor` gives it for the term searched. */
  function blogGuide(dataFor: (url: string, term: string) => Promise<PagefindResultData>): Pagefind {
    const pagefind = fakePagefind([{id: '/docs/blog/', scope: 'docs-current', words: ['author', 'avatar'], score: 1}]);
    const search = pagefind.search.bind(pagefind);
    pagefind.search = async (term, options) => {
      const found = await search(term, options);
      return found && {results: found.results.map((result) => ({...result, data: () => dataFor(result.id, term ?? '')}))};
    };
    return pagefind;
  }

  test('a page found by some of the words points at the part of the page where they occur most', async () => {
    const parts = (url: string, word: string) =>
      ({
        '/docs/blog/': {
          author: [{title: 'Authors', url: '/docs/blog/#authors', excerpt: '', locations: [1, 2]}],
          avatar: [
            {title: 'Authors', url: '/docs/blog/#authors', excerpt: '', locations: [3]},
            {title: 'Blog', url: '/docs/blog/', excerpt: '', locations: [9, 10]},
          ],
        },
      })[url]?.[word] ?? [];
    const pagefind = blogGuide(async (url, term) => ({url, excerpt: '', meta: {}, filters: {}, sub_results: parts(url, term)}));
    const ranked = await rankedSearch(pagefind, 'author avatar unknownword', scopes, undefined);
    const data = await ranked!.results[0]!.data();
    expect(data.sub_results?.find((part) => part.url === '/docs/blog/#authors')?.locations).toEqual([1, 2, 3]);
    expect(toSearchHit(data).url).toBe('/docs/blog/#authors');
  });

  test("a page found by several words keeps every word's places, though Pagefind rewrites one object per page on each load", async () => {
    const places: Record<string, number[]> = {author: [1, 2], avatar: [3]};
    // As Pagefind does: the page's fragment is loaded once, then each result's data() sets its own places on it and returns it.
    const fragment = Promise.resolve({url: '/docs/blog/', excerpt: '', meta: {}, filters: {}} as PagefindResultData);
    const pagefind = blogGuide(async (_url, term) => {
      const page = await fragment;
      page.sub_results = [{title: 'Authors', url: '/docs/blog/#authors', excerpt: '', locations: places[term] ?? []}];
      return page;
    });
    const ranked = await rankedSearch(pagefind, 'author avatar unknownword', scopes, undefined);
    const data = await ranked!.results[0]!.data();
    expect(data.sub_results?.[0]?.locations).toEqual([1, 2, 3]);
  });
});
