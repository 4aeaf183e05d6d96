/**
 * The edits change when things happen, never what the reader gets: the stock
 * build (build-stock/, FRAMEWORK_EDITS=off) and the site as shipped (build/,
 * which `npm test` made) give readers the same site. Part of
 * `npm run test:stock`.
 *
 * - Every page as served, and every other file outside assets/ (Markdown
 *   twins, feeds, sitemap, search index): the same, less the scripts and the
 *   links to script and style files, which the edits split and load
 *   differently.
 * - A page of each kind a reader meets, hydrated in the browser at a desktop
 *   and a phone width: the same accessibility tree, text and screenshot, and
 *   no console error or hydration warning on the stock build.
 *
 * A difference fails unless `sameSiteExceptions` (support/stockBuild.ts)
 * names it, with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Browser, type Page} from '@playwright/test';
import {filesUnder} from '../../../scripts/lib/files.mjs';
import {editedBaseUrl, editedBuildDir, sameSiteExceptions} from '../support/stockBuild';
import {buildDir, collectProblems, expectHydrated, notFoundRoute, relativeUrl, unexpectedProblems} from '../support/site';

if (!fs.existsSync(path.join(editedBuildDir, 'index.html'))) {
  throw new Error(`No ${editedBuildDir} to compare the stock build with: run "npm run build" first ("npm test" does).`);
}

/** Whether `sameSiteExceptions` names this difference. */
function excepted(where: string, what: string): boolean {
  return sameSiteExceptions.some((exception) => exception.where.test(where) && exception.what.test(what));
}

/** The first place two texts part, with some context, to name the difference in a failure. */
function firstDifference(stock: string, edited: string): string {
  let at = 0;
  while (at < stock.length && stock[at] === edited[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 120));
  return `character ${at}\n  stock:  ${around(stock)}\n  edited: ${around(edited)}`;
}

function expectSame(where: string, what: string, stock: string, edited: string): void {
  if (stock !== edited && !excepted(where, what)) {
    expect.soft(edited, `${where}: ${what} differs from the stock build's at ${firstDifference(stock, edited)}`).toBe(stock);
  }
}

/** The build's files outside assets/, as paths relative to it with "/" separators. */
function siteFiles(root: string): string[] {
  return filesUnder(root)
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('assets/'));
}

/**
 * A page as its reader gets it: the HTML less its scripts, the links to
 * script and style files and a Content-Security-Policy of its own (which
 * lists the scripts' hashes, as _headers does), with the white space
 * between tags evened out.
 */
function servedPage(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<meta\b[^>]*\bhttp-equiv="?Content-Security-Policy\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:stylesheet|preload|prefetch|modulepreload)\b[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><');
}

test('every page and every other file outside assets/ is the same in both builds, less scripts and styles', () => {
  const files = (dir: string) =>
    siteFiles(dir)
      .filter((file) => !excepted(file, 'the file'))
      .sort();
  const stockFiles = files(buildDir);
  expect(files(editedBuildDir), 'the same files').toEqual(stockFiles);
  for (const file of stockFiles) {
    const [stock, edited] = [buildDir, editedBuildDir].map((dir) => fs.readFileSync(path.join(dir, file)));
    if (file.endsWith('.html')) {
      expectSame(file, 'the served page', servedPage(stock.toString('utf8')), servedPage(edited.toString('utf8')));
    } else if (!stock.equals(edited)) {
      expect.soft(edited.equals(stock), `${file}: differs from the stock build's`).toBe(true);
    }
  }
});

/** What a reader gets from a page: its accessibility tree and its text. */
async function rendering(page: Page): Promise<{tree: string; text: string}> {
  const body = page.locator('body');
  return {tree: await body.ariaSnapshot(), text: await body.innerText()};
}

const widths = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}};

/**
 * A tab on each build, at one width, reused from page to page as a reader's
 * tab is (the scripts come from its cache): `stock` on the build under test,
 * `edited` on build/.
 */
async function openTabs(browser: Browser, stockBaseUrl: string | undefined, width: keyof typeof widths) {
  const options = {viewport: widths[width], isMobile: width === 'phone', hasTouch: width === 'phone', reducedMotion: 'reduce'} as const;
  return {
    stock: await browser.newPage({...options, baseURL: stockBaseUrl}),
    edited: await browser.newPage({...options, baseURL: editedBaseUrl}),
  };
}

/** Opens the route in both tabs and waits until each has hydrated and shows its fonts. */
async function openInBoth(tabs: {stock: Page; edited: Page}, route: string): Promise<void> {
  for (const page of [tabs.stock, tabs.edited]) {
    await page.goto(relativeUrl(route));
    await expectHydrated(page);
    await page.evaluate(() => document.fonts.ready);
  }
}

/** A page of each kind a reader meets. */
const pageKinds = [
  '/',
  '/docs/installation',
  '/docs/category/getting-started',
  '/docs/2.x/configuration',
  '/docs/api/docusaurus-config',
  '/community/support',
  '/blog',
  '/blog/2017/12/14/introducing-docusaurus',
  '/blog/tags',
  '/changelog',
  '/changelog/2.0.0',
  '/showcase',
  '/versions',
  '/tests/pages/markdown-tests-mdx',
  notFoundRoute,
];

test.describe('each kind of page, hydrated', () => {
  test.describe.configure({timeout: pageKinds.length * 20_000});
  for (const width of ['desktop', 'phone'] as const) {
    test(`at the ${width} width, each kind of page reads and looks the same in both builds`, async ({browser, baseURL}, testInfo) => {
      const tabs = await openTabs(browser, baseURL, width);
      const problems = collectProblems(tabs.stock);
      for (const route of pageKinds) {
        problems.length = 0;
        await openInBoth(tabs, route);
        // Some of a page draws after hydration (diagrams, embeds): read both again until they agree, for a few seconds.
        let stock = await rendering(tabs.stock);
        let edited = await rendering(tabs.edited);
        for (let wait = 0; wait < 10 && (stock.tree !== edited.tree || stock.text !== edited.text); wait += 1) {
          await tabs.edited.waitForTimeout(500);
          [stock, edited] = [await rendering(tabs.stock), await rendering(tabs.edited)];
        }
        expectSame(route, `the accessibility tree (${width})`, stock.tree, edited.tree);
        expectSame(route, `the text (${width})`, stock.text, edited.text);
        // The stock build's screenshot is the reference (snapshotPathTemplate in playwright.config.ts).
        const name = `${route.slice(1).replaceAll('/', '_') || 'home'}-${width}.png`;
        const shot = {animations: 'disabled', caret: 'hide'} as const;
        fs.mkdirSync(path.dirname(testInfo.snapshotPath(name)), {recursive: true});
        fs.writeFileSync(testInfo.snapshotPath(name), await tabs.stock.screenshot(shot));
        expect.soft(await tabs.edited.screenshot(shot), `${route}: the ${width} screenshot differs from the stock build's`).toMatchSnapshot(name);
        // Hydration warnings are console errors (npm run check:pages holds the edited build to the same).
        expect.soft(unexpectedProblems(problems, route, tabs.stock.url()), `${route}: console errors and page errors on the stock build`).toEqual([]);
      }
    });
  }
});
