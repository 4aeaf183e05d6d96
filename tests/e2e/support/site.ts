/**
 * Helpers shared by the end-to-end specs: where the build is, how to turn a
 * route into a URL, and how to load a page and collect what went wrong on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {resolveBaseUrl} from '../../../src/config/site';
import {readRouteList} from '../../routes/routeLists';
import {defaultBuildFolder} from '../../../src/framework-edits/switch.cjs';
import {isStockOnlyConsoleError} from './stockBuild';
import {diagramSelector} from '../../shared/diagrams';

export const siteDir = path.resolve(__dirname, '../../..');
/** The build under test: `build/`, or `build-stock/` with FRAMEWORK_EDITS=off (./stockBuild.ts). */
export const buildFolder = defaultBuildFolder();
export const buildDir = path.join(siteDir, buildFolder);

export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" before "npm run test:e2e".`);
  }
}

/** Every built HTML page: its folder under the build, with "/" separators ("" for the home page, "docs/installation"), and its HTML. */
export function* builtPages(root = buildDir, dir = root): Generator<[string, string]> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* builtPages(root, file);
    } else if (entry.name === 'index.html') {
      yield [path.relative(root, dir).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')];
    }
  }
}

/**
 * A route (optionally with a query) as a path relative to the site's base URL
 * ("docs/", "./" for the home page), so `page.goto` resolves it under Playwright's baseURL whatever
 * BASE_URL the site was built with.
 */
export function relativeUrl(route: string): string {
  const [pathname, query] = route.split('?');
  const search = query === undefined ? '' : `?${query}`;
  if (pathname === '/') {
    return `./${search}`;
  }
  return `${encodeURI(`${pathname.slice(1)}/`)}${search}`;
}

/** Required routes minus those a later issue still has to deliver. */
export function builtRequiredRoutes(): string[] {
  const pending = new Set(readRouteList('pending'));
  return readRouteList('required').filter((route) => !pending.has(route));
}

/** Routes listed in a production sitemap (`build/`, or another build folder of the site), relative to the base URL. */
export function sitemapRoutes(baseUrl: string, folder = buildFolder): string[] {
  const xml = fs.readFileSync(path.join(siteDir, folder, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = decodeURI(new URL(match[1]).pathname);
    const route = pathname.slice(baseUrl.length - 1).replace(/\/$/, '');
    return route === '' ? '/' : route;
  });
}

/** Every page of a build the sweeps visit: its sitemap plus the required routes (some, like redirects, are in no sitemap), sorted. */
export function everyPageRoute(folder = buildFolder): string[] {
  return [...new Set([...sitemapRoutes(resolveBaseUrl(), folder), ...builtRequiredRoutes()])].sort();
}

/** A route no page has: the site's not-found page, served with status 404. */
export const notFoundRoute = '/this-page-does-not-exist';

/**
 * One page of each layout, for a quick sweep. A page's layout is the set of
 * classes Docusaurus puts on its <html> (plugin, version, page type), with
 * any doc id taken for "a doc"; a page of the pages plugin, or one without
 * classes (the debug pages), is a layout of its own.
 */
export function onePagePerLayout(folder = buildFolder): string[] {
  const pages = new Map([...builtPages(path.join(siteDir, folder))].map(([pageFolder, html]) => [pageFolder === '' ? '/' : `/${pageFolder}`, html]));
  const byLayout = new Map<string, string>();
  for (const route of everyPageRoute(folder)) {
    const html = pages.get(route);
    const classes = html?.match(/<html[^>]*\sclass="([^"]*)"/)?.[1];
    // A doc id is the last class, and may hold spaces.
    const layout = !classes || classes.includes('plugin-pages') ? route : classes.replace(/docs-doc-id-.*$/, 'docs-doc-id');
    if (!byLayout.has(layout)) {
      byLayout.set(layout, route);
    }
  }
  return [...byLayout.values()];
}

export type PageProblems = string[];

/**
 * Records console errors and uncaught exceptions. React reports hydration
 * mismatches through console.error, so they land here too.
 */
export function collectProblems(page: Page): PageProblems {
  const problems: PageProblems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isStockOnlyConsoleError(message.text())) {
      const {url} = message.location();
      problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * The problems a page should not have. The not-found page is served with
 * status 404, which the browser reports as a failed load of the page itself.
 */
export function unexpectedProblems(problems: PageProblems, route: string, pageUrl: string): PageProblems {
  return route === notFoundRoute ? problems.filter((problem) => !problem.endsWith(`(${pageUrl})`)) : problems;
}

/** Waits until React has hydrated the page's server-rendered HTML. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

/** Opens a route and waits until React has hydrated the server-rendered HTML. */
export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(relativeUrl(route));
  await expectHydrated(page);
}

/**
 * Client-side navigation to a route, as a link inside the app makes it (the
 * router follows the history change), for addresses no link on the page has.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate(
    (target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `${resolveBaseUrl()}${route.slice(1)}`,
  );
}

/** Marks the page's window; `wasReloaded` then tells a reload (the mark is gone) from a client-side navigation. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as typeof window & {testWindowMark?: boolean}).testWindowMark = true;
  });
}

export function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as typeof window & {testWindowMark?: boolean}).testWindowMark !== true);
}

/** Waits until a service worker controls the page, with its precache installed (a page is controlled from its next load on), and the reloaded page has hydrated. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  // Hydrated, so the router listens: a history change made before that is never followed.
  await expectHydrated(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 30_000}).toBe(true);
}

/**
 * Scrolls to each Mermaid diagram of the page in turn and waits until it is
 * drawn (diagrams draw only near the screen, src/theme/Mermaid). Returns how
 * many there are.
 */
export async function drawAllDiagrams(page: Page): Promise<number> {
  const diagrams = page.locator(diagramSelector);
  const count = await diagrams.count();
  for (let index = 0; index < count; index += 1) {
    await diagrams.nth(index).scrollIntoViewIfNeeded();
    await expect(diagrams.nth(index).locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 20_000});
  }
  return count;
}

/**
 * Waits until the page has handled the last scroll (two rendering steps) and
 * the main navbar has finished any slide it started (it hides on the way
 * down and comes back on the way up), so where it stands can be read.
 */
export async function afterNavbarSettles(page: Page): Promise<void> {
  await page.getByRole('navigation', {name: 'Main'}).evaluate(async (element) => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });
}
