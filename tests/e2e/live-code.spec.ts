/**
 * Live code blocks: the page keeps the editor, and a frame (/live-code/,
 * src/plugins/live-code-frame) compiles and shows the result, so only that
 * frame's policy allows 'unsafe-eval'. For every live
 * block of two pages, in both colour modes: the result shows in the frame,
 * follows an edit, shows an error in the code, and comes back with Reset,
 * with no console error, no policy violation and no accessibility violation
 * in the page or the frame. The compiler stays in the frame.
 */
import {expect, test, type Locator, type Page, type Response} from '@playwright/test';
import {expectNoAxeViolations} from './support/axe';
import {collectProblems, gotoHydrated} from './support/site';
import {recordPolicyViolations} from './support/sweep';

test.describe.configure({timeout: 120_000});

/** Each live block of a page, by the text its result shows at first, and whether it calls render() itself. */
const pages: {route: string; blocks: {result: string; noInline: boolean}[]}[] = [
  {route: '/docs/playground', blocks: [{result: 'You need 250 g of flour.', noInline: false}]},
  // A heading follows each block here: the frame's own headings must not break the page's outline.
  {
    route: '/docs/api/themes/@docusaurus/theme-live-codeblock',
    blocks: [
      {result: '2 servings need 120 g of flour.', noInline: false},
      {result: 'Preheat the oven', noInline: true},
    ],
  },
];

/** Every policy violation the page and its frames recorded (support/sweep.ts records them in each frame). */
async function policyViolations(page: Page): Promise<string[]> {
  const all = await Promise.all(page.frames().map((frame) => frame.evaluate(() => window.policyViolations ?? []).catch(() => [])));
  return all.flat();
}

