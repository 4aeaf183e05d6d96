/**
 * The engine suite, the same for every engine: a smoke run over a sample of
 * routes of every section and docs version, then the behaviours that depend
 * most on how the site's scripts start (client-side navigation, colour mode,
 * version dropdown, phone menu, the desktop navbar's widths, search, live
 * code and its editor's keyboard, announcement bar, offline reading, and two
 * races around the service worker's idle-time registration).
 *
 * Each engine's test file calls defineEngineSuite() with how to start its
 * browser and its list of known failures. A known failure runs as
 * `test.failing`: it is reported, it passes only while the check still fails,
 * and it fails the run the day the site is fixed (then remove it from the list).
 *
 * When the engine is not installed, every test is skipped with a message
 * saying what to install; with CI set, every test fails with that message.
 */
import {resolveBaseUrl} from '../../../src/config/site';
import {navbarLayout, widestNavbarRoutes} from '../../shared/navbarLayout';
import {brokenWords, docsPageLabels} from '../../shared/brokenWords';
import {largerDefaultFont, wideTextSpacing} from '../../shared/textSpacing';
import {diagramSelector} from '../../shared/diagrams';
import {liveCodeFrameChunk, registrationChunk} from '../../shared/registrationChunk';
import {sampleRoutes} from './routes';
import {assertBuildExists, buildDir, startSiteServer, type SiteServer} from './server';
import {DESKTOP, formatProblems, PHONE, settlesWithin, sleep, waitFor, type EngineSession, type PageProblem} from './session';

export interface EngineSuiteOptions {
  engine: string;
  /** Why the engine cannot run on this machine (not installed), or undefined. */
  missing: () => string | undefined;
  start: (server: SiteServer) => Promise<EngineSession>;
  /** Test name → why it fails in this engine (see the file header). */
  knownFailures: Readonly<Record<string, string>>;
}

/** Test names, shared by both engines' lists of known failures. */
export const CHECKS = {
  hashNavigation: 'client-side navigation: a link to another page’s #anchor changes the URL without a reload and scrolls to the heading',
  colourMode: 'colour mode: the navbar switch cycles system → light → dark, saves "theme" in localStorage, and dark survives a reload',
  versionDropdown: 'docs version dropdown: from /docs/installation/ to 2.x',
  phoneMenu: 'phone menu at 390 px: the hamburger opens the menu, its links navigate and close it',
  navbarWidths:
    'navbar from 997 to 1280 px, on the widest navbars, with the usual text spacing and a reader’s wider one: no item overlaps another, and the site name shows whole or not at all',
  largerText:
    'a reader’s default font at 150% and 200% on desktop: a docs page’s sidebar, title and table of contents keep their words whole, and the sidebar’s menu ends above its collapse button',
  search: 'search: typing a query loads Pagefind’s WebAssembly index, lists results, and picking one opens it',
  liveCode: 'live code: a live block’s result shows in its frame, and follows the colour mode',
  liveEditorKeyboard: 'live code editor: typed code changes the result; Tab indents, and after Escape, Tab moves the focus on',
  announcementBar: 'announcement bar: the close button hides it and it stays closed after a reload',
  offline: 'offline reading: once the service worker controls the page, pages still open with the server stopped',
  lateProblems: 'smoke: no error is reported after a page’s checks, while the next one loads',
  leaveWhileRegistering: 'leaving a page while it registers its service worker logs no error',
  leaveWhileFrameStarts: 'leaving a page while its live-code frame starts logs no error',
  offlineQueryThenLink: 'offline mode asked for with ?offlineMode=true stays on when the reader follows a link before the service worker registers',
} as const;

export const smokeName = (route: string) => `smoke: ${route}`;

