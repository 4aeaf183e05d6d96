/**
 * Text contrast in the states a scan of pages at rest never sees: pointed
 * at and focused. A colour the theme gives a link or a tab under the
 * pointer (or on keyboard focus) must keep 4.5:1 as its resting colour does
 * (WCAG 1.4.3 holds in every state). On one page of each layout, in light
 * and dark mode, each kind of control (its tag and classes, under its
 * parent's) is pointed at, then focused, and axe-core's colour-contrast rule
 * runs on it alone. A navbar dropdown's items are checked with their
 * dropdown open. Kinds already checked on an earlier page are not checked
 * again, so the spec costs about one load per layout.
 */
import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from '../support/axe';
import {afterNavbarSettles, assertBuildExists, gotoHydrated, onePagePerLayout} from '../support/site';

assertBuildExists();

test.use({viewport: {width: 1280, height: 800}});

type Mode = 'light' | 'dark';

/** Marks one visible control of each kind not seen before with `data-state-contrast` (its index in the returned kinds). */
async function markNewKinds(page: Page, seen: string[]): Promise<string[]> {
  return page.evaluate((seenKinds) => {
    const known = new Set(seenKinds);
    const added: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, summary, [role="tab"], [role="option"], label'))) {
      const box = element.getBoundingClientRect();
      const inClosedDropdown = element.closest('.dropdown__menu') !== null;
      if (!element.textContent?.trim() || box.width === 0 || box.height === 0 || (!inClosedDropdown && !element.checkVisibility({visibilityProperty: true}))) {
        continue;
      }
      const kind = `${element.parentElement?.className ?? ''} > ${element.tagName.toLowerCase()}.${Array.from(element.classList).sort().join('.')}`;
      if (!known.has(kind)) {
        known.add(kind);
        added.push(kind);
        element.dataset.stateContrast = String(added.length - 1);
      }
    }
    return added;
  }, seen);
}

/** Whether the pointer can reach the element: scrolled to the middle of the window, it is what lies under its centre. */
async function reachableByPointer(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target)!;
    element.scrollIntoView({block: 'center', inline: 'center'});
    const box = element.getBoundingClientRect();
    const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return under !== null && element.contains(under);
  }, selector);
}

/** Waits until the element's colour transitions (to or from a hover or focus colour) have ended. */
async function afterTransitions(page: Page, selector: string): Promise<void> {
  await page.evaluate(async (target) => {
    const element = document.querySelector(target)!;
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  }, selector);
}

for (const mode of ['light', 'dark'] as Mode[]) {
  test(`pointed-at and focused controls keep their contrast on every layout (${mode} mode)`, async ({page}) => {
    test.setTimeout(600_000);
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.emulateMedia({colorScheme: mode});
    const seen: string[] = [];
    let checked = 0;
    for (const route of onePagePerLayout()) {
      await gotoHydrated(page, route);
      const kinds = await markNewKinds(page, seen);
      if (kinds.length === 0) {
        continue;
      }
      seen.push(...kinds);
      for (const [index, kind] of kinds.entries()) {
        const selector = `[data-state-contrast="${index}"]`;
        const control = page.locator(selector);
        const dropdown = page.locator(`.dropdown:has(> .dropdown__menu ${selector}) > .navbar__link`);
        for (const state of ['pointed at', 'focused'] as const) {
          if (state === 'pointed at') {
            if ((await dropdown.count()) > 0) {
              // From the top of the page, where the navbar stays put: a page scrolled by an earlier check moves the
              // navbar (it hides on the way down), and a menu opened by the pointer closes when its link moves away.
              await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
              await afterNavbarSettles(page);
              await dropdown.hover();
            }
            // Skip links and the like sit off screen until focused: no pointer reaches them.
            if (!(await reachableByPointer(page, selector))) {
              continue;
            }
            await control.hover();
          } else {
            await page.mouse.move(0, 0);
            // A key press first, so that focus from a script shows as keyboard focus (:focus-visible).
            await page.keyboard.press('Shift');
            await control.focus();
          }
          await afterTransitions(page, selector);
          await expectNoAxeViolations(page, `${route} (${mode} mode), ${kind}, ${state}`, {rules: ['color-contrast'], within: selector});
          await control.blur();
        }
        checked += 1;
      }
    }
    // The navbar, sidebars, tabs, footer and pagination alone have dozens of kinds: far fewer means the spec checked next to nothing.
    expect(checked).toBeGreaterThan(40);
  });
}