/** Replaces the editor's text as a reader would: select all, then type. */
async function typeCode(editor: Locator, code: string): Promise<void> {
  await editor.click();
  await editor.press('ControlOrMeta+A');
  await editor.press('Backspace');
  await editor.pressSequentially(code);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const {route, blocks} of pages) {
      test(`${route}: every live block runs in its frame`, async ({page}) => {
        const problems = collectProblems(page);
        await recordPolicyViolations(page);
        const response = await page.goto(`.${route}/`);
        expect(response!.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
        await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 30_000});

        const playgrounds = page.locator('[class*="playgroundContainer"]');
        await expect(playgrounds).toHaveCount(blocks.length);
        for (const [index, {result, noInline}] of blocks.entries()) {
          await test.step(`block ${index + 1}`, async () => {
            const playground = playgrounds.nth(index);
            await playground.scrollIntoViewIfNeeded();
            const frameElement = playground.locator('iframe');
            await expect(frameElement).toHaveAttribute('src', /\/live-code\/$/);
            await expect(frameElement).toHaveAttribute('title', /\S/);
            const frame = frameElement.contentFrame();
            await expect(frame.getByText(result)).toBeVisible();
            await expect(frame.locator('html')).toHaveAttribute('data-theme', colorScheme);
            // The page and the frame together, as a screen reader meets them.
            await expectNoAxeViolations(page, `${route}, block ${index + 1} (${colorScheme} mode)`);

            // Sized to its content: no scrollbar, and no empty band under the result.
            await expect
              .poll(async () => {
                const inner = await frame.locator('[data-live-code-result]').evaluate((result) => Math.ceil(result.getBoundingClientRect().height));
                const outer = await frameElement.evaluate((element) => element.getBoundingClientRect().height);
                return Math.abs(inner - outer);
              })
              .toBeLessThanOrEqual(1);

            const editor = playground.locator('pre[contenteditable]');
            await typeCode(editor, noInline ? 'render(<p>Edited here</p>)' : '<p>Edited here</p>');
            await expect(frame.getByText('Edited here')).toBeVisible();
            await expect(frame.getByText(result)).toHaveCount(0);

            await typeCode(editor, noInline ? 'render(<p>Broken</p>' : '<p>Broken');
            await expect(frame.locator('pre').filter({hasText: /SyntaxError/})).toBeVisible();

            await playground.getByRole('button', {name: /Reset/}).click();
            await expect(frame.getByText(result)).toBeVisible();
            await expect(frame.locator('pre').filter({hasText: /SyntaxError/})).toHaveCount(0);
            await expect(editor).toContainText(noInline ? 'render(' : 'return');
          });
        }
        expect(await policyViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test('without JavaScript, a page shows each live block in place, and none is moved there by a script', async ({browser}) => {
  const {route, blocks} = pages[1];
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const response = await page.goto(`.${route}/`);
  expect(await response!.text()).not.toContain('$RC(');
  const playgrounds = page.locator('[class*="playgroundContainer"]');
  await expect(playgrounds).toHaveCount(blocks.length);
  for (const playground of await playgrounds.all()) {
    await expect(playground.getByText('Live Editor')).toBeVisible();
  }
  await context.close();
});

test('the page downloads the editor, and only its frame downloads the compiler', async ({page}) => {
  // A string of Sucrase, the compiler, that no other script of the site has.
  const compilerMark = 'jsxPragma';
  const scripts: {inFrame: boolean; body: Promise<string>}[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({inFrame: response.frame() !== page.mainFrame(), body: response.text()});
    }
  };
  page.on('response', onResponse);
  await gotoHydrated(page, '/docs/playground');
  const frame = page.locator('iframe[src$="/live-code/"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().getByText('You need 250 g of flour.')).toBeVisible();
  // Every body read is awaited below: a script that comes later would be read after the test ends, and fail the run.
  page.off('response', onResponse);
  const withCompiler = await Promise.all(scripts.map(async ({inFrame, body}) => ({inFrame, compiler: (await body).includes(compilerMark)})));
  expect(withCompiler.filter(({inFrame, compiler}) => compiler && !inFrame)).toEqual([]);
  expect(withCompiler.some(({inFrame, compiler}) => compiler && inFrame)).toBe(true);
});

test("until the frame's app has started, the frame stays hidden: its page alone has a main landmark and an h1", async ({page}) => {
  // The frame's page without its scripts: what a frame is until its app starts (a race on a busy machine).
  await page.route('**/live-code/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '')});
  });
  await gotoHydrated(page, '/docs/playground');
  const frameElement = page.locator('iframe[src$="/live-code/"]');
  await frameElement.scrollIntoViewIfNeeded();
  await expect(frameElement.contentFrame().locator('main h1')).toHaveCount(1);
  await expect(frameElement).toBeHidden();
  await expectNoAxeViolations(page, '/docs/playground with a frame that has not started');
});

test("the frame's page: its own policy allows 'unsafe-eval', robots stay out, and alone it shows no result", async ({page, request}) => {
  const response = await request.get('live-code/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain("'unsafe-eval'");
  const problems = collectProblems(page);
  await gotoHydrated(page, '/live-code');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/ \| Docusaurus$/);
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main')).toHaveText('Result');
  expect(problems).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test(`the keyboard is never trapped in an editor: Tab indents, and after Escape, Tab moves on (${colorScheme} mode)`, async ({page}) => {
      await gotoHydrated(page, '/docs/playground');
      const editor = page.getByRole('textbox', {name: 'Live code'}).first();
      const hint = page.getByText('Tab indents the code. To move on, press Escape, then Tab.').first();
      await expect(hint).toBeHidden();
      await editor.click();
      await expect(editor).toHaveAccessibleDescription(/press Escape, then Tab/);
      // The hint shows while the reader is in the editor, and reads well in the page's colours.
      await expect(hint).toBeVisible();
      await expectNoAxeViolations(page, `/docs/playground with the editor focused (${colorScheme} mode)`);

      const length = () => editor.evaluate((element) => element.textContent?.length ?? 0);
      const before = await length();
      await page.keyboard.press('Tab');
      await expect(editor).toBeFocused();
      await expect.poll(length).toBe(before + 2);

      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      await expect(editor).not.toBeFocused();
      await expect.poll(length).toBe(before + 2);
      await expect(hint).toBeHidden();

      // Back in the editor, Tab indents again.
      await editor.focus();
      await page.keyboard.press('Tab');
      await expect(editor).toBeFocused();
      await expect.poll(length).toBe(before + 4);
    });
  });
}
