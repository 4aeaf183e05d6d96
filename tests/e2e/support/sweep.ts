/**
 * The page sweep: visits pages and fails on anything a reader would notice (a
 * console error, an uncaught exception, a hydration mismatch, a missing
 * title, a page without exactly one <h1>, a Content-Security-Policy
 * violation, a page that scrolls sideways at a phone's width, text cut
 * short at the window's width or a phone's, with the page's text spacing or
 * a reader's wider one) and, with
 * `axe`, on any accessibility violation in light and in dark mode.
 *
 * Pages are visited in batches, one browser tab per batch: each visit is a
 * full page load that hydrates from scratch, but the scripts and styles come
 * from the tab's cache, as they do for a reader moving through the site. A
 * page is scanned with every rule in the mode it opens in (half the pages
 * open in each), then with the rules that read colours in the other,
 * switched on the same visit as a reader's other tab switches it (a
 * `storage` event on the theme key): switching changes colours, not the
 * page's structure, so a page is loaded once for both scans and its
 * structure scanned once at the window's width, and again at a phone's,
 * whose layout has its own structure. Each page's checks are soft, so a failing batch
 * lists every page that failed, by route.
 */
import {expect, test, type Page} from '@playwright/test';
import {colourRules, expectNoAxeViolations} from './axe';
import {wideTextSpacing} from '../../shared/textSpacing';
import {collectProblems, expectHydrated, gotoHydrated, unexpectedProblems} from './site';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Records the page's securitypolicyviolation events, from before its first script, on every page the tab opens. */
export async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/**
 * Switches the page's colour mode as another tab of the site does: the saved
 * choice changes and a `storage` event says so. The theme's colour mode
 * provider sets the mode as it hears the event; a page without one (the
 * debug pages have no theme layout) is reloaded with the new saved choice.
 */
async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const switched = await page.evaluate(async (next) => {
    const oldValue = window.localStorage.getItem('theme');
    window.localStorage.setItem('theme', next);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: next, storageArea: window.localStorage}));
    // The provider sets the attribute as it handles the event.
    const heard = document.documentElement.dataset.theme === next;
    // React renders the change (themed images, code themes) in a task of its own.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
    return heard;
  }, mode);
  if (!switched) {
    await page.reload();
    await expectHydrated(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  const toggle = page.getByRole('button', {name: /currently (light|dark|system) mode/});
  if ((await toggle.count()) > 0) {
    await expect(toggle.first()).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
  }
}

/**
 * The lines of highlighted code blocks are left out: their tokens' colours
 * come from the two code themes alone, which tests/unit/prismContrast.test.ts
 * checks on every background a line can have, and tests/e2e/a11y/axe.spec.ts
 * scans every kind of token in the browser. Measuring each token of every
 * page again was the largest part of a scan.
 */
const codeLines = '.token-line';

/**
 * WCAG 1.4.10 (Reflow): at 320 CSS pixels wide (a 1280-pixel window zoomed
 * to 400%, or a small phone) a page scrolls only down. Wide code and tables
 * may scroll sideways in their own box, not the page.
 */
const reflowWidth = 320;

/**
 * What makes the page wider than the window: the outermost element past the
 * window's edge that no scrolling box or fixed layer holds (empty when the
 * page fits).
 */
function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) {
      return '';
    }
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' || style.position === 'fixed') {
          return true;
        }
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).find((element) => {
      const {right, width} = element.getBoundingClientRect();
      const {position} = getComputedStyle(element);
      return right > root.clientWidth && width > 0 && position !== 'fixed' && position !== 'absolute' && !held(element);
    });
    const name = past ? `<${past.tagName.toLowerCase()}${past.className ? ` class="${String(past.className)}"` : ''}>` : 'something';
    return `${root.scrollWidth} pixels wide: ${name} runs past the edge`;
  });
}

/**
 * Text the layout cuts short (an ellipsis, or a clamp to a few lines): its
 * end is left only in a tooltip, which touch and keyboard cannot reach, so
 * a reader loses it (WCAG 1.4.10). The start of each text cut, and its
 * element; empty when nothing is cut.
 */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*')).flatMap((element) => {
      const style = getComputedStyle(element);
      const clamped = !['', 'none'].includes(style.getPropertyValue('-webkit-line-clamp'));
      const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
      const cut = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      if (!(clamped || ellipsis) || !cut || element.getClientRects().length === 0 || !element.textContent?.trim()) {
        return [];
      }
      return [`<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent.trim().slice(0, 50)}…`];
    }),
  );
}

