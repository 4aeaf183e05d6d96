/**
 * Accessibility gate (issue 10): the site works with the keyboard alone.
 * Tab and Shift+Tab reach every navbar control in reading order; links,
 * the version dropdown, the colour mode switch and the search box work with
 * Enter, Space, arrows and Escape (Escape also closes a dropdown the pointer
 * opened); a sidebar category opens and closes; a tab set switches with the
 * arrow keys; and the mobile menu (400 px wide) opens
 * from the keyboard, keeps focus inside, and closes with Escape or its close
 * button. Every element that receives focus along the way must show it: an
 * outline that is not "none", or a box shadow. Walking back up a long page
 * with Shift+Tab, no stop ends up under the navbar (desktop and mobile).
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {afterNavbarSettles, assertBuildExists, collectProblems, gotoHydrated} from '../support/site';

assertBuildExists();

type FocusInfo = {
  /** What a screen reader would roughly call it: aria-label, text or placeholder. */
  name: string;
  tag: string;
  outlineStyle: string;
  outlineWidth: number;
  boxShadow: string;
};

async function focused(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return null;
    }
    const style = getComputedStyle(element);
    return {
      name: element.getAttribute('aria-label') || element.textContent?.replace(/\s+/g, ' ').trim() || element.getAttribute('placeholder') || '',
      tag: element.tagName.toLowerCase(),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      boxShadow: style.boxShadow,
    };
  });
}

/** The focused element shows where focus is: a real outline or a box shadow. */
async function expectFocusVisible(page: Page): Promise<void> {
  const info = await focused(page);
  expect(info, 'something has focus').not.toBeNull();
  const {tag, name, outlineStyle, outlineWidth, boxShadow} = info!;
  const visible = (outlineStyle !== 'none' && outlineWidth > 0) || (boxShadow !== '' && boxShadow !== 'none');
  expect(visible, `focus indicator on <${tag}> "${name}": outline ${outlineStyle} ${outlineWidth}px, box-shadow ${boxShadow}`).toBe(true);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on the way
 * that every stop shows its focus. Returns the names of the stops.
 */
async function tabTo(page: Page, target: Locator, {backwards = false, maxPresses = 80} = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const info = await focused(page);
    stops.push(info ? info.name : '(nothing)');
    if (info) {
      await expectFocusVisible(page);
    }
    if (await isFocused(target)) {
      return stops;
    }
  }
  const key = backwards ? 'Shift+Tab' : 'Tab';
  throw new Error(`${maxPresses} presses of ${key} never reached ${target}; stops: ${stops.join(' → ')}`);
}

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const versionDropdown = (page: Page) => navbar(page).locator('.navbar__item.dropdown', {has: page.locator(':scope > a.navbar__link', {hasText: /^Canary$/})});
const versionToggle = (page: Page) => versionDropdown(page).locator(':scope > a.navbar__link');
const colourToggle = (page: Page) => navbar(page).getByRole('button', {name: /Switch between dark and light mode/});
const searchBox = (page: Page) => navbar(page).getByRole('combobox', {name: 'Search'});

/**
 * Walks back up a page from its last link with Shift+Tab and returns the
 * stops that the navbar covers once it has settled (it hides on the way
 * down and slides back on the way up). Covered in part counts: a link half
 * under the bar cannot be read.
 */
async function stopsUnderNavbar(page: Page, route: string): Promise<string[]> {
  await gotoHydrated(page, route);
  await page.locator('footer.footer a').last().focus();
  const covered: string[] = [];
  for (let press = 0; press < 200; press += 1) {
    await page.keyboard.press('Shift+Tab');
    await afterNavbarSettles(page);
    const stop = await navbar(page).evaluate((bar) => {
      const element = document.activeElement;
      if (!element || element === document.body || bar.contains(element)) {
        return null;
      }
      const box = element.getBoundingClientRect();
      const barBox = bar.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') || element.textContent || element.tagName).replace(/\s+/g, ' ').trim().slice(0, 50);
      // A stop taller than the window below the navbar (a long table that scrolls) cannot clear it.
      const fits = box.height > 0 && box.height <= window.innerHeight - barBox.bottom;
      return {name, under: fits && box.top < barBox.bottom - 1 && box.bottom > barBox.top};
    });
    if (!stop) {
      break;
    }
    if (stop.under) {
      covered.push(stop.name);
    }
  }
  return covered;
}

let problems: string[];

