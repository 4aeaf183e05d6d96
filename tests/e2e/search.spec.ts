/**
 * Local search (issue "Search that works everywhere"): the navbar box opens
 * from the keyboard, searches the docs version being read (plus the rest of
 * the site), lands on the chosen result's heading, and /search/ lists every
 * result with a count.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readFragment} from '../../src/plugins/search-pagefind/buildIndex';
import {buildDir, collectProblems, gotoHydrated} from './support/site';

test.use({viewport: {width: 1280, height: 800}});

function searchBox(page: Page) {
  return page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
}

function suggestions(page: Page) {
  return page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option');
}

/** The first query downloads Pagefind and its index chunks: allow for a slow machine. */
async function expectResults(page: Page): Promise<void> {
  await expect(suggestions(page).first()).toBeVisible({timeout: 20_000});
}

/** Results for a partly typed word may show first and be replaced: wait until the list stops changing. */
async function expectSettledResults(page: Page): Promise<void> {
  await expectResults(page);
  await expect
    .poll(
      async () => {
        const before = (await suggestions(page).allInnerTexts()).join('|');
        await page.waitForTimeout(300);
        return before === (await suggestions(page).allInnerTexts()).join('|');
      },
      {timeout: 20_000},
    )
    .toBe(true);
}

test('the search box says what it searches and opens with Ctrl+K and with /', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Search docs');

  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.blur();

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
});

test('/ types a slash when the reader is typing in a field', async ({page}) => {
  await gotoHydrated(page, '/showcase');
  const nameFilter = page.getByRole('searchbox', {name: 'Search sites by name'});
  await nameFilter.click();
  await page.keyboard.type('a/b');
  await expect(nameFilter).toHaveValue('a/b');
  await expect(searchBox(page)).not.toBeFocused();
});

test('results on the current docs come from the current docs, with title, section and highlight', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('sidebar');
  await expectSettledResults(page);
  const first = suggestions(page).first();
  await expect(first.locator('mark').first()).toHaveText(/sidebar/i);
  await expect(first).toContainText(/^Docs\s*Sidebar/i);
  // Never another docs version's pages.
  for (const text of await suggestions(page).allInnerTexts()) {
    expect(text).not.toMatch(/^Docs (2\.x|3\.0\.0-rc\.1)/i);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/(?!2\.x|3\.0\.0-rc\.1)[^?]*sidebar/);
  // The doc's own article (its doc cards are articles inside it).
  await expect(page.locator('article').first()).toContainText(/sidebar/i);
  await expect(searchBox(page)).toHaveValue('');
  expect(problems).toEqual([]);
});

test('the box downloads nothing for search until the reader reaches for it', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/docs/installation');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('/pagefind/'))).toEqual([]);

  await searchBox(page).fill('sidebar');
  await expectResults(page);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('sidebar');
  const search = requested.filter((path) => path.includes('/pagefind/'));
  expect(search).toContain('/pagefind/pagefind.js');
  expect(search.some((path) => path.endsWith('.pf_index'))).toBe(true);
});

test('a first search downloads each piece of the search code once', async ({page}) => {
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.includes('/assets/js/')) {
      // A chunk's own id is the only difference between two copies of the same code.
      // A body the browser no longer holds (a prefetch the page moved on from) is left out, as a prefetch's empty one is.
      scripts.push(
        response.text().then(
          (text) => [response.url(), text.replace(/\[\["\w+"\]/, '[[]')],
          () => [response.url(), ''],
        ),
      );
    }
  });
  await gotoHydrated(page, '/search?q=plugin');
  await expect(page.getByText(/^\d+ results$/)).toBeVisible({timeout: 20_000});
  await searchBox(page).fill('sidebar');
  await expectResults(page);
  // A prefetch keeps no body, and a chunk that runs after its prefetch is read again: one text per address.
  const byAddress = new Map((await Promise.all(scripts)).filter(([, text]) => text));
  const texts = [...byAddress.values()];
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.length - new Set(texts).size).toBe(0);
});