/** Routes of the smoke run, fixed by the build's sitemap and the route inventory. */
function smokeRoutes(): string[] {
  assertBuildExists();
  // ENGINES_EVERY_PAGE=1: every route, for a sweep of the whole site in this engine.
  const {routes, sections} = sampleRoutes(resolveBaseUrl(), process.env.ENGINES_EVERY_PAGE ? {every: 1} : {});
  const versions = [...sections.keys()].filter((section) => section.startsWith('docs '));
  if (routes.length < 60 || versions.length < 3) {
    throw new Error(`The smoke sample has ${routes.length} routes and docs sections ${versions.join(', ')}: expected at least 60 and every version`);
  }
  return routes;
}

type TestBody = () => Promise<void>;

export function defineEngineSuite(options: EngineSuiteOptions): void {
  const routes = smokeRoutes();
  const missing = options.missing();
  let server: SiteServer;
  let session: EngineSession;
  const unusedKnownFailures = new Set(Object.keys(options.knownFailures));

  /** Registers a check, as a known failure when listed, skipped when the engine is missing. */
  function check(name: string, body: TestBody, timeout = 90_000): void {
    const knownFailure = options.knownFailures[name];
    unusedKnownFailures.delete(name);
    if (missing && !process.env.CI) {
      test.skip(name, body);
    } else if (knownFailure) {
      test.failing(`${name} [KNOWN FAILURE in ${options.engine}: ${knownFailure}]`, body, timeout);
    } else {
      test(name, body, timeout);
    }
  }

  const url = (route: string) => server.url(route);

  async function hydrated(what = 'hydration (html[data-has-hydrated="true"])'): Promise<void> {
    await waitFor(what, () => session.evaluate(() => document.documentElement.dataset.hasHydrated === 'true'), {timeout: 30_000});
  }

  async function gotoHydrated(route: string): Promise<void> {
    await session.goto(url(route));
    await hydrated(`${route} to hydrate (html[data-has-hydrated="true"])`);
  }

  /** The script address of the page's service worker, once one is active. */
  function activatedWorker(): Promise<string> {
    return waitFor(
      'an activated service worker',
      () =>
        session.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' ? registration.active.scriptURL : '';
        }),
      {timeout: 120_000, interval: 500},
    );
  }

  /** Adds a reader's style sheet to the page (wider text spacing, a larger default font). */
  async function addReaderStyle(css: string): Promise<void> {
    await session.evaluate((sheet: string) => document.head.append(Object.assign(document.createElement('style'), {textContent: sheet})), css);
  }

  /** Lets the page run two rendering steps (and the WebKit log stream catch up). */
  async function settle(): Promise<void> {
    await session.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await sleep(100);
  }

  /**
   * Waits until the page's idle-time work is done, as it is for a reader who
   * reads a page before leaving it: an idle period (a 1.5 s timer where there
   * is no requestIdleCallback), then no new resource for a second (prefetches,
   * the service worker's registration). Used before a reload or a full
   * navigation in the behaviour checks, because both engines report work cut
   * short by leaving the page as errors: WebKit and Firefox reject the
   * worker's registration ("registerSW failed"), and Firefox reports a load
   * that the worker was answering ("A ServiceWorker intercepted the request
   * and encountered an unexpected error"). The smoke run leaves each page
   * right after its checks, before the registration starts.
   */
  async function quiesce(): Promise<void> {
    await session.evaluate(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function') {
            requestIdleCallback(() => resolve(), {timeout: 5000});
          } else {
            setTimeout(resolve, 1500);
          }
        }),
    );
    let previous = -1;
    await waitFor(
      'the page’s downloads to stop',
      async () => {
        const count = await session.evaluate(() => performance.getEntriesByType('resource').length);
        const stable = count === previous;
        previous = count;
        return stable;
      },
      {timeout: 20_000, interval: 1000},
    );
  }

  function expectNoProblems(where: string): void {
    expect({where, problems: formatProblems(session.takeProblems())}).toEqual({where, problems: []});
  }

  /** Marks the current document; `sameDocument()` is true until the next full page load. */
  const markDocument = () =>
    session.evaluate(() => {
      (window as unknown as {engineTestMarker: string}).engineTestMarker = 'this document';
    });
  const sameDocument = () => session.evaluate(() => (window as unknown as {engineTestMarker?: string}).engineTestMarker === 'this document');

  const pathOf = async () => {
    const current = new URL(await session.currentUrl());
    return `${current.pathname}${current.hash}`;
  };
  const base = resolveBaseUrl();
  const sitePath = (route: string) => `${base}${route.replace(/^\//, '')}`;

  /** Whether the element is drawn (has a box, not display:none/visibility:hidden). */
  const visible = (selector: string) =>
    session.evaluate((css: string) => {
      const element = document.querySelector(css);
      if (!element) {
        return false;
      }
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    }, selector);

  /** Where the element is relative to the viewport. */
  const inViewport = (selector: string) =>
    session.evaluate((css: string) => {
      const element = document.querySelector(css);
      if (!element) {
        return false;
      }
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    }, selector);

  const textOf = (selector: string) => session.evaluate((css: string) => document.querySelector(css)?.textContent?.trim() ?? null, selector);

  describe(`${options.engine} on the production build`, () => {
    beforeAll(async () => {
      if (missing) {
        if (process.env.CI) {
          throw new Error(`${missing}. CI is set: a missing engine fails the run instead of skipping it.`);
        }
        return;
      }
      server = await startSiteServer();
      const started = Date.now();
      session = await options.start(server);
      console.log(`${options.engine}: ${session.version}, started in ${((Date.now() - started) / 1000).toFixed(1)} s; site at ${server.url('/')}`);
    }, 180_000);

    afterAll(async () => {
      await session?.close();
      await server?.close();
    }, 60_000);

    if (missing && !process.env.CI) {
      console.warn(`${missing} (skipping ${routes.length + Object.keys(CHECKS).length} ${options.engine} tests)`);
    }

    describe(`smoke run over ${routes.length} routes of every section and docs version`, () => {
      const late: string[] = [];
      let previous: string | undefined;
      beforeAll(async () => {
        if (session) {
          await session.freshPage(DESKTOP);
        }
      }, 60_000);

      /**
       * Splits what a route's visit reported: its own problems, and those of
       * the page it left (by the page URL the engine gives), which count
       * against that page in CHECKS.lateProblems.
       */
      const ownProblems = (route: string, left: string | undefined): PageProblem[] => {
        const own: PageProblem[] = [];
        const here = new URL(url(route)).pathname;
        for (const problem of session.takeProblems()) {
          const from = problem.url ? new URL(problem.url).pathname : undefined;
          if (from === undefined || from === here || left === undefined) {
            own.push(problem);
          } else {
            late.push(`${left}, reported while leaving it: ${formatProblems([problem])[0]}`);
          }
        }
        return own;
      };

      for (const route of routes) {
        check(
          smokeName(route),
          async () => {
            // Reported after the previous page's checks: counted against it, in the last test.
            late.push(...formatProblems(session.takeProblems()).map((problem) => `${previous}: ${problem}`));
            const left = previous;
            previous = route;
            await gotoHydrated(route);
            await settle();
            const page = await session.evaluate(() => ({
              headings: document.querySelectorAll('h1').length,
              title: document.title,
            }));
            expect({route, ...page, problems: formatProblems(ownProblems(route, left))}).toEqual({
              route,
              headings: 1,
              title: expect.stringMatching(/^\S.* \| Docusaurus$/),
              problems: [],
            });
            // A diagram in view starts drawing at once, and leaving the page while its code downloads logs a
            // ChunkLoadError in both engines (the load cut short). The next page waits until it is drawn, as for a
            // reader who looks at it; a diagram that fails shows its error in place, which ends the wait too.
            await waitFor(
              'the diagrams in view to be drawn',
              () => session.evaluate((selector) => !document.querySelector(`${selector}:empty`), diagramSelector),
              {
                timeout: 20_000,
              },
            );
          },
          60_000,
        );
      }

      check(CHECKS.lateProblems, async () => {
        await sleep(1000);
        late.push(...formatProblems(session.takeProblems()).map((problem) => `${previous}: ${problem}`));
        expect(late).toEqual([]);
      });
    });

    describe('behaviours', () => {
      check(CHECKS.hashNavigation, async () => {
        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs');
        await markDocument();
        await session.click('article a[href$="/docs/installation/#project-structure"]');
        await waitFor(
          'the URL of the installation guide’s #project-structure',
          async () => (await pathOf()) === sitePath('/docs/installation/#project-structure'),
        );
        await waitFor('the Installation page', async () => (await textOf('h1')) === 'Installation');
        expect(await sameDocument()).toBe(true);
        await waitFor('#project-structure scrolled into view', () => inViewport('[id="project-structure"]'));
        expect(await session.evaluate(() => scrollY)).toBeGreaterThan(0);
        expect(await inViewport('h1')).toBe(false);
        expectNoProblems('hash navigation');
      });

      check(CHECKS.colourMode, async () => {
        const toggle = 'button[aria-label^="Switch between dark and light mode"]';
        const state = () =>
          session.evaluate((css: string) => {
            const button = document.querySelector(css);
            return {
              label: /currently (\w+) mode/.exec(button?.getAttribute('aria-label') ?? '')?.[1],
              theme: document.documentElement.dataset.theme,
              saved: localStorage.getItem('theme'),
              background: getComputedStyle(document.documentElement).backgroundColor,
              systemDark: matchMedia('(prefers-color-scheme: dark)').matches,
            };
          }, toggle);
        const light = {theme: 'light', background: 'rgb(255, 255, 255)'};
        const dark = {theme: 'dark', background: 'rgb(24, 25, 32)'};
        const expectState = async (label: string, saved: string | null, look: {theme: string; background: string}) => {
          const wanted = {label, saved, ...look};
          await waitFor(
            `colour mode ${JSON.stringify(wanted)}`,
            async () => {
              const now = await state();
              return now.label === label && now.saved === saved && now.theme === look.theme && now.background === look.background;
            },
            {timeout: 10_000},
          ).catch(async (error: Error) => {
            throw new Error(`${error.message}\nnow: ${JSON.stringify(await state())}`);
          });
        };

        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs');
        await waitFor('the colour switch to be enabled', () =>
          session.evaluate((css: string) => document.querySelector<HTMLButtonElement>(css)?.disabled === false, toggle),
        );
        const system = (await state()).systemDark ? dark : light;
        await expectState('system', null, system);
        await session.click(toggle);
        await expectState('light', 'light', light);
        await session.click(toggle);
        await expectState('dark', 'dark', dark);
        await quiesce();
        await session.reload();
        await hydrated();
        await expectState('dark', 'dark', dark);
        await session.click(toggle);
        await expectState('system', null, system);
        expectNoProblems('colour mode');
      });

      check(CHECKS.versionDropdown, async () => {
        const dropdown = '.navbar__items--right .dropdown';
        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs/installation');
        await markDocument();
        await session.click(`${dropdown} > a.navbar__link[aria-haspopup="true"][href$="/docs/installation/"]`);
        await session.click(`${dropdown} .dropdown__menu a.dropdown__link[href$="/docs/2.x/installation/"]`);
        await waitFor('/docs/2.x/installation/', async () => (await pathOf()) === sitePath('/docs/2.x/installation/'));
        await waitFor('the 2.x Installation page (Node.js 16.14)', () =>
          session.evaluate(
            () => document.querySelector('h1')?.textContent === 'Installation' && document.querySelector('article')!.textContent!.includes('16.14'),
          ),
        );
        expect(await sameDocument()).toBe(true);
        expect(await textOf(`${dropdown} > a.navbar__link[aria-haspopup="true"][href$="/docs/2.x/installation/"]`)).toBe('2.x');
        expect(await session.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.x');
        expectNoProblems('version dropdown');
      });

      // Font metrics differ between engines: the room the items leave the site name does too.
      check(CHECKS.navbarWidths, async () => {
        await session.freshPage(DESKTOP);
        for (const route of widestNavbarRoutes) {
          await gotoHydrated(route);
          for (const width of [997, 1100, 1200, 1280]) {
            await session.setViewport({width, height: DESKTOP.height});
            await waitFor(`a window ${width} px wide`, () => session.evaluate((wanted: number) => innerWidth === wanted, width));
            const {overlaps, right, siteName, languageName} = await session.evaluate(navbarLayout);
            expect({route, width, overlaps, fits: right <= width, languageName}).toEqual({route, width, overlaps: [], fits: true, languageName: 'shown'});
            expect({route, width, siteName}).toEqual({route, width, siteName: width >= 1280 ? 'whole' : expect.stringMatching(/^(whole|hidden)$/)});
          }
          // WCAG 1.4.12: the navbar measures its items in each engine's font metrics and makes room (src/clientModules/navbarFit.ts).
          await addReaderStyle(wideTextSpacing);
          for (const width of [997, 1100, 1171, 1200, 1240, 1280]) {
            await session.setViewport({width, height: DESKTOP.height});
            await waitFor(`a window ${width} px wide`, () => session.evaluate((wanted: number) => innerWidth === wanted, width));
            await settle();
            const {overlaps, right, siteName} = await session.evaluate(navbarLayout);
            expect({route, width, overlaps, fits: right <= width, siteName}).toEqual({
              route,
              width,
              overlaps: [],
              fits: true,
              siteName: expect.stringMatching(/^(whole|hidden)$/),
            });
          }
        }
        expectNoProblems('navbar widths');
      });

      // The columns' widths and the title's size follow the font in each engine's metrics (custom.css, announcementBarHeight.ts).
      check(CHECKS.largerText, async () => {
        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs/installation/');
        const menuOverButton = () =>
          session.evaluate(() => {
            const menu = document.querySelector('nav.menu[aria-label="Docs sidebar"]')!.getBoundingClientRect();
            const button = document.querySelector('button[title="Collapse sidebar"]')!.getBoundingClientRect();
            return Math.max(0, Math.round(menu.bottom - button.top));
          });
        for (const percent of [150, 200]) {
          await addReaderStyle(largerDefaultFont(percent));
          for (const width of [997, 1100, 1280, 1440]) {
            await session.setViewport({width, height: DESKTOP.height});
            await waitFor(`a window ${width} px wide`, () => session.evaluate((wanted: number) => innerWidth === wanted, width));
            await settle();
            expect({percent, width, broken: await session.evaluate(brokenWords, docsPageLabels), menuOverButton: await menuOverButton()}).toEqual({
              percent,
              width,
              broken: [],
              menuOverButton: 0,
            });
          }
        }
        expectNoProblems('larger text');
      });

      check(CHECKS.phoneMenu, async () => {
        const toggle = 'button.navbar__toggle[aria-label="Toggle navigation bar"]';
        const menuState = () =>
          session.evaluate(
            (css: string) => ({
              expanded: document.querySelector(css)?.getAttribute('aria-expanded'),
              shown: document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show') ?? false,
              bodyLocked: document.body.style.overflow === 'hidden',
            }),
            toggle,
          );
        const openMenu = async () => {
          await session.click(toggle);
          await waitFor('the menu to open', async () => {
            const now = await menuState();
            return now.expanded === 'true' && now.shown && (await visible('.navbar-sidebar'));
          });
        };
        const expectClosed = () =>
          waitFor('the menu to close', async () => {
            const now = await menuState();
            return now.expanded === 'false' && !now.shown && !now.bodyLocked;
          }).catch(async (error: Error) => {
            throw new Error(`${error.message}\nnow: ${JSON.stringify(await menuState())} at ${await session.currentUrl()}`);
          });

        await session.freshPage(PHONE);
        await gotoHydrated('/');
        expect(await session.evaluate(() => ({width: innerWidth, height: innerHeight}))).toEqual(PHONE);
        expect(await visible(toggle)).toBe(true);
        await openMenu();
        await session.click('.navbar-sidebar a.menu__link[href$="/blog/"]');
        await waitFor('/blog/', async () => (await pathOf()) === sitePath('/blog/'));
        await expectClosed();

        // On a docs page the menu opens on the docs sidebar.
        await quiesce();
        await gotoHydrated('/docs/installation');
        await openMenu();
        await session.click('.navbar-sidebar a.menu__link[href$="/docs/configuration/"]');
        await waitFor('the Configuration page', async () => (await pathOf()) === sitePath('/docs/configuration/') && (await textOf('h1')) === 'Configuration');
        await expectClosed();
        expectNoProblems('phone menu');
      });

      check(CHECKS.search, async () => {
        const box = 'input.navbar__search-input';
        const options = '[role="listbox"][aria-label="Search suggestions"] [role="option"]';
        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs');
        const requestsBefore = server.requests.length;
        await markDocument();
        await session.type(box, 'sidebar');
        const results = () =>
          session.evaluate((css: string) => {
            const list = document.querySelector('[role="listbox"][aria-label="Search suggestions"]');
            return list?.getAttribute('aria-busy') === 'false'
              ? Array.from(document.querySelectorAll(css))
                  .map((option) => option.textContent ?? '')
                  .join('\n')
              : '';
          }, options);
        // Results for a partly typed word may show first: wait until the list is the same twice in a row.
        let previousResults = '';
        await waitFor(
          'search results that stop changing',
          async () => {
            const now = await results();
            const stable = now !== '' && now === previousResults;
            previousResults = now;
            return stable;
          },
          {timeout: 30_000, interval: 400},
        );
        const first = await session.evaluate((css: string) => {
          const option = document.querySelector(css)!;
          return {href: option.getAttribute('data-href')!, marked: option.querySelector('mark')?.textContent ?? ''};
        }, options);
        expect(first.marked).toMatch(/sidebar/i);
        // Asked of the server, or (from the browser's cache) listed in the page's resource timing.
        const loaded = await session.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        const searchFiles = [...server.requests.slice(requestsBefore), ...loaded].filter((request) => request.includes('/pagefind/'));
        expect(searchFiles).toEqual(expect.arrayContaining([sitePath('/pagefind/pagefind.js')]));
        expect(searchFiles.some((request) => /\/pagefind\/wasm\.[\w-]+\.pagefind$/.test(request))).toBe(true);
        expect(searchFiles.some((request) => request.endsWith('.pf_index'))).toBe(true);

        await session.click(options);
        const target = new URL(first.href, server.origin);
        await waitFor(`the first result (${first.href})`, async () => (await pathOf()) === `${target.pathname}${target.hash}`);
        expect(target.pathname).toMatch(/\/docs\/(?!2\.x|3\.0\.0-rc\.1)[^?]*sidebar/);
        expect(await sameDocument()).toBe(true);
        await waitFor('the result’s page', () => session.evaluate(() => /sidebar/i.test(document.querySelector('article')?.textContent ?? '')));
        if (target.hash) {
          await waitFor(`${target.hash} scrolled into view`, () => inViewport(`[id="${decodeURIComponent(target.hash.slice(1))}"]`));
        }
        expectNoProblems('search');
      });

      check(CHECKS.liveCode, async () => {
        // The frame is of the site's origin (src/plugins/live-code-frame), so the page can read it.
        const frameState = () =>
          session.evaluate(() => {
            const frame = document.querySelector<HTMLIFrameElement>('iframe[src$="/live-code/"]');
            frame?.scrollIntoView();
            const inner = frame?.contentDocument;
            // Inside a page's frame the result has no landmark of its own (it is part of that page's content).
            return {text: inner?.body?.textContent ?? '', theme: inner?.documentElement.dataset.theme};
          });
        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs/playground');
        const theme = await session.evaluate(() => document.documentElement.dataset.theme);
        await waitFor(
          'the live block’s result in its frame',
          async () => {
            const state = await frameState();
            return state.text.includes('You need 250 g of flour.') && state.theme === theme;
          },
          {timeout: 30_000},
        );
        expectNoProblems('live code');
      });

      check(CHECKS.liveEditorKeyboard, async () => {
        const editor = '[role="textbox"][aria-label="Live code"]';
        const result = () =>
          session.evaluate(() => {
            // The frame loads when it comes near the viewport.
            const frame = document.querySelector<HTMLIFrameElement>('iframe[src$="/live-code/"]');
            frame?.scrollIntoView({block: 'nearest'});
            return frame?.contentDocument?.body?.textContent ?? '';
          });
        const editorState = () =>
          session.evaluate((css: string) => {
            const element = document.querySelector(css);
            return {focused: element !== null && document.activeElement === element, length: element?.textContent?.length ?? 0};
          }, editor);
        await session.freshPage(DESKTOP);
        await gotoHydrated('/docs/playground');
        await waitFor('the live block’s first result', async () => (await result()).includes('You need 250 g of flour.'), {timeout: 30_000});
        // The caret after "125" (grams per serving): typing 0 makes it 1250.
        const placed = await session.evaluate((css: string) => {
          const element = document.querySelector<HTMLElement>(css)!;
          element.focus();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.indexOf('125');
            if (at >= 0) {
              getSelection()!.collapse(node, at + 3);
              return true;
            }
          }
          return false;
        }, editor);
        expect(placed).toBe(true);
        await session.press('0');
        await waitFor('the result of the edited code', async () => (await result()).includes('You need 2500 g of flour.'), {timeout: 30_000});

        const before = await editorState();
        expect(before.focused).toBe(true);
        await session.press('Tab');
        await waitFor('Tab indenting the code', async () => {
          const state = await editorState();
          return state.focused && state.length === before.length + 2;
        });
        await session.press('Escape', 'Tab');
        await waitFor('the focus out of the editor', async () => !(await editorState()).focused);
        expect((await editorState()).length).toBe(before.length + 2);
        expectNoProblems('live code editor');
      });

      check(CHECKS.announcementBar, async () => {
        const bar = '.theme-announcement-bar';
        await session.freshPage(DESKTOP);
        await gotoHydrated('/');
        expect(await visible(bar)).toBe(true);
        await session.click(`${bar} button[aria-label="Close"]`);
        await waitFor('the bar to be hidden', async () => !(await visible(bar)));
        expect(await session.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
        await quiesce();
        await session.reload();
        await hydrated();
        expect(await session.evaluate(() => document.documentElement.getAttribute('data-announcement-bar-initially-dismissed'))).toBe('true');
        expect(await visible(bar)).toBe(false);
        await quiesce();
        await gotoHydrated('/docs/installation');
        expect(await visible(bar)).toBe(false);
        expectNoProblems('announcement bar');
      });

      /**
       * Opens `route`, where `work` goes on until the page downloads `heldPath`, which the server holds back, then
       * leaves for /docs/installation/ while the work is still going on: nothing may be reported.
       */
      async function leaveDuringWork(route: string, heldPath: string, work: string, start?: () => Promise<unknown>): Promise<void> {
        await session.freshPage(DESKTOP);
        const held = server.hold(heldPath);
        try {
          await gotoHydrated(route);
          await start?.();
          if (!(await settlesWithin(held.requested, 30_000))) {
            throw new Error(`${route}: ${work} did not start (no request for ${heldPath}) within 30 s`);
          }
          await session.goto(url('/docs/installation'));
          held.release();
          await hydrated();
          await quiesce();
        } finally {
          held.release();
        }
        expectNoProblems(`leaving ${route} while ${work} goes on, for /docs/installation/`);
      }

      // The registration downloads sw.js last.
      check(CHECKS.leaveWhileRegistering, () => leaveDuringWork('/docs', '/sw.js', 'the registration of its service worker'));

      // The frame's app downloads its page's script as it starts. The frame loads lazily: in view, as a reader has it.
      check(CHECKS.leaveWhileFrameStarts, () =>
        leaveDuringWork('/docs/playground', liveCodeFrameChunk(buildDir), 'the start of its live-code frame', () =>
          session.evaluate(() => document.querySelector('iframe[src$="/live-code/"]')?.scrollIntoView()),
        ),
      );

      check(
        CHECKS.offlineQueryThenLink,
        async () => {
          await session.freshPage(DESKTOP);
          // The registration runs in idle time after hydration (src/framework-edits/pwa-registration/registerSwWhenIdle.ts): one
          // second later where there is no requestIdleCallback (WebKit). Its script is held back until the
          // reader has followed a link, so every engine registers after the URL lost its query string.
          const held = server.hold(registrationChunk(buildDir));
          try {
            await gotoHydrated('/docs/installation?offlineMode=true');
            await markDocument();
            await session.click('nav[aria-label="Docs sidebar"] a.menu__link[href$="/docs/configuration/"]');
            await waitFor('the Configuration page', async () => (await textOf('h1')) === 'Configuration');
            expect(await sameDocument()).toBe(true);
          } finally {
            held.release();
          }
          const worker = await activatedWorker();
          expect({params: JSON.parse(new URL(worker).searchParams.get('params')!)}).toMatchObject({params: {offlineMode: true}});
          await quiesce();
          expectNoProblems('registration after a link');
        },
        180_000,
      );

      check(
        CHECKS.offline,
        async () => {
          const offline = (route: string) => `${route}?offlineMode=true`;
          // Problems by step, so a failure says where it happened.
          const seen: string[] = [];
          const note = (step: string) => seen.push(...formatProblems(session.takeProblems()).map((problem) => `${step}: ${problem}`));
          const readable = async (heading: string) => {
            await hydrated();
            const page = await session.evaluate(() => ({
              headings: document.querySelectorAll('h1').length,
              heading: document.querySelector('h1')?.textContent,
              long: (document.querySelector('article')?.textContent?.length ?? 0) > 200,
            }));
            expect(page).toEqual({headings: 1, heading, long: true});
          };

          await session.freshPage(DESKTOP);
          await gotoHydrated(offline('/docs'));
          // The PWA plugin registers the worker in idle time after hydration; installing it precaches the current docs.
          const worker = await activatedWorker();
          expect(JSON.parse(new URL(worker).searchParams.get('params')!)).toMatchObject({offlineMode: true});
          await quiesce();
          note('first visit');
          // A page is controlled from its next load on.
          await session.reload();
          await hydrated();
          await waitFor('the service worker to control the page', () => session.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 30_000});
          const precached = await session.evaluate(async () => {
            let count = 0;
            for (const key of await caches.keys()) {
              if (key.includes('precache')) {
                count += (await (await caches.open(key)).keys()).length;
              }
            }
            return count;
          });
          expect(precached).toBeGreaterThan(100);
          await quiesce();
          note('reload, controlled');

          await server.stop();
          try {
            await session.reload();
            await readable('Introduction');
            await quiesce();
            note('server stopped, reload /docs/');
            // Never visited: precached.
            await session.goto(url(offline('/docs/installation')));
            await readable('Installation');
            // Read the page a moment (CHECKS.offlineQueryThenLink is about a link followed at once).
            await quiesce();
            note('server stopped, open /docs/installation/');
            await markDocument();
            await session.click('nav[aria-label="Docs sidebar"] a.menu__link[href$="/docs/configuration/"]');
            await waitFor('the Configuration page, offline', async () => (await textOf('h1')) === 'Configuration');
            expect(await sameDocument()).toBe(true);
            await quiesce();
            note('server stopped, sidebar link to /docs/configuration/');
            // Never visited and not precached: the offline page, not a browser error.
            await session.goto(url(offline('/changelog/2.0.0')));
            await waitFor('the offline page', async () => (await textOf('h1')) === 'You are offline');
            await sleep(500);
            note('server stopped, open /changelog/2.0.0/');
          } finally {
            await server.restart();
          }
          expect(seen).toEqual([]);
        },
        240_000,
      );
    });

    test('every known failure names a check of this suite', () => {
      expect([...unusedKnownFailures]).toEqual([]);
    });
  });
}
