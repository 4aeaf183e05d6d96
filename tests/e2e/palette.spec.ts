/**
 * The palette generator on the styling page (spec §3 "Colour palette"):
 * shades, the copyable CSS, the live preview, per-mode palettes kept for the
 * session, the contrast warning and the reset.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectProblems, gotoHydrated} from './support/site';

test.use({viewport: {width: 1280, height: 900}});
// Several reloads per test: allow for a loaded 2-core machine.
test.setTimeout(60_000);

function generator(page: Page) {
  return page.getByTestId('palette-generator');
}

async function pagePrimary(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.style.getPropertyValue('--ifm-color-primary'));
}

test('a custom palette shows its shades and CSS, previews on the page and survives a reload', async ({page}) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, '/docs/styling-layout');
  const tool = generator(page);
  await expect(tool.getByLabel('Primary color', {exact: true})).toHaveValue('#2e8555');
  await expect(tool.locator('tbody tr')).toHaveCount(7);
  expect(await pagePrimary(page)).toBe(''); // the site's own palette until the reader changes it

  await tool.getByLabel('Primary color', {exact: true}).fill('#1f6feb');
  await expect(tool.locator('pre')).toContainText('--ifm-color-primary: #1f6feb;');
  await expect(tool.locator('pre')).toContainText('--ifm-color-primary-darkest:');
  expect(await pagePrimary(page)).toBe('#1f6feb');

  await tool.getByLabel('Adjustment of --ifm-color-primary-lightest').fill('50');
  const lightest = await tool.locator('tbody tr').last().locator('code').last().innerText();
  await expect(tool.locator('pre')).toContainText(`--ifm-color-primary-lightest: ${lightest};`);

  await page.reload();
  await expect(generator(page).getByLabel('Primary color', {exact: true})).toHaveValue('#1f6feb');
  await expect.poll(() => pagePrimary(page)).toBe('#1f6feb');
  expect(problems).toEqual([]);
});

test('light and dark palettes are separate; a poor contrast warns; reset restores the defaults', async ({page}) => {
  await gotoHydrated(page, '/docs/styling-layout');
  await generator(page).getByLabel('Primary color', {exact: true}).fill('#1f6feb');

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  const tool = generator(page);
  await expect(tool).toContainText('Editing the dark mode palette');
  await expect(tool.getByLabel('Primary color', {exact: true})).toHaveValue('#25c2a0');
  await expect(tool.getByLabel('Background color', {exact: true})).toHaveValue('#181920');
  await expect(tool.getByRole('alert')).toHaveCount(0);

  await tool.getByLabel('Background color', {exact: true}).fill('#ffffff');
  await expect(tool.getByRole('alert')).toContainText('below the 4.5:1');
  await expect(tool.locator('pre')).toContainText("[data-theme='dark'] {");

  await tool.getByRole('button', {name: 'Reset to defaults'}).click();
  await expect(tool.getByLabel('Background color', {exact: true})).toHaveValue('#181920');
  await expect(tool.getByRole('alert')).toHaveCount(0);

  // The light palette kept its own change.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(generator(page).getByLabel('Primary color', {exact: true})).toHaveValue('#1f6feb');
});

for (const version of ['3.0.0-rc.1', '2.x']) {
  test(`the ${version} styling page has the generator too`, async ({page}) => {
    await gotoHydrated(page, `/docs/${version}/styling-layout`);
    await expect(generator(page).locator('tbody tr')).toHaveCount(7);
  });
}
