/**
 * Forced-colours (high contrast) mode: the system's colours replace the
 * page's on text and borders, not on images or on elements that opt out.
 * The navbar's icons and carets must still be drawn in a colour of the
 * system theme, even when the site's colour mode (light here) and the
 * system theme (dark) disagree, where the page's own colours would vanish
 * into the system background.
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
