/**
 * Colour mode (spec §4, §9): the navbar switch cycles system → light → dark
 * and saves the choice under the localStorage key "theme"; with nothing saved
 * the page follows the system preference, live; a choice reaches the other
 * open tabs; and a saved value that is not "dark" gives the light page.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectProblems, gotoHydrated} from '../support/site';

test.describe.configure({timeout: 60_000});

/** What a reader sees: the page background (html carries --ifm-background-color). */
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(24, 25, 32)';

test.use({viewport: {width: 1280, height: 800}});

function colourSwitch(page: Page) {
  return page.getByRole('button', {name: /^Switch between dark and light mode/});
}

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

function savedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('theme'));
}

/** Lets the browser run at least one rendering step, where media-query change events are delivered. */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function expectLook(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect.poll(() => pageBackground(page)).toBe(mode === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
}

test.describe('with a light system preference', () => {
  test.use({colorScheme: 'light'});

  test('the switch cycles system, light, dark and back to system, saving each explicit choice', async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, '/docs');
    const toggle = colourSwitch(page);

    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await expectLook(page, 'light');
    expect(await savedTheme(page)).toBeNull();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await expectLook(page, 'light');
    await expect.poll(() => savedTheme(page)).toBe('light');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    await expectLook(page, 'dark');
    await expect.poll(() => savedTheme(page)).toBe('dark');

    // Back to "system": the saved value is removed and the (light) system preference applies again.
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await expectLook(page, 'light');
    await expect.poll(() => savedTheme(page)).toBeNull();
    expect(problems).toEqual([]);
  });

  test('with nothing saved the page is light, and turns dark live when the system switches to dark', async ({page}) => {
    await gotoHydrated(page, '/');
    await expectLook(page, 'light');

    await page.emulateMedia({colorScheme: 'dark'});
    await expectLook(page, 'dark');
    await expect(colourSwitch(page)).toHaveAccessibleName(/currently system mode/);

    await page.emulateMedia({colorScheme: 'light'});
    await expectLook(page, 'light');
    // Following the system is never saved as a choice.
    expect(await savedTheme(page)).toBeNull();
  });

  test('a saved choice is not overridden by a later system change', async ({page}) => {
    await gotoHydrated(page, '/');
    await colourSwitch(page).click();
    await expect(colourSwitch(page)).toHaveAccessibleName(/currently light mode/);

    await page.emulateMedia({colorScheme: 'dark'});
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await afterTwoFrames(page);
    await expectLook(page, 'light');

    // Going back to "system" (via dark) now picks up the dark system preference.
    await colourSwitch(page).click();
    await colourSwitch(page).click();
    await expect(colourSwitch(page)).toHaveAccessibleName(/currently system mode/);
    await expectLook(page, 'dark');
  });
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('with nothing saved the page opens dark', async ({page}) => {
    await gotoHydrated(page, '/blog');
    await expectLook(page, 'dark');
    await expect(colourSwitch(page)).toHaveAccessibleName(/currently system mode/);
  });

  test('light chosen against a dark system stays light after a reload and on another page', async ({page}) => {
    await gotoHydrated(page, '/');
    await colourSwitch(page).click();
    await expectLook(page, 'light');
    await expect.poll(() => savedTheme(page)).toBe('light');

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expectLook(page, 'light');
    await expect(colourSwitch(page)).toHaveAccessibleName(/currently light mode/);

    await gotoHydrated(page, '/docs/installation');
    await expectLook(page, 'light');
  });

  test('a saved value other than "dark" (here "purple") shows the light page', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await expect(colourSwitch(page)).toHaveAccessibleName(/currently light mode/);

    // From "light" the next step is dark, as for any light choice.
    await colourSwitch(page).click();
    await expectLook(page, 'dark');
    await expect.poll(() => savedTheme(page)).toBe('dark');
  });
});

test('a choice made in one tab reaches another open tab', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, '/');
  await gotoHydrated(second, '/docs/installation');
  await expectLook(second, 'light');

  // system → light → dark in the first tab.
  await colourSwitch(first).click();
  await colourSwitch(first).click();
  await expectLook(first, 'dark');
  await expectLook(second, 'dark');
  await expect(colourSwitch(second)).toHaveAccessibleName(/currently dark mode/);

  // dark → system: the saved value is removed, and the second tab follows the (light) system again.
  await colourSwitch(first).click();
  await expectLook(first, 'light');
  await expectLook(second, 'light');
  await expect(colourSwitch(second)).toHaveAccessibleName(/currently system mode/);
});

test.describe('code blocks', () => {
  /** The Prism colours (src/config/prism.ts): plain background and keyword colour of each mode. */
  const codeColours = {
    light: {background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)'},
    dark: {background: 'rgb(40, 42, 54)', keyword: 'rgb(199, 163, 250)'},
  };

  function codeLook(page: Page) {
    return page.evaluate(() => {
      const keyword = document.querySelector('.theme-code-block .token.keyword')!;
      return {
        background: getComputedStyle(keyword.closest('pre')!).backgroundColor,
        keyword: getComputedStyle(keyword).color,
      };
    });
  }

  test.describe('for a reader whose system is dark', () => {
    test.use({colorScheme: 'dark'});

    test('take the dark colours once the page has loaded, and follow the switch', async ({page}) => {
      const problems = collectProblems(page);
      // The server renders the light colours; the blocks must change after hydration.
      await gotoHydrated(page, '/docs/configuration');
      await expectLook(page, 'dark');
      await expect.poll(() => codeLook(page)).toEqual(codeColours.dark);

      // system (dark) → light.
      await colourSwitch(page).click();
      await expectLook(page, 'light');
      await expect.poll(() => codeLook(page)).toEqual(codeColours.light);
      expect(problems).toEqual([]);
    });
  });
});
