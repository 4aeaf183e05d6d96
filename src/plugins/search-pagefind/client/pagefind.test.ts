import {loadPagefind, loadVocabulary, toSearchHit, type PagefindResultData} from './pagefind';
import {pageTextStartId} from '../indexMarkers';
import {searchPageUrl} from './searchPageUrl';

/** A page's data; with `word`, its text has that word at every position. */
const data = (subResults: PagefindResultData['sub_results'], word?: string): PagefindResultData => ({
  ...(word && {raw_content: Array.from({length: 50}, () => word).join(' ')}),
  url: '/docs/sidebar/items/',
  excerpt: 'page <mark>excerpt</mark>',
  meta: {title: 'Sidebar items'},
  filters: {scope: ['docs-current']},
  sub_results: subResults,
});

test('a hit lands on the heading where the words occur most', () => {
  const hit = toSearchHit(
    data([
      {title: 'Sidebar items', url: '/docs/sidebar/items/', excerpt: 'intro', locations: [1]},
      {title: 'Category', url: '/docs/sidebar/items/#category', excerpt: 'a <mark>category</mark>', locations: [5, 9, 12]},
      {title: 'Link', url: '/docs/sidebar/items/#link', excerpt: 'link', locations: [20]},
    ]),
  );
  expect(hit).toEqual({
    url: '/docs/sidebar/items/#category',
    title: 'Sidebar items',
    heading: 'Category',
    scope: 'docs-current',
    excerpt: 'a <mark>category</mark>',
  });
});

test('a hit at the top of the page has no heading', () => {
  const hit = toSearchHit(data([{title: 'Sidebar items', url: '/docs/sidebar/items/', excerpt: 'intro', locations: [1, 2]}]));
  expect(hit).toEqual({url: '/docs/sidebar/items/', title: 'Sidebar items', scope: 'docs-current', excerpt: 'intro'});
  expect(toSearchHit(data(undefined)).excerpt).toBe('page <mark>excerpt</mark>');
});

test('a lone letter of a query ("t" of "can\'t") does not make every heading with that letter name a searched word', () => {
  const page: PagefindResultData = {
    ...data([
      {title: 'Announcement bar', url: '/docs/sidebar/items/#announcement-bar', excerpt: '', locations: [1, 2]},
      {title: 'Color mode', url: '/docs/sidebar/items/#color-mode', excerpt: '', locations: [4, 5]},
    ]),
    raw_content: 'w0 mode default w3 mode default',
  };
  expect(toSearchHit(page, "Can't enable light mode default").url).toBe('/docs/sidebar/items/#color-mode');
});

describe('a hit on a reference page lands on the item asked for, not on the list of items above it', () => {
  // The theme configuration's navbar: "Navbar items" lists every kind of item; each kind has its own heading below it.
  const anchors = [
    {element: 'h2', id: 'navbar', text: 'Navbar', location: 0},
    {element: 'h3', id: 'navbar-items', text: 'Navbar items', location: 1},
    {element: 'h4', id: 'navbar-dropdown', text: 'Dropdown', location: 6},
    {element: 'h4', id: 'navbar-custom-items', text: 'Custom items', location: 8},
  ];
  const page = (raw: string, parts: [string, number[]][]): PagefindResultData => ({
    url: '/docs/api/themes/configuration/',
    excerpt: '',
    meta: {title: 'Theme configuration'},
    filters: {scope: ['docs-current']},
    raw_content: raw,
    anchors,
    sub_results: parts.map(([id, locations]) => ({
      title: anchors.find((anchor) => anchor.id === id)!.text,
      url: `/docs/api/themes/configuration/#${id}`,
      excerpt: '',
      locations,
    })),
  });

  test('a word the headings above a part name counts for it ("Dropdown" under "Navbar items")', () => {
    const raw = 'Navbar Navbar items: dropdown menu navbar Dropdown a menu in the navbar';
    const hit = toSearchHit(
      page(raw, [
        ['navbar-items', [1, 3, 4, 5]],
        ['navbar-dropdown', [6, 8, 11]],
      ]),
      'navbar dropdown menu',
    );
    expect(hit.url).toBe('/docs/api/themes/configuration/#navbar-dropdown');
  });

  test('a name that joins searched words ("NavbarItem/ComponentTypes") counts as each of them', () => {
    const raw = 'Navbar Navbar items: custom React component x y Custom items NavbarItem/ComponentTypes React';
    const hit = toSearchHit(
      page(raw, [
        ['navbar-items', [1, 3, 4, 5]],
        ['navbar-custom-items', [8, 10, 11]],
      ]),
      'custom react component navbar',
    );
    expect(hit.url).toBe('/docs/api/themes/configuration/#navbar-custom-items');
  });
});