/**
 * WCAG 1.4.12 (Text spacing): a reader's style sheet may widen lines, letters,
 * words and paragraphs to these values, and no text may be lost. The text cut
 * short with them in force (see cutText); the page gets its own spacing back.
 */
async function cutTextWithWideSpacing(page: Page): Promise<string[]> {
  const spacing = await page.addStyleTag({content: wideTextSpacing});
  try {
    return await cutText(page);
  } finally {
    await spacing.evaluate((style) => (style as Element).remove());
  }
}

/**
 * Checks the page at the reflow width on the same visit, as a reader turns a
 * phone or zooms in (the theme switches to its mobile navbar and table of
 * contents as the window narrows), then gives the window its size back.
 */
async function expectReflow(page: Page, route: string, axe: boolean): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({width: reflowWidth, height: viewport?.height ?? 800});
  try {
    await expect.soft.poll(() => sidewaysOverflow(page), {message: `${route}: no sideways scrolling at ${reflowWidth} pixels wide`, timeout: 2_000}).toBe('');
    expect.soft(await cutText(page), `${route}: no text cut short at ${reflowWidth} pixels wide`).toEqual([]);
    expect.soft(await cutTextWithWideSpacing(page), `${route}: no text cut short at ${reflowWidth} pixels wide with wider text spacing`).toEqual([]);
    if (axe) {
      // The phone's layout has its own structure (menu button, collapsed table of contents, boxes that now scroll); its colours are the desktop's.
      await expectNoAxeViolations(page, `${route} at ${reflowWidth} pixels wide`, {exclude: codeLines, withoutColours: true});
    }
  } finally {
    if (viewport) {
      await page.setViewportSize(viewport);
    }
  }
}

export function sweepRoutes(
  routes: string[],
  {batchSize = 10, prepare, axe = false}: {batchSize?: number; prepare?: (page: Page) => Promise<void>; axe?: boolean} = {},
): void {
  test.describe.configure({timeout: batchSize * (axe ? 60_000 : 30_000)});
  if (axe) {
    test.use({viewport: {width: 1280, height: 800}});
  }
  for (let start = 0; start < routes.length; start += batchSize) {
    const batch = routes.slice(start, start + batchSize);
    const checks = axe ? 'render cleanly, with no accessibility violation in light or dark mode' : 'render cleanly';
    test(`pages ${start + 1}–${start + batch.length} (${batch[0]} … ${batch.at(-1)}) ${checks}`, async ({page}) => {
      const problems = collectProblems(page);
      await recordPolicyViolations(page);
      if (axe) {
        // Colours are read at rest.
        await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      }
      await prepare?.(page);
      for (const route of batch) {
        await test.step(route, async () => {
          problems.length = 0;
          await gotoHydrated(page, route);
          await expect.soft(page.locator('h1'), `${route}: one main heading`).toHaveCount(1);
          await expect.soft(page, `${route}: title with the site name`).toHaveTitle(/^\S.* \| Docusaurus$/);
          if (axe) {
            // A page opens in the mode the previous one was left in (the first in light): half the pages load in each.
            const opened = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
            await expectNoAxeViolations(page, `${route} (${opened} mode)`, {exclude: codeLines});
            const other = opened === 'light' ? 'dark' : 'light';
            await switchColourMode(page, other);
            await expectNoAxeViolations(page, `${route} (${other} mode)`, {exclude: codeLines, rules: colourRules});
          }
          expect.soft(await cutText(page), `${route}: no text cut short`).toEqual([]);
          expect.soft(await cutTextWithWideSpacing(page), `${route}: no text cut short with wider text spacing`).toEqual([]);
          await expectReflow(page, route, axe);
          expect.soft(unexpectedProblems(problems, route, page.url()), `${route}: console errors and page errors`).toEqual([]);
          expect.soft(await page.evaluate(() => window.policyViolations), `${route}: Content-Security-Policy violations`).toEqual([]);
        });
      }
    });
  }
}