test.beforeEach(async ({page}) => {
  problems = collectProblems(page);
  // A new reader (nothing stored) whose system prefers light.
  await page.emulateMedia({colorScheme: 'light'});
});

test.afterEach(() => {
  expect(problems, 'console errors, page errors or hydration warnings').toEqual([]);
});

test.describe('desktop, 1280×800', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const mode of ['light', 'dark'] as const) {
    const title = `Tab reaches every navbar control in reading order with visible focus, Shift+Tab walks back (${mode} mode)`;
    test(title, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, '/docs/installation');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const stops = await tabTo(page, searchBox(page), {maxPresses: 30});
      const expected = [
        'Skip to main content',
        'Docs',
        'API',
        'Blog',
        'Showcase',
        'Community',
        'Tests',
        'Canary',
        'English',
        'GitHub repository',
        'Switch between dark and light mode',
        'Search',
      ];
      const positions = expected.map((label) => stops.findIndex((stop) => stop.startsWith(label)));
      expect(
        positions.every((position) => position >= 0),
        `navbar stops: ${stops.join(' → ')}`,
      ).toBe(true);
      expect(positions, `navbar stops in order: ${stops.join(' → ')}`).toEqual([...positions].sort((a, b) => a - b));

      // Shift+Tab from the search box retraces the same stops back to Docs.
      const docsIndex = stops.findIndex((stop) => stop === 'Docs');
      const backStops = await tabTo(page, navbar(page).getByRole('link', {name: 'Docs', exact: true}), {
        backwards: true,
        maxPresses: 20,
      });
      expect(backStops).toEqual(stops.slice(docsIndex, -1).reverse());
    });
  }

  // One test a page, with twice the usual time: a walk takes up to 200 stops, each waiting for the navbar to settle,
  // and the two pages in one test ran past the usual limit on a busy host.
  for (const route of ['/docs/installation', '/blog']) {
    test(`Shift+Tab back up a long page never leaves the focus under the navbar (${route})`, async ({page}) => {
      test.setTimeout(60_000);
      expect(await stopsUnderNavbar(page, route)).toEqual([]);
    });
  }

  test('the skip link moves focus past the navbar to the content', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, not in the navbar.
    await page.keyboard.press('Tab');
    const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')));
    expect(inNavbar).toBe(false);
    await expectFocusVisible(page);
  });

  test('a navbar link opens with Enter', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await tabTo(page, navbar(page).getByRole('link', {name: 'Blog', exact: true}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  });

  test('the version dropdown opens with Enter and a version is picked with Tab and Enter', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const toggle = versionToggle(page);
    const menu = versionDropdown(page).locator('.dropdown__menu');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', {name: '2.x', exact: true}), {maxPresses: 4});
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/2\.x\/installation\/$/);
    await expect(page.locator('h1')).toHaveText('Installation');
  });

  test('the version dropdown closes again with Enter, and its items are skipped while it is closed', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const toggle = versionToggle(page);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    // Focus lands on the next navbar control, not on a hidden item (nor is it dropped to the body).
    await expect(navbar(page).getByRole('button', {name: 'English'})).toBeFocused();
    await expectFocusVisible(page);
  });

  test('a dropdown the pointer opened closes with Escape while the pointer stays on it, and opens again when it comes back (WCAG 1.4.13)', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const menu = versionDropdown(page).locator('.dropdown__menu');
    await versionToggle(page).hover();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', {name: '2.x', exact: true}).hover();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.mouse.move(0, 400);
    await versionToggle(page).hover();
    await expect(menu).toBeVisible();
  });

  test('the colour mode switch works with Enter and Space and keeps focus', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = colourToggle(page);
    await tabTo(page, toggle);
    // The switch cycles system → light → dark: at most three presses reach dark.
    for (let presses = 0; presses < 3 && (await html.getAttribute('data-theme')) !== 'dark'; presses += 1) {
      await page.keyboard.press('Enter');
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page);

    for (let presses = 0; presses < 3 && (await html.getAttribute('data-theme')) !== 'light'; presses += 1) {
      await page.keyboard.press('Space');
    }
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page);
  });

  test('the search box is reached with Tab, a result is chosen with the arrows and opened with Enter', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const box = searchBox(page);
    await tabTo(page, box);
    await page.keyboard.type('sidebar');
    const options = page.getByRole('listbox').getByRole('option');
    // The first query downloads the index: allow for a slow machine. Results
    // for the partly typed word may show first and be replaced (which resets
    // the cursor): wait until the list has settled.
    await expect(options.nth(1)).toBeVisible({timeout: 20_000});
    await expect
      .poll(
        async () => {
          const before = (await options.allInnerTexts()).join('|');
          await page.waitForTimeout(400);
          return before === (await options.allInnerTexts()).join('|');
        },
        {timeout: 20_000},
      )
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    // Section, then page title.
    const chosen = (await options.nth(1).innerText()).split('\n')[1].trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/[^?]*sidebar/);
    await expect(page.locator('article h1')).toHaveText(chosen);
  });

  test('the search opens with Ctrl+K and Escape closes the results', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type('versioning');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible({timeout: 20_000});
    await page.keyboard.press('Escape');
    await expect(options.first()).toBeHidden();
  });

  test('a sidebar category expands and collapses with Enter and Space', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const expand = sidebar.getByRole('button', {name: "Expand sidebar category 'Guides'"});
    const child = sidebar.getByRole('link', {name: 'Creating pages', exact: true});
    await expect(child).toBeHidden();

    await tabTo(page, expand);
    await page.keyboard.press('Enter');
    const collapse = sidebar.getByRole('button', {name: "Collapse sidebar category 'Guides'"});
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    await expect(collapse).toBeFocused();

    // The revealed pages are next in the tab order.
    await tabTo(page, child, {maxPresses: 3});

    await tabTo(page, collapse, {backwards: true, maxPresses: 3});
    await page.keyboard.press('Space');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();
  });

  test('a tab set switches with the arrow keys (focus moves, Enter selects)', async ({page}) => {
    await gotoHydrated(page, '/docs/markdown-features/tabs');
    const tablist = page.locator('article [role="tablist"]').first();
    const tabs = tablist.getByRole('tab');
    // The tab set's container holds the tab list and, hidden but one, its panels.
    const shownPanel = tablist.locator('xpath=..').getByRole('tabpanel');
    await expect(tabs.nth(1)).toBeVisible();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanel).toHaveCount(1);
    const firstPanelText = (await shownPanel.textContent()) ?? '';

    // Skip the navbar and sidebar, then Tab into the first tab set.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, tabs.nth(0), {maxPresses: 60});

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(shownPanel).toHaveCount(1);
    await expect(shownPanel).not.toHaveText(firstPanelText);

    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanel).toHaveText(firstPanelText);

    // ArrowLeft on the first tab wraps to the last one.
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
  });
});