describe("an excerpt never shows a doc's readers' words, which the page does not show", () => {
  // "Create a doc." then the readers' words, then the page's own text from word 10, and a heading at word 40.
  const raw = `Create a doc. hide a doc while writing. unpublished page. ${Array.from({length: 40}, (_, index) => `w${index + 10}`).join(' ')}`;
  const page = (locations: number[], excerpt = 'hide a <mark>doc</mark> while writing'): PagefindResultData => ({
    url: '/docs/create-doc/',
    excerpt,
    meta: {title: 'Create a doc'},
    filters: {scope: ['docs-current']},
    raw_content: raw,
    anchors: [
      {element: 'span', id: pageTextStartId, location: 10},
      {element: 'h2', id: 'front-matter', location: 40},
    ],
    sub_results: [{title: 'Create a doc', url: '/docs/create-doc/', excerpt, locations}],
  });

  test('matches only in them: the excerpt is the opening of the page', () => {
    const words = toSearchHit(page([2, 4, 5])).excerpt.split(' ');
    expect(words[0]).toBe('w10');
    expect(words).toHaveLength(24);
    expect(words).not.toContain('hide');
  });

  test('matches in the page text too: the excerpt is cut around them, marked, and stops at the next heading', () => {
    expect(toSearchHit(page([5, 30, 32])).excerpt).toBe(
      `w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29 <mark>w30</mark> w31 <mark>w32</mark> w33 w34 w35 w36 w37 w38 w39`,
    );
  });

  test("the hit carries the readers' words, one phrase each; a page without them has none", () => {
    expect(toSearchHit(page([12])).readersWords).toEqual(['hide a doc while writing', 'unpublished page']);
    expect(toSearchHit({...page([12]), anchors: []}).readersWords).toBeUndefined();
  });

  test("matches only in the page's text, or a page without readers' words: Pagefind's excerpt stays", () => {
    expect(toSearchHit(page([12], 'w12 w13')).excerpt).toBe('w12 w13');
    expect(toSearchHit({...page([2]), anchors: []}).excerpt).toBe('hide a <mark>doc</mark> while writing');
  });
});

test('"See all results" keeps the query and the docs version being read', () => {
  expect(searchPageUrl('/', 'sidebar items')).toBe('/search/?q=sidebar+items');
  expect(searchPageUrl('/', 'sidebar', 'current')).toBe('/search/?q=sidebar');
  expect(searchPageUrl('/preview/', 'sidebar', '2.x')).toBe('/preview/search/?q=sidebar&version=2.x');
});

test('under npm start (no index), loading the index fails at once without a request', async () => {
  const environment = process.env.NODE_ENV;
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  process.env.NODE_ENV = 'development';
  try {
    await expect(loadPagefind('/')).rejects.toThrow('production builds only');
    await expect(loadVocabulary('/')).rejects.toThrow('production builds only');
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    process.env.NODE_ENV = environment;
  }
});

test('a hit lands on the heading that names the searched word, though another part mentions it more often', () => {
  const match = (weight: number, balanced: number, location: number) => ({weight, balanced_score: balanced, location});
  const hit = toSearchHit(
    data(
      [
        {
          title: 'Site identity',
          url: '/docs/api/docusaurus-config/#identity',
          excerpt: 'mentions',
          locations: [3, 9],
          weighted_locations: [match(1, 20, 3), match(1, 20, 9)],
        },
        {
          title: 'trailingSlash',
          url: '/docs/api/docusaurus-config/#trailing-slash',
          excerpt: 'defines',
          locations: [40],
          weighted_locations: [match(10, 120, 40)],
        },
      ],
      'trailingSlash',
    ),
  );
  expect(hit.url).toBe('/docs/api/docusaurus-config/#trailing-slash');
  expect(hit.heading).toBe('trailingSlash');
});

