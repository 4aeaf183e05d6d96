/**
 * Forced-colours (high contrast) mode: the system's colours replace the
 * page's on text, borders and backgrounds, shadows are dropped, and images
 * and elements that opt out keep their own colours. The navbar's icons and
 * carets, the edges of the search box and of menus, and the mark of the
 * search result the arrow keys reach must still show, in a colour of the
 * system theme, even when the site's colour mode (light here) and the
 * system theme (dark) disagree.
 */
import {expect, test, type Locator} from '@playwright/test';
import {assertBuildExists, gotoHydrated} from '../support/site';

assertBuildExists();

test.use({viewport: {width: 1280, height: 800}, colorScheme: 'dark'});

/** A pseudo-element's colour properties beside its element's text colour, which forced-colours mode sets. */
async function colours(element: Locator, pseudo: '::before' | '::after') {
  return element.evaluate((node, which) => {
    const own = getComputedStyle(node);
    const drawn = getComputedStyle(node, which);
    return {text: own.color, background: drawn.backgroundColor, borderTop: drawn.borderTopColor, borderLeft: drawn.borderLeftColor};
  }, pseudo);
}

test('icons and carets are drawn in the system colours on a dark high-contrast theme', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await page.emulateMedia({forcedColors: 'active'});
  await gotoHydrated(page, '/docs/installation');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const bodyText = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
  const transparent = 'rgba(0, 0, 0, 0)';

  const github = await colours(navbar.getByRole('link', {name: 'GitHub repository'}), '::before');
  expect(github.background, 'the GitHub icon takes its link colour').toBe(github.text);
  expect(github.background).not.toBe(transparent);

  const versionCaret = await colours(navbar.locator('.dropdown > .navbar__link', {hasText: /^Canary$/}), '::after');
  expect(versionCaret.borderTop, 'the dropdown caret is drawn in the link colour').toBe(versionCaret.text);
  expect(versionCaret.borderLeft, 'and stays a triangle').toBe(transparent);

  const copyCaret = await colours(page.getByRole('button', {name: 'Copy page'}), '::after');
  expect(copyCaret.borderTop).toBe(copyCaret.text);
  expect(copyCaret.borderLeft).toBe(transparent);

  // A category with a page of its own has its caret on a button beside its link.
  const categoryCaret = page.locator('.theme-doc-sidebar-menu .menu__caret').first();
  expect((await colours(categoryCaret, '::before')).background, 'a sidebar caret is drawn in the text colour').toBe(bodyText);
});

test('the search box keeps an edge and its magnifier, on the desktop and on a phone', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await page.emulateMedia({forcedColors: 'active'});
  await gotoHydrated(page, '/docs/installation');
  const bodyText = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
  const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 800});
    // Its background, the box's only edge otherwise, is the system's background here.
    const edge = await box.evaluate((input) => {
      const style = getComputedStyle(input);
      return {width: style.borderTopWidth, style: style.borderTopStyle, colour: style.borderTopColor, background: style.backgroundColor};
    });
    expect(edge.style, `at ${width} pixels, the box has a border`).toBe('solid');
    expect(edge.width).not.toBe('0px');
    expect(edge.colour, 'in a colour that stands out from the background').not.toBe(edge.background);
    // The magnifier, black in the theme's image, is drawn in the system's text colour.
    const magnifier = await box.evaluate((input) => getComputedStyle(input.parentElement!, '::before').backgroundColor);
    expect(magnifier, `at ${width} pixels, the magnifier is drawn in the text colour`).toBe(bodyText);
  }
});

/** How a box's border or outline is drawn: its style and width ("solid 1px"). */
const lineOf = (element: Locator, line: 'border' | 'outline') =>
  element.evaluate((node, which) => {
    const style = getComputedStyle(node);
    return which === 'border' ? `${style.borderTopStyle} ${style.borderTopWidth}` : `${style.outlineStyle} ${style.outlineWidth}`;
  }, line);

test('menus and the search results keep an edge, and the result the arrow keys reach is marked', async ({page}) => {
  await page.emulateMedia({forcedColors: 'active'});
  await gotoHydrated(page, '/docs/installation');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  // Their shadow, the only edge they had, is dropped here.
  await navbar.locator('.dropdown', {hasText: /^Canary/}).hover();
  const versions = navbar.locator('.dropdown__menu').filter({hasText: 'All versions'});
  await expect(versions).toBeVisible();
  expect(await lineOf(versions, 'border'), 'the version menu has a border').toBe('solid 1px');

  await page.mouse.move(0, 700);
  const box = navbar.getByRole('combobox', {name: 'Search'});
  await box.fill('sidebar');
  const results = page.getByRole('listbox');
  await expect(results.getByRole('option').first()).toBeVisible();
  expect(await lineOf(results.locator('xpath=..'), 'border'), 'the results have a border').toBe('solid 1px');
  await box.press('ArrowDown');
  // The reached result's background is dropped too: an outline marks it, and no other.
  const reached = results.locator('[role="option"][aria-selected="true"]');
  await expect(reached).toHaveCount(1);
  expect(await lineOf(reached, 'outline'), 'the result reached is outlined').toBe('solid 2px');
  expect(await lineOf(results.locator('[role="option"][aria-selected="false"]').first(), 'outline'), 'the others are not').not.toBe('solid 2px');
});