test('results on a 2.x page point into 2.x', async ({page}) => {
  await gotoHydrated(page, '/docs/2.x/installation');
  await searchBox(page).fill('sidebar');
  await expectSettledResults(page);
  const texts = await suggestions(page).allInnerTexts();
  expect(texts.filter((text) => /^Docs/i.test(text)).every((text) => /^Docs 2\.x/i.test(text))).toBe(true);
  await expect(page.getByRole('link', {name: /^See (all \d+ results|1 result)$/})).toHaveAttribute('href', /version=2\.x/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/2\.x\/.*sidebar/);
});

test('Escape closes the results', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('versioning');
  await expectResults(page);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(suggestions(page).first()).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the arrows move through the results and Enter lands on the heading where the words are', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('autogenerated sidebar');
  await expectSettledResults(page);
  await expect(suggestions(page).nth(2)).toBeVisible();
  await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(suggestions(page).nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const chosen = suggestions(page).nth(1);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/[^?]*#[\w-]+$/);
  const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('"See all N results" opens the search page with the same query and count', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('versioning');
  await expectSettledResults(page);
  const seeAll = page.getByRole('link', {name: /^See (all \d+ results|1 result)$/});
  const total = (await seeAll.innerText()).match(/\d+/)![0];
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=versioning$/);
  await expect(page.getByText(`${total} results`, {exact: true})).toBeVisible({timeout: 20_000});
});

