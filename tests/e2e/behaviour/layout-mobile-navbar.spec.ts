/**
 * Layout breakpoint and the mobile navbar menu (spec §4, §9): 996 px wide and
 * narrower is the mobile layout, 997 px and wider the desktop one. The mobile
 * menu opens and closes, locks page scrolling while open, closes on a browser
 * back and when the window grows to desktop, and on docs pages leads with the
 * docs sidebar plus a "← Back to main menu" button.
 */
import {expect, test, type Page} from '@playwright/test';
import {navbarLayout, widestNavbarRoutes} from '../../shared/navbarLayout';
import {largerDefaultFont, wideTextSpacing} from '../../shared/textSpacing';
import {gotoHydrated} from '../support/site';

test.describe.configure({timeout: 60_000});

const MOBILE = {width: 996, height: 800};
const DESKTOP = {width: 997, height: 800};
/** Desktop widths, from the breakpoint to where every navbar has room to spare. */
const navbarWidths = [997, 1050, 1100, 1171, 1200, 1240, 1280];

function menuToggle(page: Page) {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

function closeButton(page: Page) {
  return page.getByRole('button', {name: 'Close navigation bar'});
}

/** The slide-in panel of the mobile menu. */
function mobileMenu(page: Page) {
  return page.locator('.navbar-sidebar');
}

function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => document.body.style.overflow);
}

async function openMenu(page: Page): Promise<void> {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(closeButton(page)).toBeVisible();
}

async function expectMenuClosed(page: Page): Promise<void> {
  await expect(closeButton(page)).toBeHidden();
  await expect(mobileMenu(page)).toBeHidden();
}

test.describe('the breakpoint', () => {
  test('at 996 px the navbar is the mobile one: a menu button, no inline links', async ({page}) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(menuToggle(page)).toBeVisible();
    for (const label of ['Docs', 'Blog', 'Tests']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeHidden();
    }
  });

  test('at 997 px the navbar is the desktop one: inline links, no menu button', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(menuToggle(page)).toBeHidden();
    for (const label of ['Docs', 'Blog', 'Tests']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
  });

  for (const route of ['/docs/installation', ...widestNavbarRoutes]) {
    test(`from 997 px up, on ${route}, the navbar items never overlap the logo or each other, and the site name shows whole or not at all`, async ({page}) => {
      await gotoHydrated(page, route);
      for (const width of navbarWidths) {
        await page.setViewportSize({width, height: 800});
        const {items, overlaps, right, siteName, languageName} = await page.evaluate(navbarLayout);
        expect(items).toBeGreaterThan(8);
        expect({width, overlaps}).toEqual({width, overlaps: []});
        expect(right).toBeLessThanOrEqual(width);
        expect(['whole', 'hidden'], `the site name at ${width} px`).toContain(siteName);
        expect(languageName, `the language menu's name at ${width} px`).toBe('shown');
        if (width >= 1280) {
          expect(siteName, `the site name at ${width} px`).toBe('whole');
        }
      }
    });

    // WCAG 1.4.12: the labels grow, and the navbar makes room (src/clientModules/navbarFit.ts) instead of stacking them.
    test(`with a reader's wider text spacing, from 997 px up, on ${route}, the navbar items still never overlap`, async ({page}) => {
      await gotoHydrated(page, route);
      await page.addStyleTag({content: wideTextSpacing});
      for (const width of navbarWidths) {
        await page.setViewportSize({width, height: 800});
        await expect
          .poll(async () => {
            const {overlaps, right, siteName} = await page.evaluate(navbarLayout);
            return {width, overlaps, fits: right <= width, siteName: siteName === 'whole' || siteName === 'hidden'};
          })
          .toEqual({width, overlaps: [], fits: true, siteName: true});
      }
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'English'})).toBeVisible();
    });
  }

  // A reader's larger default font makes every label and gap larger: past what tightening absorbs, the items take more rows.
  for (const fontSize of [150, 200]) {
    test(`with a reader's default font at ${fontSize}%, from 997 px up, the navbar items never overlap, and what sticks below the navbar stays clear of it`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/docs/installation');
      await page.addStyleTag({content: largerDefaultFont(fontSize)});
      // The sidebar, and the table of contents where the column leaves it room beside the text (larger-text.spec.ts).
      const sticky = page.locator('.theme-doc-sidebar-menu, .theme-doc-toc-desktop');
      for (const width of [...navbarWidths, 1440]) {
        await page.setViewportSize({width, height: 800});
        await expect
          .poll(async () => {
            const {overlaps, right} = await page.evaluate(navbarLayout);
            return {width, overlaps, fits: right <= width};
          })
          .toEqual({width, overlaps: [], fits: true});
        // Down the page, then a little back up, which shows the navbar again over the table of contents that stuck below it.
        await page.mouse.wheel(0, 1500);
        await page.mouse.wheel(0, -100);
        await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
        await expect
          .poll(
            async () => {
              const navbar = (await page.locator('.navbar').boundingBox())!;
              const tops = await sticky.evaluateAll((elements) =>
                elements.flatMap((element) => (element.getClientRects().length > 0 ? [element.getBoundingClientRect().top] : [])),
              );
              return Math.min(...tops) - (navbar.y + navbar.height);
            },
            {message: `the sidebar and table of contents below the navbar at ${width} px`},
          )
          .toBeGreaterThanOrEqual(0);
        await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
      }
    });
  }

  test('on a docs page the sidebar sits beside the text on desktop and moves into the menu on mobile', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/docs/installation');
    const docsSidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(docsSidebar.getByRole('link', {name: 'Configuration'})).toBeVisible();

    await page.setViewportSize(MOBILE);
    await expect(menuToggle(page)).toBeVisible();
    await expect(docsSidebar.getByRole('link', {name: 'Configuration'})).toBeHidden();
  });
});

