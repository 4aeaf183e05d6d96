/**
 * What the engine tests need from a browser, whatever drives it: Firefox ESR
 * through puppeteer-core (WebDriver BiDi, support/firefox.ts) or WebKitGTK
 * through WebdriverIO and WebKitWebDriver (classic WebDriver,
 * support/webkit.ts). The checks (support/checks.ts) are written once against
 * this interface.
 */

/** Something a reader would not see but that means the page is broken: a console error, an uncaught exception or rejection, a blocked resource. */
export interface PageProblem {
  kind: 'console error' | 'page error' | 'unhandled rejection' | 'CSP violation';
  text: string;
  /** The page it came from, when the driver says. */
  url?: string;
}

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = {width: 1280, height: 800};
export const PHONE: Viewport = {width: 390, height: 844};

/** A function run in the page. It is sent as source text: it must not use anything from the test's scope. */
export type PageFunction<T, A extends unknown[]> = (...args: A) => T | Promise<T>;

export interface EngineSession {
  readonly engine: string;
  /** Browser name and version, as the driver reports them. */
  readonly version: string;
  /**
   * A page to start a check from, at `viewport`: a new tab in a new, empty
   * browser context (Firefox), or a new browser with an empty data folder
   * (WebKit). Clears the problems.
   */
  freshPage(viewport?: Viewport): Promise<void>;
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  currentUrl(): Promise<string>;
  evaluate<T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A): Promise<T>;
  /** A user's click: the driver scrolls the element into view and clicks its centre. */
  click(selector: string): Promise<void>;
  /** Focuses the field and types into it, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses keys, one after another, wherever the focus is: a character, or a named key ("Tab", "Escape"). */
  press(...keys: string[]): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Problems reported by the page since the last freshPage() or takeProblems(), oldest first. */
  readonly problems: PageProblem[];
  /** Returns the problems so far and forgets them. */
  takeProblems(): PageProblem[];
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a truthy value; fails after `timeout` ms with `what` and the last value seen. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T> | T,
  {timeout = 15_000, interval = 150}: {timeout?: number; interval?: number} = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) {
        return value as NonNullable<T>;
      }
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${what} (last: ${JSON.stringify(last)?.slice(0, 300)})`);
    }
    await sleep(interval);
  }
}

export function formatProblems(problems: PageProblem[]): string[] {
  return problems.map((problem) => `${problem.kind}: ${problem.text}${problem.url ? ` (${problem.url})` : ''}`);
}

/** Resolves to true when `promise` settles within `ms`, false otherwise (and leaves no timer behind). */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
