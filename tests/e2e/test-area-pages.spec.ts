/**
 * The /tests landing page and the test pages (/tests/pages): each page's
 * feature as a reader uses it, including the crash and error-boundary flows
 * that only start on a click.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {resolveBaseUrl} from '../../src/config/site';
import {readRouteList} from '../routes/routeLists';
import {catalog} from '../../website-tests/catalog';
import {assertBuildExists, buildDir, collectProblems, drawAllDiagrams, gotoHydrated, relativeUrl, sitemapRoutes} from './support/site';

test.beforeAll(assertBuildExists);

/** Makes every request to another host fail as if offline, and records it. */
async function blockOtherHosts(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost' && url.protocol.startsWith('http'),
    async (route) => {
      external.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  return external;
}

test.describe('landing page', () => {
  test('links every test area and page, each with a line on what it exercises', async ({page, request}) => {
    await gotoHydrated(page, '/tests');
    const main = page.locator('main');
    // Each entry: the decoded link target and the text of its list item.
    const items = await main.locator('li > a').evaluateAll((links) =>
      links.map((link) => ({
        path: decodeURI(new URL((link as HTMLAnchorElement).href).pathname),
        text: link.parentElement?.textContent ?? '',
      })),
    );
    const base = resolveBaseUrl();
    for (const area of catalog) {
      await expect(main.getByRole('heading', {level: 2, name: area.title})).toBeVisible();
      for (const entry of area.entries) {
        const item = items.find((candidate) => candidate.path === `${base}${entry.path.slice(1)}/`);
        expect(item, entry.path).toBeDefined();
        expect(item?.text, entry.path).toContain(entry.exercises);
        expect((await request.get(relativeUrl(entry.path))).status(), entry.path).toBe(200);
      }
    }
  });

  test('lists every required test page', () => {
    const listed = new Set(catalog.flatMap((area) => area.entries.map((entry) => entry.path)));
    const required = readRouteList('required').filter((route) => route.startsWith('/tests/pages'));
    expect(required.filter((route) => !listed.has(route))).toEqual([]);
  });
});

test.describe('crash handling', () => {
  test('a render crash shows "This page crashed." with the error chain, and "Try again" recovers', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/crashTest');
    await expect(page.getByText('Nothing has crashed yet.')).toBeVisible();
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.locator('h1')).toHaveText('This page crashed.');
    const main = page.locator('main');
    await expect(main).toContainText('Crash test: the page threw on purpose while rendering');
    await expect(main).toContainText('Cause:');
    await expect(main).toContainText('Root cause: the crash button was clicked');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('h1')).toHaveText('Crash test');
    await expect(page.getByText('Nothing has crashed yet.')).toBeVisible();
  });

  test('each nested error boundary catches only its own crash', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests');
    const box = (name: string) => page.getByRole('region', {name});
    const working = (name: string) => page.getByText(`${name} is working.`);

    await page.getByRole('button', {name: 'Crash Inner box'}).click();
    await expect(box('Inner box')).toContainText('Inner box crashed on purpose');
    await expect(working('Middle box')).toBeVisible();
    await expect(working('Outer box')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toHaveCount(1);
    await box('Inner box').getByRole('button', {name: 'Try again'}).click();
    await expect(working('Inner box')).toBeVisible();

    await page.getByRole('button', {name: 'Crash Middle box'}).click();
    await expect(box('Middle box')).toContainText('Middle box crashed on purpose');
    await expect(working('Inner box')).toHaveCount(0);
    await expect(working('Outer box')).toBeVisible();
    await expect(working('Sibling box')).toBeVisible();
    await box('Middle box').getByRole('button', {name: 'Try again'}).click();
    await expect(working('Middle box')).toBeVisible();
    await expect(working('Inner box')).toBeVisible();

    await page.getByRole('button', {name: 'Crash Outer box'}).click();
    await expect(box('Outer box')).toContainText('Outer box crashed on purpose');
    await expect(working('Sibling box')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Error boundary tests');
    await box('Outer box').getByRole('button', {name: 'Try again'}).click();
    await expect(working('Inner box')).toBeVisible();
  });
});

