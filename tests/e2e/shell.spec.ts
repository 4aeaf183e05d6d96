/**
 * The shared layout every page has (spec §2): navbar, version dropdown,
 * colour mode switch, announcement bar and footer.
 */
import {expect, test} from '@playwright/test';
import {largerDefaultFont, wideTextSpacing} from '../shared/textSpacing';
import {collectProblems, gotoHydrated} from './support/site';

test.describe('desktop layout', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the navbar shows the site sections in order', async ({page}) => {
    await gotoHydrated(page, '/docs');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const label of ['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
    const labels = await navbar.locator('.navbar__item').allInnerTexts();
    const order = ['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests'].map((label) => labels.indexOf(label));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test('the version dropdown lists Canary, 3.0.0-rc.1, 2.x and All versions', async ({page}) => {
    await gotoHydrated(page, '/docs');
    const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'Canary'});
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link')).toHaveText(['Canary', '3.0.0-rc.1', '2.x', 'All versions']);
    await menu.getByRole('link', {name: '2.x'}).click();
    await expect(page).toHaveURL(/\/docs\/2\.x\/$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
  });

  test('the colour switch toggles dark mode and remembers it under the "theme" key', async ({page}) => {
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The switch cycles system → light → dark → system; a reader clicks on
    // until the page turns dark.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let clicks = 0; clicks < 3; clicks += 1) {
      if ((await html.getAttribute('data-theme')) === 'dark') {
        break;
      }
      await toggle.click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the announcement bar can be closed and stays closed after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'Docusaurus 3.10 is out'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByText('Docusaurus 3.10 is out')).toBeHidden();
  });

  // WCAG 1.4.12 and a reader's larger default font: a message that wraps makes the bar taller, not run under the navbar.
  test('the announcement bar holds its whole message at desktop widths, with wider text spacing or a larger font too, and the docs sidebar allows for its height', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    const message = page.getByRole('banner').filter({hasText: 'Docusaurus 3.10 is out'}).locator('[class*="announcementBarContent"]');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const menu = page.getByRole('navigation', {name: 'Docs sidebar'});
    const collapse = page.getByRole('button', {name: 'Collapse sidebar', exact: true});
    const elements = await Promise.all([message, navbar, menu, collapse].map((locator) => locator.elementHandle()));
    // How far the message runs under the navbar, and the docs sidebar's menu under its collapse button (stuck to the
    // window's bottom), measured in one frame: the sidebar's allowance follows the bar's height a frame after it changes.
    const overlaps = () =>
      page.evaluate((boxes) => {
        const [text, below, list, button] = boxes.map((element) => element!.getBoundingClientRect());
        const beyond = (distance: number) => (distance > 0.5 ? distance : 0);
        return {messageUnderNavbar: beyond(text.bottom - below.top), menuUnderButton: beyond(list.bottom - button.top)};
      }, elements);
    for (const [reader, style] of [
      ['the usual spacing', ''],
      ['wider text spacing', wideTextSpacing],
      ['a 150% default font', largerDefaultFont(150)],
    ]) {
      const added = style ? await page.addStyleTag({content: style}) : undefined;
      for (const width of [997, 1100, 1280]) {
        await page.setViewportSize({width, height: 800});
        await expect.poll(overlaps, {message: `with ${reader} at ${width} px`}).toEqual({messageUnderNavbar: 0, menuUnderButton: 0});
      }
      await added?.evaluate((element) => (element as Element).remove());
    }
  });

  test('the footer has the Learn, Community, More and Legal groups', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText(['Learn', 'Community', 'More', 'Legal']);
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()}`);
  });

  test('a skip link leads keyboard users to the main content', async ({page}) => {
    await gotoHydrated(page, '/docs');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  });
});

test('an unknown route shows the not-found page', async ({page}) => {
  const problems = collectProblems(page);
  const response = await page.goto('this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  // The only acceptable console error is the browser's report of the 404 itself.
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});
