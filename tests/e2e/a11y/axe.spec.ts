/**
 * Accessibility gate (issue 10): axe-core scans a representative set of pages
 * against WCAG 2.0, 2.1 and 2.2 level A and AA, once in light and once in dark
 * mode. Any violation with impact "serious" or "critical" fails the test, and
 * the failure message lists each one with its rule, impact, page and element
 * selectors. Moderate and minor violations do not fail; their counts are
 * printed per page (and stored as a test annotation) so they can be tracked.
 *
 * No rule is disabled and no element is excluded: a violation is fixed in the
 * site, not hidden from the scanner.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {routesAddingTokenKinds} from '../support/codeTokens';
import {assertBuildExists, gotoHydrated} from '../support/site';
import {describeViolations, type Violation} from '../support/axe';

assertBuildExists();

test.use({viewport: {width: 1280, height: 800}});
// A full scan of a long page (the config API reference, a changelog page) takes
// several seconds by itself on a loaded 2-core machine.
test.describe.configure({timeout: 120_000});

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blockingImpacts = new Set(['serious', 'critical']);
const impactLevels = ['critical', 'serious', 'moderate', 'minor'] as const;

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
  {name: 'home', route: '/'},
  {name: 'docs introduction', route: '/docs'},
  {name: 'installation (npm2yarn tabs)', route: '/docs/installation'},
  {name: 'generated category index', route: '/docs/category/getting-started'},
  {name: 'code blocks', route: '/docs/markdown-features/code-blocks'},
  {name: 'React in MDX (JSX namespaced attributes)', route: '/docs/markdown-features/react'},
  {name: 'tabs', route: '/docs/markdown-features/tabs'},
  {
    name: 'styling and layout (palette generator)',
    route: '/docs/styling-layout',
    prepare: async (page) => {
      await expect(page.getByTestId('palette-generator')).toBeVisible();
    },
  },
  {name: '3.0.0-rc.1 installation', route: '/docs/3.0.0-rc.1/installation'},
  {name: '2.x installation', route: '/docs/2.x/installation'},
  {name: 'API: site config', route: '/docs/api/docusaurus-config'},
  {name: 'API: docs plugin', route: '/docs/api/plugins/@docusaurus/plugin-content-docs'},
  {name: 'CLI', route: '/docs/cli'},
  {name: 'blog', route: '/blog'},
  {name: 'blog post', route: '/blog/releases/2.4'},
  {name: 'blog tags', route: '/blog/tags'},
  {name: 'blog tag "release"', route: '/blog/tags/release'},
  {name: 'blog archive', route: '/blog/archive'},
  {name: 'changelog', route: '/changelog'},
  {name: 'changelog release', route: '/changelog/2.4.0'},
  {name: 'showcase', route: '/showcase'},
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
  {name: 'versions', route: '/versions'},
  {
    name: 'search results',
    route: '/search?q=sidebar',
    prepare: async (page) => {
      await expect(page.getByText(/^\d+ results?$/)).toBeVisible({timeout: 30_000});
    },
  },
  {name: 'community support', route: '/community/support'},
  {name: 'test area landing', route: '/tests'},
  {name: 'test page: Markdown (MDX)', route: '/tests/pages/markdown-tests-mdx'},
  {name: 'test page: tabs', route: '/tests/pages/tabs-tests'},
  {name: 'test docs', route: '/tests/docs'},
  {name: 'test blog', route: '/tests/blog'},
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
  {
    name: 'not found (404)',
    route: '/this-page-does-not-exist',
    prepare: async (page) => {
      await expect(page.locator('h1')).toHaveText('Page Not Found');
    },
  },
];

// Every kind of highlighted code token the site shows is scanned on at least
// one page: the fewest pages that add the kinds the pages above lack.
// (tests/unit/prismContrast.test.ts checks every theme colour without a browser.)
for (const {route, kinds} of routesAddingTokenKinds(pages.map((scanned) => scanned.route))) {
  pages.push({name: `code tokens ${kinds.map((kind) => `[${kind}]`).join(' ')}`, route});
}

function countByImpact(violations: Violation[]): string {
  return impactLevels
    .map((impact) => {
      const ofImpact = violations.filter((violation) => violation.impact === impact);
      const elements = ofImpact.reduce((sum, violation) => sum + violation.nodes.length, 0);
      return `${impact} ${ofImpact.length} rules/${elements} elements`;
    })
    .join(', ');
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
      test(`${scanned.name} (${scanned.route}) has no serious or critical violations`, async ({page}) => {
        if (scanned.viewport) {
          await page.setViewportSize(scanned.viewport);
        }
        await gotoHydrated(page, scanned.route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await scanned.prepare?.(page);
        // A pointer left over an element would scan its hover colours instead of its resting ones.
        await page.mouse.move(0, 0);

        const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
        const where = `${scanned.route} (${mode} mode)`;
        const summary = `axe ${where}: ${countByImpact(results.violations)}`;
        test.info().annotations.push({type: 'axe', description: summary});
        console.log(summary);
        const minor = results.violations.filter((violation) => !blockingImpacts.has(violation.impact ?? ''));
        if (minor.length > 0) {
          console.log(
            minor
              .map((violation) => `  (${violation.impact}) ${violation.id} ×${violation.nodes.length}: ${violation.nodes[0].target.join(' >> ')}`)
              .join('\n'),
          );
        }

        const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
        expect(
          blocking.map((violation) => violation.id),
          describeViolations(blocking, where),
        ).toEqual([]);
      });
    }
  });
}