test.describe('the mobile menu', () => {
  test.use({viewport: MOBILE});

  test('opens from the menu button and closes with its close button or a tap beside it', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expectMenuClosed(page);

    await openMenu(page);
    const menu = mobileMenu(page);
    for (const label of ['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests']) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await closeButton(page).click();
    await expectMenuClosed(page);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    // The dimmed page to the right of the panel closes it too.
    await openMenu(page);
    await page.mouse.click(MOBILE.width - 20, MOBILE.height / 2);
    await expectMenuClosed(page);
  });

  test('choosing a link in the menu opens that page and closes the menu', async ({page}) => {
    await gotoHydrated(page, '/');
    await openMenu(page);
    await mobileMenu(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expectMenuClosed(page);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('while the menu is open the page behind it cannot be scrolled', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openMenu(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    // A wheel over the dimmed page does not move it.
    await page.mouse.move(MOBILE.width - 20, MOBILE.height / 2);
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await closeButton(page).click();
    await expectMenuClosed(page);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    // Once closed, the same wheel scrolls the page.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the browser back button closes the open menu and stays on the page', async ({page}) => {
    await gotoHydrated(page, '/');
    // Reach a second page inside the app, so "back" has somewhere to go.
    await openMenu(page);
    await mobileMenu(page).getByRole('link', {name: 'Showcase', exact: true}).click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expectMenuClosed(page);

    await openMenu(page);
    await page.goBack();
    await expectMenuClosed(page);
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    // With the menu closed, back leaves the page as usual.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('growing the window to desktop closes the menu and unlocks scrolling', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openMenu(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await page.setViewportSize(DESKTOP);
    await expect(menuToggle(page)).toBeHidden();
    await expect(closeButton(page)).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true})).toBeVisible();

    // Back to a phone-sized window: the menu does not come back open by itself.
    await page.setViewportSize(MOBILE);
    await expect(menuToggle(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expectMenuClosed(page);
  });

  test('on a docs page the menu opens on the docs sidebar, and "← Back to main menu" shows the site menu', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openMenu(page);
    const menu = mobileMenu(page);
    const docLink = menu.getByRole('link', {name: 'Configuration', exact: true});
    const siteLink = menu.getByRole('link', {name: 'Showcase', exact: true});
    const backButton = menu.getByRole('button', {name: '← Back to main menu'});

    await expect(backButton).toBeInViewport();
    await expect(docLink).toBeInViewport();
    await expect(siteLink).not.toBeInViewport();

    await backButton.click();
    await expect(siteLink).toBeInViewport();
    await expect(docLink).not.toBeInViewport();
    await expect(backButton).not.toBeInViewport();

    // The site menu works from there.
    await siteLink.click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expectMenuClosed(page);
  });

  test('a page chosen in the mobile docs sidebar opens and the menu closes', async ({page}) => {
    await gotoHydrated(page, '/docs/installation');
    await openMenu(page);
    await mobileMenu(page).getByRole('link', {name: 'Configuration', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect(page.locator('h1')).toHaveText('Configuration');
    await expectMenuClosed(page);
  });
});
