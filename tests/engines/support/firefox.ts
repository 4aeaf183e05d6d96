/**
 * Firefox ESR (Debian's `firefox-esr`) driven by puppeteer-core over WebDriver
 * BiDi, which Firefox speaks itself: no geckodriver, which no Debian package
 * ships and which WebdriverIO would try to download.
 *
 * Each fresh page is a new tab in a new browser context (its own cookies,
 * storage, caches and service workers). Console errors and uncaught
 * exceptions come from BiDi's log events, including those thrown while the
 * page loads; a script added before every document spells out the Errors
 * passed to console.error and reports CSP violations as console errors, as
 * Chromium does by itself.
 */
import fs from 'node:fs';
import puppeteer, {type Browser, type BrowserContext, type KeyInput, type Page} from 'puppeteer-core';
import {DESKTOP, settlesWithin, waitFor, type EngineSession, type PageFunction, type PageProblem, type Viewport} from './session';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Why Firefox cannot run here, or undefined when it can. */
export function firefoxMissing(): string | undefined {
  if (!fs.existsSync(FIREFOX_PATH)) {
    return `Firefox ESR not found at ${FIREFOX_PATH}: install it with "apt-get install firefox-esr" (or set FIREFOX_PATH)`;
  }
  return undefined;
}

/** Generous: on a busy 2-core machine Firefox is slow to start and some pages slow to load (PERFORMANCE.md, Test suite). */
const NAVIGATION_TIMEOUT = 60_000;
const ACTION_TIMEOUT = 20_000;

/**
 * Sets the page's viewport. Puppeteer sends an orientation override with
 * it, which Firefox ESR 140 does not know (ESR 153 does); the viewport
 * command sent beside it still applies, and is waited for here.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('unknown command emulation.setScreenOrientationOverride'))) {
      throw error;
    }
    await waitFor(
      `the ${viewport.width}×${viewport.height} viewport`,
      () => page.evaluate((size: Viewport) => innerWidth === size.width && innerHeight === size.height, viewport),
      {timeout: 5000, interval: 50},
    );
  }
}

export async function startFirefox(): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: 90_000,
    protocolTimeout: 90_000,
    defaultViewport: DESKTOP,
    // One content process instead of one per site: less memory, and the tests use one site.
    extraPrefsFirefox: {'fission.autostart': false, 'dom.ipc.processCount': 1},
  });
  const version = await browser.version();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const problems: PageProblem[] = [];

  const current = (): Page => {
    if (!page) {
      throw new Error('No page: call freshPage() first');
    }
    return page;
  };

  async function freshPage(viewport: Viewport = DESKTOP): Promise<void> {
    const previous = context;
    context = await browser.createBrowserContext();
    page = await context.newPage();
    page.setDefaultTimeout(ACTION_TIMEOUT);
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const page = /^\[page (\S+)\] /.exec(message.text());
        problems.push({kind: 'console error', text: page ? message.text().slice(page[0].length) : message.text(), url: page?.[1]});
      }
    });
    page.on('pageerror', (error) => {
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      problems.push({kind: 'page error', text});
    });
    await page.evaluateOnNewDocument(() => {
      // BiDi sends an Error passed to console.error as a bare "error" value, without its message,
      // and says which script logged it, not which page: the page goes first (read back below).
      const consoleError = console.error;
      console.error = function (...args: unknown[]) {
        const readable = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg));
        return consoleError.apply(this, [`[page ${location.href}]`, ...readable]);
      };
      addEventListener(
        'securitypolicyviolation',
        (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
        true,
      );
    });
    await setViewport(page, viewport);
    problems.length = 0;
    await previous?.close();
  }

  return {
    engine: 'Firefox',
    version,
    freshPage,
    async goto(url) {
      try {
        await current().goto(url, {waitUntil: 'load'});
      } catch (error) {
        // A page that sends the reader on before it has loaded (a redirect page's script): ESR 153
        // follows, ESR 140 ends the navigation with NS_BINDING_ABORTED. Then wait for the next page.
        if (!(error instanceof Error && error.message.includes('NS_BINDING_ABORTED'))) {
          throw error;
        }
        await waitFor(`the page ${url} sent the reader to`, () =>
          current().evaluate((from: string) => location.href !== from && document.readyState === 'complete', url),
        );
      }
    },
    async reload() {
      await current().reload({waitUntil: 'load'});
    },
    async currentUrl() {
      // Not page.url(): ESR 140 does not report history.pushState over BiDi, so it stays on the last loaded URL.
      return current().evaluate(() => location.href);
    },
    evaluate<T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A): Promise<T> {
      return current().evaluate(fn as never, ...(args as unknown as never[])) as Promise<T>;
    },
    async click(selector) {
      const element = await current().waitForSelector(selector, {visible: true});
      await element!.click();
    },
    async type(selector, text) {
      const element = await current().waitForSelector(selector, {visible: true});
      await element!.click();
      await current().keyboard.type(text, {delay: 30});
    },
    async press(...keys) {
      for (const key of keys) {
        await current().keyboard.press(key as KeyInput);
      }
    },
    async setViewport(viewport) {
      await setViewport(current(), viewport);
    },
    problems,
    takeProblems() {
      return problems.splice(0, problems.length);
    },
    async close() {
      const firefox = browser.process();
      if (!(await settlesWithin(browser.close(), 15_000)) && firefox && firefox.exitCode === null) {
        firefox.kill('SIGKILL');
      }
    },
  };
}