test('/search/?q= lists every result with a count', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/search?q=versioning');
  await expect(page.locator('h1')).toHaveText('Search results for "versioning"');
  await expect(page).toHaveTitle('Search results for "versioning" | Docusaurus');
  const count = page.getByText(/^\d+ results$/);
  await expect(count).toBeVisible({timeout: 20_000});
  const found = Number((await count.innerText()).split(' ')[0]);
  expect(found).toBeGreaterThan(20);
  const results = page.locator('main article');
  await expect(results).toHaveCount(20);
  await expect(results.first().locator('mark').first()).toHaveText(/version/i);
  // The rest, twenty at a time.
  while ((await results.count()) < found) {
    const shown = await results.count();
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect(results).toHaveCount(Math.min(found, shown + 20));
  }
  await expect(page.getByRole('button', {name: 'Show more results'})).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('/search/ searches another docs version when asked', async ({page}) => {
  await gotoHydrated(page, '/search?q=sidebar');
  await expect(page.getByText(/^\d+ results$/)).toBeVisible({timeout: 20_000});
  await page.getByLabel('Docs version').selectOption('2.x');
  await expect(page).toHaveURL(/\/search\/\?q=sidebar&version=2\.x$/);
  // The current docs' results stay until the 2.x ones replace them.
  const results = page.getByRole('region', {name: 'Search results'});
  await expect(results).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
  const sections = results.locator('article > span:first-child');
  await expect(sections.filter({hasText: /^Docs 2\.x$/i}).first()).toBeVisible();
  const labels = await sections.allInnerTexts();
  expect(labels.filter((label) => /^Docs/i.test(label)).every((label) => /^Docs 2\.x$/i.test(label))).toBe(true);
});

test('/search/ says so when nothing matches', async ({page}) => {
  await gotoHydrated(page, '/search?q=zqjxwvk');
  await expect(page.getByText('No results for "zqjxwvk".')).toBeVisible({timeout: 20_000});
});

test('a misspelt word finds the page it meant, and the box says what it searched', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('sidbar');
  await expectSettledResults(page);
  await expect(page.getByText('Showing results for sidebar', {exact: true})).toBeVisible();
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/docs\/sidebar\/(#.*)?$/);

  await gotoHydrated(page, '/search?q=deploymnt');
  await expect(page.getByRole('status')).toContainText(/results? for "deployment"/, {timeout: 20_000});
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /\/docs\/deployment\/(#.*)?$/);
});

test('a word finds the longer words it starts, whatever was searched before in the same page view', async ({page}) => {
  const firstResults = async () => {
    await expectSettledResults(page);
    return suggestions(page).evaluateAll((options) => options.map((option) => option.getAttribute('data-href')));
  };
  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('config');
  const fresh = await firstResults();
  // "config" starts "configuration", whose index chunk is not the one "config" itself falls in.
  expect(fresh[0]).toMatch(/\/docs\/configuration\/(#.*)?$/);

  await gotoHydrated(page, '/docs/');
  await searchBox(page).fill('configuration');
  await expectSettledResults(page);
  await searchBox(page).fill('config');
  await expect.poll(firstResults, {timeout: 20_000}).toEqual(fresh);
});

test("a word that joins two of the pages' words, with no page using it whole, is searched as the two", async ({page}) => {
  // `docsUrl` was a site option of Docusaurus 1; no page names it now, and no word is one or two letters away.
  await gotoHydrated(page, '/search?q=docsUrl');
  await expect(page.getByRole('status')).toContainText(/results? for "docs url"/, {timeout: 20_000});
  await expect(page.locator('main article h2 a').first()).toBeVisible();
});

test('the docs being read come first; a release comes first when the query names it', async ({page}) => {
  await gotoHydrated(page, '/docs/2.x/installation');
  await searchBox(page).fill('deployment');
  await expectSettledResults(page);
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/docs\/2\.x\/deployment\/(#.*)?$/);

  await gotoHydrated(page, '/docs/installation');
  await searchBox(page).fill('docusaurus 2.4.3');
  await expectSettledResults(page);
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/changelog\/2\.4\.3\/(#.*)?$/);
});

test('a question finds the guide before the reference; a name finds the reference', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  await searchBox(page).fill('add search to my site');
  await expectSettledResults(page);
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/docs\/search\/(#.*)?$/);

  await searchBox(page).fill('where do I get help');
  await expectSettledResults(page);
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/community\/support\/(#.*)?$/);

  await searchBox(page).fill('onBrokenLinks');
  await expectSettledResults(page);
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/docs\/api\/docusaurus-config\/(#.*)?$/);
});

test('a request to make something finds the guide about the thing, though the guide never uses the verb', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  for (const [query, guide] of [
    ['make a sidebar', /\/docs\/sidebar\/(#.*)?$/],
    ['add a page', /\/docs\/creating-pages\/(#.*)?$/],
    ['add a doc', /\/docs\/create-doc\/(#.*)?$/],
  ] as const) {
    await searchBox(page).fill(query);
    await expectSettledResults(page);
    await expect(suggestions(page).first(), query).toHaveAttribute('data-href', guide);
  }
  // The search page agrees with the box.
  await gotoHydrated(page, '/search?q=make%20a%20sidebar');
  await expect(page.getByText(/^\d+ results$/)).toBeVisible({timeout: 20_000});
  await expect(page.locator('main article').first().locator('a').first()).toHaveAttribute('href', /\/docs\/sidebar\/(#.*)?$/);
});

test('a query that names a short docs title among other words lists that page in the first five, though it lacks the others', async ({page}) => {
  // The Versioning guide never says "implement"; many pages have both words.
  const query = 'Implement versioning in Docusaurus';
  await gotoHydrated(page, '/docs/installation');
  await searchBox(page).fill(query);
  await expectSettledResults(page);
  const firstFive = (await suggestions(page).evaluateAll((options) => options.map((option) => option.getAttribute('data-href')))).slice(0, 5);
  expect(
    firstFive.some((href) => /\/docs\/versioning\/(#.*)?$/.test(href ?? '')),
    firstFive.join(', '),
  ).toBe(true);
  // The search page agrees with the box.
  await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(/^\d+ results$/)).toBeVisible({timeout: 20_000});
  const onPage = await page.locator('main article h2 a').evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute('href')));
  expect(
    onPage.some((href) => /\/docs\/versioning\/(#.*)?$/.test(href ?? '')),
    onPage.join(', '),
  ).toBe(true);
});

test('/search/?q= shows its first results before it fetches the texts of the rest of the list', async ({page}) => {
  // When the page first shows results, and how many (the page's clock and the test's are the same machine's).
  await page.addInitScript(() => {
    const seen = window as unknown as {firstResults?: {at: number; count: number}};
    new MutationObserver(() => {
      const count = document.querySelectorAll('main article').length;
      if (!seen.firstResults && count > 0) {
        seen.firstResults = {at: Date.now(), count};
      }
    }).observe(document, {subtree: true, childList: true});
  });
  // Pagefind fetches the results' texts from its worker, which the page's resource timing does not list.
  const textsAskedAt: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/fragment/')) {
      textsAskedAt.push(Date.now());
    }
  });
  await gotoHydrated(page, '/search?q=versioning');
  await expect(page.locator('main article')).toHaveCount(20, {timeout: 20_000});
  const first = await page.evaluate(() => (window as unknown as {firstResults: {at: number; count: number}}).firstResults);
  expect(first.count).toBeLessThan(20);
  // The texts of the first results only; those of the rest are asked for once they show.
  expect(textsAskedAt.filter((at) => at < first.at).length).toBeLessThanOrEqual(first.count);
  expect(textsAskedAt.filter((at) => at >= first.at).length).toBeGreaterThanOrEqual(20 - first.count);
});

test('the search page keeps its layout when the results arrive', async ({page}) => {
  // Layout shifts a reader did not cause, summed as Lighthouse's CLS does for one session window.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) {
          shifts.push(entry.value);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await gotoHydrated(page, '/search?q=plugin');
  await expect(page.getByText(/^\d+ results$/)).toBeVisible({timeout: 20_000});
  await expect(page.locator('main article')).toHaveCount(20);
  const shift = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(shift).toBeLessThan(0.05);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /search/i);
});

test('a long question with a word no page has finds the pages with most of its words, and says so', async ({page}) => {
  const question = 'author avatar and bio for blog posts';
  await gotoHydrated(page, '/docs/installation');
  await searchBox(page).fill(question);
  await expectSettledResults(page);
  await expect(page.getByText('No page has all of these words. These pages have most of them:', {exact: true})).toBeVisible();
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/docs\/blog\/(#.*)?$/);

  await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible({timeout: 20_000});
  await expect(page.getByText('No page has all of these words. These pages have most of them:', {exact: true})).toBeVisible();
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /\/docs\/blog\/(#.*)?$/);
});

test('a hit in one section of a long page links to that section and names its heading', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  await searchBox(page).fill('trailingSlash');
  await expectSettledResults(page);
  const first = suggestions(page).first();
  await expect(first).toHaveAttribute('data-href', /\/docs\/api\/docusaurus-config\/#trailing-slash$/);
  // The heading under the page's title.
  await expect(first).toContainText(/Site configuration reference.*trailingSlash/is);
  await first.click();
  await expect(page).toHaveURL(/\/docs\/api\/docusaurus-config\/#trailing-slash$/);
  await expect(page.locator('[id="trailing-slash"]')).toBeInViewport();
});

test("/search/?q= shows the query and that it is searching before the page's scripts run", async ({page}) => {
  // No script of the site's files runs: what the reader sees while they download.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('search/?q=versioning');
  await expect(page.locator('h1')).toHaveText('Search results for "versioning"');
  await expect(page.getByRole('searchbox', {name: 'Search'}).and(page.locator('main input'))).toHaveValue('versioning');
  await expect(page.getByText('Searching…')).toBeVisible();
  await expect(page).toHaveTitle('Search results for "versioning" | Docusaurus');
});

test('/search/?q= hydrates over the query it showed first, without a warning', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/search?q=versioning');
  await expect(page.getByText(/^\d+ results$/)).toBeVisible({timeout: 20_000});
  await expect(page.locator('main input[type="search"]')).toHaveValue('versioning');
  expect(problems).toEqual([]);
});

test("readers' words find the page that uses other words (a doc's keywords)", async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  for (const [query, answer] of [
    ['hide a doc while I am writing it', /\/docs\/create-doc\/(#.*)?$/],
    // The plugin's reference, or the assets guide's section about it.
    ['responsive images', /\/docs\/(api\/plugins\/@docusaurus\/plugin-ideal-image\/(#.*)?|markdown-features\/assets\/#ideal-image)$/],
  ] as const) {
    await searchBox(page).fill(query);
    await expectSettledResults(page);
    await expect(suggestions(page).first(), query).toHaveAttribute('data-href', answer);
  }
});

test('a question asked as an issue title finds its page: asking words, a version named alone and a joined word do not narrow it', async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  for (const [query, answer] of [
    // "Allow" only asks; the pages write "front matter" and only code names write "frontMatter".
    ['Allow hiding a doc via frontmatter', /\/docs\/create-doc\/(#.*)?$/],
    // "v2" is the reader's version, and the option's name points to the reference that defines it.
    ['prism.additionalLanguages broken in v2', /\/docs\/api\/themes\/configuration\/#prism$/],
  ] as const) {
    await searchBox(page).fill(query);
    await expectSettledResults(page);
    await expect(suggestions(page).first(), query).toHaveAttribute('data-href', answer);
  }
});

test("a question in the words of a doc's readers' words finds that doc first, though other pages use its words more", async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  // The theme configuration reference lists "default to dark mode" among the tasks it answers.
  const query = 'site should open in light mode by default';
  await searchBox(page).fill(query);
  await expectSettledResults(page);
  await expect(suggestions(page).first(), query).toHaveAttribute('data-href', /\/docs\/api\/themes\/configuration\/(#.*)?$/);
});

test("an excerpt is a passage of the page, never the doc's readers' words that only the index has", async ({page}) => {
  // The plugins guide's readers' words ("write my own plugin") match the query more densely than its text.
  // The page carries them only in its keywords meta tag.
  const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ');
  await gotoHydrated(page, '/docs/advanced/plugins/');
  const keywords = (await page.locator('meta[name="keywords"]').getAttribute('content'))!.split(',');
  expect(keywords).toContain('write my own plugin');
  const pageWords = words(await page.locator('main').innerText());

  await gotoHydrated(page, '/search?q=plugin');
  const first = page.locator('main article').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/docs\/advanced\/plugins\/$/, {timeout: 20_000});
  const excerpt = await first.locator('[class*="excerpt"]').innerText();
  for (const keyword of keywords) {
    expect(excerpt).not.toContain(keyword);
  }
  await expect(first.locator('mark').first()).toHaveText(/plugin/i);
  // Its words are the page's, in the page's order (punctuation aside: the index ends each heading with a full stop).
  expect(pageWords).toContain(words(excerpt));
});

test("an excerpt from the top of a page is the page's text, not the controls above it", async ({page}) => {
  await gotoHydrated(page, '/docs/installation');
  await searchBox(page).fill('deployment');
  await expectSettledResults(page);
  await expect(suggestions(page).first()).toHaveAttribute('data-href', /\/docs\/deployment\/$/);
  await expect(suggestions(page).first()).not.toContainText('Copy page');
});

test("a page's text in the index, from which excerpts are cut, leaves out the bar of its live blocks", () => {
  const folder = path.join(buildDir, 'pagefind', 'fragment');
  const fragments = fs.readdirSync(folder).map((file) => readFragment(fs.readFileSync(path.join(folder, file))));
  const codeBlocks = fragments.find((fragment) => fragment.url?.endsWith('/docs/markdown-features/code-blocks/'));
  // The sentence that leads into a live block, then the next one.
  expect(codeBlocks?.content).toMatch(/useState needs no import: Rendered result Edit the numbers/);
  expect(codeBlocks?.content).not.toMatch(/Live Editor|Reset/);
});
