/**
 * Accessibility in states a sweep of pages at rest does not reach: menus
 * open, filters set, search results shown, a phone-width menu. axe-core scans
 * each in light and in dark mode against WCAG 2.0, 2.1 and 2.2 A and AA and
 * axe's best practices and experimental rules, and allows no violation of
 * any impact; the failure message lists each one with its rule, page and
 * elements. It also scans a page for every kind of highlighted code token,
 * which the sweep leaves to this spec.
 *
 * `npm test` scans one page of each layout at rest (smoke.spec.ts), and
 * `npm run check:pages` every page (every-page/). No rule is disabled and no
 * element is excluded here: a violation is fixed in the site, not hidden from
 * the scanner.
 */
import {expect, test, type Page} from '@playwright/test';
import {routesAddingTokenKinds} from '../support/codeTokens';
import {assertBuildExists, gotoHydrated} from '../support/site';
import {expectNoAxeViolations} from '../support/axe';

assertBuildExists();

test.use({viewport: {width: 1280, height: 800}});
// A full scan of a long page takes several seconds by itself on a loaded 2-core machine.
test.describe.configure({timeout: 120_000});

type Mode = 'light' | 'dark';

type ScannedPage = {
  name: string;
  route: string;
  /** Brings the page into the state to scan, after it has hydrated. */
  prepare?: (page: Page) => Promise<void>;
  /** Another window size than the desktop one. */
  viewport?: {width: number; height: number};
};

const pages: ScannedPage[] = [
  {
    name: 'styling and layout (palette generator)',
    route: '/docs/styling-layout',
    prepare: async (page) => {
      await expect(page.getByTestId('palette-generator')).toBeVisible();
    },
  },
  {
    name: 'showcase filtered by a tag',
    route: '/showcase',
    prepare: async (page) => {
      const cards = page.getByTestId('showcase-card');
      const before = await cards.count();
      await page.getByRole('checkbox', {name: /^Design \d+$/}).check();
      await expect(page).toHaveURL(/tags=design/);
      await expect.poll(() => cards.count()).toBeLessThan(before);
    },
  },
  {
    name: 'search results',
    route: '/search?q=sidebar',
    prepare: async (page) => {
      await expect(page.getByText(/^\d+ results?$/)).toBeVisible({timeout: 30_000});
    },
  },
  {
    name: 'search suggestions open',
    route: '/docs',
    prepare: async (page) => {
      await page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'}).fill('sidebar');
      await expect(page.getByRole('listbox').getByRole('option').nth(1)).toBeVisible({timeout: 30_000});
    },
  },
  {
    name: 'mobile menu open',
    route: '/docs/installation',
    viewport: {width: 400, height: 800},
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
      // Let the panel finish sliding in, so colours are read at rest.
      await expect
        .poll(() =>
          page.locator('.navbar-sidebar').evaluate((panel) => {
            const style = getComputedStyle(panel);
            return `${style.transform} ${style.opacity}`;
          }),
        )
        .toBe('matrix(1, 0, 0, 1, 0, 0) 1');
    },
  },
  {
    // A display formula wider than a phone scrolls inside its frame, which must then take the focus.
    name: 'formulas at phone width',
    route: '/docs/markdown-features/math-equations',
    viewport: {width: 390, height: 844},
  },
  {
    name: '"Copy page" menu open, phone width',
    route: '/docs/installation',
    viewport: {width: 390, height: 844},
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Copy page'}).click();
      const menu = page.getByRole('menu', {name: 'Copy page'});
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      // Colours are read once the menu has faded in.
      await expect.poll(() => menu.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    },
  },
];

// Every kind of highlighted code token the site shows is scanned on at least
// one page: the fewest pages that have all the kinds.
// (tests/unit/prismContrast.test.ts checks every theme colour without a browser.)
for (const {route, kinds} of routesAddingTokenKinds([])) {
  pages.push({name: `code tokens ${kinds.map((kind) => `[${kind}]`).join(' ')}`, route});
}

for (const mode of ['light', 'dark'] as Mode[]) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      // Seeded before any script of the page runs, as a returning reader's choice would be.
      await page.addInitScript((theme) => {
        window.localStorage.setItem('theme', theme);
      }, mode);
      await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
    });

    for (const scanned of pages) {
      test(`${scanned.name} (${scanned.route}) has no accessibility violation`, async ({page}) => {
        if (scanned.viewport) {
          await page.setViewportSize(scanned.viewport);
        }
        await gotoHydrated(page, scanned.route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await scanned.prepare?.(page);
        await expectNoAxeViolations(page, `${scanned.route} (${mode} mode)`);
      });
    }
  });
}