test.describe('mobile, 400 px wide', () => {
  test.use({viewport: {width: 400, height: 800}});

  const menuButton = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const menu = (page: Page) => page.locator('.navbar-sidebar');
  const closeButton = (page: Page) => page.getByRole('button', {name: 'Close navigation bar'});

  async function openMenu(page: Page, key: 'Enter' | 'Space'): Promise<void> {
    await tabTo(page, menuButton(page), {maxPresses: 10});
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(key);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
    // Focus moves into the menu.
    await expect(closeButton(page)).toBeFocused();
    await expectFocusVisible(page);
  }

  test('Shift+Tab back up a long page never leaves the focus under the navbar', async ({page}) => {
    expect(await stopsUnderNavbar(page, '/docs/installation')).toEqual([]);
  });

  test('the menu opens with Enter, keeps focus inside, and Escape closes it', async ({page}) => {
    await gotoHydrated(page, '/');
    await openMenu(page, 'Enter');

    // Its links are reachable and Tab never leaves the open menu.
    await tabTo(page, menu(page).getByRole('link', {name: 'Blog', exact: true}), {maxPresses: 15});
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press(presses % 5 === 4 ? 'Shift+Tab' : 'Tab');
      const inMenu = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      expect(inMenu, 'focus stays in the open menu').toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expectFocusVisible(page);
  });

  test('the menu opens with Space and its close button closes it with Enter', async ({page}) => {
    await gotoHydrated(page, '/');
    await openMenu(page, 'Space');
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('on a docs page the menu shows the docs sidebar; the main menu is one Enter away and its links work', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openMenu(page, 'Enter');
    const back = menu(page).getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(menu(page).getByRole('link', {name: 'Configuration', exact: true})).toBeVisible();
    await tabTo(page, back, {maxPresses: 5});
    await page.keyboard.press('Enter');

    const showcase = menu(page).getByRole('link', {name: 'Showcase', exact: true});
    await expect(showcase).toBeVisible();
    await tabTo(page, showcase, {maxPresses: 20});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});