test.describe('React', () => {
  test('hydration: server and browser agree, then browser values fill in', async ({page, request}) => {
    const problems = collectProblems(page);
    const html = await (await request.get(relativeUrl('/tests/pages/hydration-tests'))).text();
    expect(html).toContain('on the server');
    expect(html).toContain('not started');
    await gotoHydrated(page, '/tests/pages/hydration-tests');
    await expect(page.getByTestId('where')).toHaveText('in the browser, after hydration');
    await expect(page.getByTestId('language')).not.toHaveText('not known yet');
    await expect(page.getByTestId('seconds')).toHaveText(/^\d+ s$/);
    await expect(page.getByTestId('width')).toHaveText(/^\d+ px$/);
    await page.getByLabel('Name linked by useId').fill('Ada');
    expect(problems).toEqual([]);
  });

  test('transitions, deferred values and Suspense work', async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, '/tests/pages/react-18');
    await page.getByRole('button', {name: 'Switch panel'}).click();
    await expect(page.getByTestId('panel')).toContainText('Details panel');
    await expect(page.getByTestId('panel')).toContainText('400 matches');

    await page.getByLabel('Filter the items').fill('399');
    await expect(page.getByTestId('match-count').last()).toHaveText('1 matches for "399"');

    await page.getByRole('button', {name: 'Load the lazy panel'}).click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    // The fallback shows for 400 ms: watch for it from before the click, as a
    // check that starts after the click can miss it on a busy machine.
    const fallbackShown = page.getByText('Waiting for data…').waitFor({state: 'visible'});
    await page.getByRole('button', {name: 'Wait for data'}).click();
    await fallbackShown;
    await expect(page.getByTestId('greeting')).toHaveText('Data arrived after the wait');
    expect(problems).toEqual([]);
  });
});

test.describe('embeds', () => {
  test('nothing loads from another site until asked, and offline readers get a message', async ({page, context}) => {
    const external = await blockOtherHosts(page);
    await gotoHydrated(page, '/tests/pages/embeds');
    expect(external).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole('button', {name: 'Load Map of central Paris'}).click();
    await expect(page.getByRole('status')).toContainText('You are offline');
    await expect(page.locator('iframe')).toHaveCount(0);
    await context.setOffline(false);
    expect(external).toEqual([]);

    await page.getByRole('button', {name: 'Load Map of central Paris'}).click();
    await expect(page.locator('iframe[title="Map of central Paris"]')).toHaveAttribute('src', /openstreetmap\.org/);
  });

  test('the video downloads only on play and falls back to a download link', async ({page}) => {
    const external = await blockOtherHosts(page);
    await gotoHydrated(page, '/tests/pages/embeds');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(external.filter((url) => url.endsWith('.webm'))).toEqual([]);
    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await expect(page.getByTestId('video-error')).toContainText('The video could not load');
    await expect(page.getByRole('link', {name: 'Download the video'})).toHaveAttribute('href', /\.webm$/);
    expect(external.some((url) => url.endsWith('.webm'))).toBe(true);
  });

  test('the last frame mounts only when scrolled into view', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/embeds');
    const holder = page.getByTestId('mount-when-visible');
    await expect(holder).toHaveAttribute('data-mounted', 'false');
    await holder.scrollIntoViewIfNeeded();
    await expect(holder).toHaveAttribute('data-mounted', 'true');
    await expect(page.frameLocator('iframe[title="Local frame"]').locator('#frame-text')).toContainText('mounted');
  });
});