describe('a hit lands on the part with most of the searched words', () => {
  // The title and readers' words, then the page's text: a part that repeats "sidebar", and one with all three words.
  const words = [
    'Sidebar',
    'expand',
    'collapse',
    ...Array.from({length: 7}, () => 'text'),
    'sidebar',
    'sidebars',
    'sidebar',
    ...Array.from({length: 7}, () => 'text'),
    'sidebar',
    'collapsed',
    'expands',
  ];
  const page = {
    ...data([
      {title: 'Sidebar', url: '/docs/sidebar/', excerpt: 'top', locations: [0, 1, 2]},
      {title: 'Theme options', url: '/docs/sidebar/#theme-options', excerpt: 'options', locations: [10, 11, 12]},
      {title: 'Collapsing', url: '/docs/sidebar/#collapsing', excerpt: 'collapsing', locations: [20, 21, 22]},
    ]),
    meta: {title: 'Sidebar'},
    url: '/docs/sidebar/',
    raw_content: words.join(' '),
    anchors: [{element: 'span', id: pageTextStartId, location: 3}],
  };

  test("whatever the title and readers' words match", () => {
    expect(toSearchHit(page, 'sidebar expand collapse').url).toBe('/docs/sidebar/#collapsing');
  });

  test('unless the search names the page: then it lands on its top', () => {
    expect(toSearchHit(page, 'sidebars').url).toBe('/docs/sidebar/');
  });

  test("a searched word that the page's title names does not decide the part: it is all over the page", () => {
    // "What a sidebar gives you" names "sidebar" in its heading; "Collapsing" has the other words more strongly.
    const match = (location: number, weight: number) => ({location, weight, balanced_score: weight * 100});
    const parts = [
      {title: 'What a sidebar gives you', url: '/docs/sidebar/#what', excerpt: 'what', locations: [10, 11], weighted_locations: [match(10, 1), match(11, 1)]},
      {title: 'Collapsing', url: '/docs/sidebar/#collapsing', excerpt: 'collapsing', locations: [21, 22], weighted_locations: [match(21, 5), match(22, 5)]},
    ];
    const words = [
      'Sidebar',
      ...Array.from({length: 9}, () => 'text'),
      'categories',
      'expanded',
      ...Array.from({length: 9}, () => 'text'),
      'categories',
      'expanded',
    ];
    expect(toSearchHit({...page, sub_results: parts, raw_content: words.join(' ')}, 'sidebar category expand').url).toBe('/docs/sidebar/#collapsing');
  });
});

describe('a hit lands on the right part when words match inside names or parts tie', () => {
  const part = (id: string, locations: number[]) => ({title: id, url: `/docs/search/#${id}`, excerpt: id, locations});
  const page = (words: string[], parts: NonNullable<PagefindResultData['sub_results']>): PagefindResultData => ({
    ...data(parts),
    url: '/docs/search/',
    meta: {title: 'Search'},
    raw_content: words.join(' '),
  });

  test('a name that contains a searched word counts as that word, not as another one', () => {
    // "DocSearch" and "contextualSearch" are "search" twice, so the part with "local" and "search" wins.
    const words = ['DocSearch', 'contextualSearch', 'text', 'Local', 'search'];
    expect(toSearchHit(page(words, [part('algolia', [0, 1]), part('local-search', [3, 4])]), 'local search').url).toBe('/docs/search/#local-search');
  });

  test('between parts with as many of the words, the one whose heading names more of them', () => {
    // A table row that defines "items" weighs more than body text, but the section is headed "Custom items".
    const match = (location: number, weight: number) => ({location, weight, balanced_score: weight * 100});
    const parts = [
      {...part('options', [0, 1]), title: 'Options', weighted_locations: [match(0, 5), match(1, 5)]},
      {...part('custom-items', [2, 3]), title: 'Custom items', weighted_locations: [match(2, 6), match(3, 1)]},
    ];
    expect(toSearchHit(page(['items', 'custom', 'Custom', 'items'], parts), 'custom items').url).toBe('/docs/search/#custom-items');
  });

  test("a word the part's heading names counts twice: a heading with two of three words beats text with all three", () => {
    // "override infima variables": the overview mentions all three; the section headed "Infima variables" answers.
    const words = ['override', 'Infima', 'variables', 'Infima', 'variables'];
    const parts = [part('how-styling-works', [0, 1, 2]), {...part('infima-variables', [3, 4]), title: 'Infima variables'}];
    expect(toSearchHit(page(words, parts), 'override infima variables').url).toBe('/docs/search/#infima-variables');
  });

  test("the page's introduction, which names what the page covers, loses to a section with one word fewer whose heading names one", () => {
    // "mermaid render code": the introduction mentions all three; "Enable Mermaid" tells how to make the code render.
    const words = ['Mermaid', 'renders', 'code', 'text', 'Enable', 'Mermaid', 'code'];
    const parts = [
      {...part('top', [0, 1, 2]), url: '/docs/search/'},
      {...part('setup', [5, 6]), title: 'Enable Mermaid'},
    ];
    expect(toSearchHit(page(words, parts), 'mermaid render code').url).toBe('/docs/search/#setup');
    // With no searched word anywhere, a hit stays at the top of the page.
    expect(toSearchHit(page(words, [{...part('top', []), url: '/docs/search/'}, part('setup', [])]), 'integration').url).toBe('/docs/search/');
  });

  test('between parts with the same words and strength, the one with more matches', () => {
    const words = ['404.html', 'text', '404.html', '404.html'];
    expect(toSearchHit(page(words, [part('hosting', [0]), part('not-found', [2, 3])]), '404.html').url).toBe('/docs/search/#not-found');
  });
});