test('analytics: no tracker loads, and events are dropped without errors', async ({page}) => {
  const problems = collectProblems(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, '/tests/pages/analytics');
  await expect(page.getByTestId('tracker-audit')).toHaveText('No analytics script or global is present.');
  await page.getByRole('button', {name: 'Report a test event'}).click();
  await page.getByRole('button', {name: 'Report a test event'}).click();
  await expect(page.getByTestId('event-log').locator('li')).toHaveText(['test_click: dropped', 'test_click: dropped']);
  expect(requests.filter((url) => /google-analytics|googletagmanager/.test(url))).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('Markdown features', () => {
  test('code blocks: titles, line numbers, highlights, copy and the live editor', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/code-block-tests');
    const titled = page.locator('.theme-code-block').filter({hasText: 'src/sum.js'});
    await expect(titled.locator('.token-line')).toHaveCount(3);
    // Line numbers are drawn by a CSS counter; the block starting at 40 resets it to 39.
    await expect(titled.locator('[class*="codeLineNumber"]')).toHaveCount(3);
    const from40 = page.locator('.theme-code-block').filter({hasText: 'const answer'});
    await expect(from40.locator('code')).toHaveAttribute('style', /counter-reset:\s*line-count 39/);
    await expect(page.locator('.theme-code-block-highlighted-line')).not.toHaveCount(0);
    await expect(page.locator('.code-block-error-line')).toHaveCount(1);
    await expect(page.getByText('// highlight-next-line')).toHaveCount(0);

    // Every code block on screen with something to copy gets a copy button once the page is interactive.
    const shown = page.locator('.theme-code-block:visible').filter({hasText: /\S/});
    await titled.hover();
    await expect(titled.getByRole('button', {name: /Copy code/})).toBeVisible();
    await expect(shown.filter({has: page.getByRole('button', {name: /Copy code/})})).toHaveCount(await shown.count());

    // The live block's result runs in a frame of its own (tests/e2e/live-code.spec.ts).
    const live = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first().locator('iframe').contentFrame();
    await live.getByRole('button', {name: 'Clicked 0 times'}).click();
    await expect(live.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();

    await expect(page.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', {name: 'Yarn'}).first().click();
    await expect(page.getByText('yarn add @docusaurus/plugin-ideal-image')).toBeVisible();
  });

  test('code blocks: a word-wrap button where the code overflows, also in a tab shown later', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, '/tests/pages/code-block-tests');
    const wrapButton = {name: 'Toggle word wrap'};
    const long = page.locator('.theme-code-block').filter({hasText: 'This line is long on purpose'});
    const short = page.locator('.theme-code-block').filter({hasText: 'fourth = 4'});
    await expect(long.getByRole('button', wrapButton)).toHaveCount(1);
    await expect(short.getByRole('button', {name: /Copy code/})).toHaveCount(1);
    await expect(short.getByRole('button', wrapButton)).toHaveCount(0);

    // Wrapping removes the sideways scroll.
    const overflows = () => long.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await overflows()).toBe(true);
    await long.hover();
    await long.getByRole('button', wrapButton).click();
    await expect(long.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await overflows()).toBe(false);

    // A block in a hidden tab cannot measure itself until the tab shows.
    const hiddenBlock = page.locator('.theme-code-block').filter({hasText: 'This line sits in a tab'});
    await expect(hiddenBlock).toBeHidden();
    await expect(hiddenBlock.getByRole('button', wrapButton)).toHaveCount(0);
    await page.getByRole('tab', {name: 'Long line'}).click();
    await expect(hiddenBlock).toBeVisible();
    await expect(hiddenBlock.getByRole('button', wrapButton)).toHaveCount(1);
  });

  test('Mermaid draws four diagrams', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/diagrams');
    expect(await drawAllDiagrams(page)).toBe(4);
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(4);
    await expect(page.getByText('flowchart LR')).toHaveCount(0);
  });

  test('CommonMark mode keeps braces as text and hides comments', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/markdown-tests-md');
    await expect(page.locator('article')).toContainText('Here they are text: {1 + 1}, a comparison such as 2 < 3');
    await expect(page.locator('article')).toContainText('Text before the comment.Text after the comment.');
    await expect(page.locator('article')).not.toContainText('must not appear');
    await expect(page.locator('article table')).toHaveCount(1);
    await expect(page.locator('article .theme-admonition')).toHaveCount(1);
  });

  test('MDX: expressions, math, custom heading ids, details and footnotes', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/markdown-tests-mdx');
    const article = page.locator('article');
    await expect(article).toContainText('Three boxes hold 36 units');
    await expect(article.locator('.katex')).toHaveCount(2);
    await expect(page.locator('#custom-heading-id')).toHaveText(/Heading with a custom id/);
    await page.getByText('Click to expand').click();
    await expect(page.getByText('Hidden content, with')).toBeVisible();
    await expect(article.locator('section[data-footnotes]')).toContainText('The footnote text.');
    await expect(article).toContainText('Braces { like these } and a less-than sign <');
  });

  test('head metadata from front matter and a <head> block', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/head-metadata');
    const head = page.locator('head');
    await expect(page).toHaveTitle('Head metadata | Docusaurus');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /end up in the document head/);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /end up in the document head/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', 'head,metadata,front matter');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
    await expect(head.locator('meta[name="test-area-marker"]')).toHaveAttribute('content', 'set from a head tag in MDX');
    await expect(head.locator('link[rel="author"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveClass(/head-metadata-test/);
    await expect(page.locator('body')).toHaveClass(/head-metadata-body/);
  });

  test('the page TOC shows levels 2 to 4 and scrolls to a heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/tests/pages/page-toc-tests');
    const toc = page.locator('.table-of-contents').first();
    await expect(toc.getByRole('link', {name: 'A level-4 subsection'})).toBeVisible();
    await expect(toc.getByRole('link', {name: /level-5/})).toHaveCount(0);
    await toc.getByRole('link', {name: 'Third section'}).click();
    await expect(page).toHaveURL(/#third-section$/);
    await expect(page.getByRole('heading', {name: 'Third section'})).toBeInViewport();
  });

  test('tabs: synced groups, query string, default, lazy and persistence', async ({page}) => {
    // Saved and linked choices differ from the server's default tab: no hydration error may follow.
    const problems = collectProblems(page);
    await gotoHydrated(page, '/tests/pages/tabs-tests');
    await page.getByRole('tab', {name: 'macOS'}).first().click();
    await expect(page.getByText('Paths start at /Users (second group).')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Install with Homebrew (first group).')).toBeVisible();

    await page.getByRole('tab', {name: 'Plum'}).click();
    await expect(page).toHaveURL(/[?&]fruit=plum/);
    await page.goto(`${relativeUrl('/tests/pages/tabs-tests')}?fruit=pear`);
    await expect(page.getByText('Pears are soft.')).toBeVisible();

    await expect(page.getByRole('tab', {name: 'Second'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Rendered only once you pick this tab.')).toHaveCount(0);
    await page.getByRole('tab', {name: 'Later'}).click();
    await expect(page.getByText('Rendered only once you pick this tab.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('links resolve and anchors scroll', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/link-tests');
    const article = page.locator('article');
    const base = resolveBaseUrl();
    await expect(article.getByRole('link', {name: 'Absolute path'})).toHaveAttribute('href', `${base}tests/pages/seo/`);
    await expect(article.getByRole('link', {name: 'An external site'})).toHaveAttribute('target', '_blank');
    // A bundled file keeps its exact URL (no trailing slash) and the server returns it.
    const fileHref = await article.getByRole('link', {name: 'A bundled file'}).getAttribute('href');
    expect(fileHref).toMatch(/\/assets\/files\/gradient-\w+\.png$/);
    const file = await page.request.get(new URL(fileHref!, page.url()).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await expect(article.getByRole('link', {name: 'A static file outside the router'})).toHaveAttribute('href', /\/img\/social-card\.png$/);

    await article.getByRole('link', {name: 'Custom heading id'}).click();
    await expect(page).toHaveURL(/#a-custom-id$/);
    await expect(page.locator('#a-custom-id')).toBeInViewport();

    await article.getByRole('link', {name: 'Relative path'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);
    await expect(page.locator('h1')).toHaveText('SEO');
    await page.goBack();

    await article.getByRole('link', {name: 'Anchor on another page'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/page-toc-tests\/#second-section$/);
    await expect(page.getByRole('heading', {name: 'Second section'})).toBeInViewport();
  });
});

test.describe('layout and chrome', () => {
  test('the layout renders with no children', async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, '/tests/pages/layout-no-children');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeEmpty();
    await expect(page.getByTestId('outside-layout')).toContainText('renders when given no children');
    expect(problems).toEqual([]);
  });

  test('navbar dropdown shapes open and link where they say', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/tests/pages/navbar-dropdown-tests');
    const main = page.locator('main');
    const dropdown = (label: string) => main.locator('.dropdown').filter({hasText: label});
    await dropdown('Test areas').hover();
    await expect(dropdown('Test areas').getByRole('link', {name: 'Test blog'})).toBeVisible();
    await dropdown('Test docs by id').hover();
    await expect(dropdown('Test docs by id').getByRole('link', {name: 'Admonitions doc'})).toHaveAttribute('href', /\/tests\/docs\/admonitions\/$/);
    await dropdown('Elsewhere').hover();
    await expect(dropdown('Elsewhere').getByRole('link', {name: /Discord/})).toHaveAttribute('target', '_blank');
    // Scrolled to the middle of the window first, so the open menu fits below it: a scroll during
    // the click would move the page out from under the pointer and close the menu.
    await dropdown('No type given').evaluate((element) => element.scrollIntoView({block: 'center'}));
    await dropdown('No type given').hover();
    const landingLink = dropdown('No type given').getByRole('link', {name: 'Tests landing page'});
    await expect(landingLink).toBeVisible();
    // Followed from the keyboard: a pointer click raced the menu's hover transition on a loaded machine.
    await landingLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tests\/$/);
  });

  test('SEO metadata is in the head', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/seo');
    const head = page.locator('head');
    await expect(page).toHaveTitle('SEO | Docusaurus');
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tests\/pages\/seo\/$/);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card\.png$/);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)).filter((data) => data.name === 'SEO test page')).toHaveLength(1);
  });

  test('the unlisted page has the banner and noindex and is not in the sitemap', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/unlisted');
    await expect(page.locator('.theme-unlisted-banner')).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = sitemapRoutes(resolveBaseUrl());
    expect(sitemap).toContain('/tests/pages/seo');
    expect(sitemap).not.toContain('/tests/pages/unlisted');
  });

  test('content stacked just under the navbar never covers it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/tests/pages/z-index-tests');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    // Scroll the boxes under the navbar; scrolling back up a little brings the hide-on-scroll navbar back.
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect(navbar).toBeInViewport();
    const box = await navbar.boundingBox();
    const covering = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('nav.navbar') !== null,
      [box!.x + box!.width / 2, box!.y + box!.height / 2],
    );
    expect(covering).toBe(true);
    await navbar.getByRole('link', {name: 'Tests', exact: true}).click();
    await expect(page).toHaveURL(/\/tests\/$/);
  });

  test('the tooltip shows on pointer and keyboard focus, stays under the pointer, and Escape hides it (WCAG 1.4.13)', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/z-index-tests');
    const trigger = page.getByRole('button', {name: 'word with a tooltip'});
    const tooltip = page.getByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription('A positioned tooltip (z-index 150)');
    await expect(tooltip).toBeHidden();
    await trigger.hover();
    await expect(tooltip).toBeVisible();
    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 0);
    await trigger.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('every test page is in the build and lists what it tests', () => {
  const pages = catalog.find((area) => area.id === 'pages')!.entries;
  for (const entry of pages) {
    const file = path.join(buildDir, ...entry.path.split('/').filter(Boolean), 'index.html');
    const html = fs.readFileSync(file, 'utf8');
    expect(html, entry.path).toContain('<strong>Tests:</strong>');
    expect(html, entry.path).toContain('<strong>Pass:</strong>');
  }
});
