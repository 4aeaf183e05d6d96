/**
 * The feedback board on /feature-requests/ (the services build has a board
 * token). The board script is intercepted: once served by a stand-in, once
 * blocked as an offline reader or a content blocker would.
 */
import {expect, test} from '@playwright/test';
import {collectProblems, gotoHydrated, navigateInApp} from '../support/site';

const boardScript = 'https://canny.io/sdk.js';

test('embeds the board when its script loads', async ({page}) => {
  const problems = collectProblems(page);
  await page.route(boardScript, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Canny = (command, options) => {
        document.querySelector('[data-canny]').textContent = command + ' board ' + options.boardToken;
      };`,
    }),
  );
  await gotoHydrated(page, '/feature-requests');
  await expect(page.locator('[data-canny]')).toHaveText('render board test-board-token');
  await expect(page.locator('[data-canny]')).toBeVisible();

  // The board navigates to its own sub-paths (/feature-requests/p/<idea>/) in
  // the browser; the non-exact route keeps rendering this page for them.
  await navigateInApp(page, '/feature-requests/p/dark-mode-for-diagrams/');
  await expect(page).toHaveURL(/\/feature-requests\/p\/dark-mode-for-diagrams\/$/);
  await expect(page.locator('h1')).toHaveText('Feature requests');
  await expect(page.locator('[data-canny]')).toHaveText('render board test-board-token');
  expect(problems).toEqual([]);
});

test('keeps the explanation and the link when the script cannot load', async ({page}) => {
  const problems = collectProblems(page);
  await page.route(boardScript, (route) => route.abort('blockedbyclient'));
  await gotoHydrated(page, '/feature-requests');
  await expect(page.getByRole('status')).toContainText('could not be loaded');
  await expect(page.locator('h1')).toHaveText('Feature requests');
  await expect(page.getByRole('link', {name: 'Browse and propose ideas on GitHub'})).toBeVisible();
  // The browser reports the blocked download itself; our code logs nothing.
  expect(problems.filter((problem) => !problem.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
});
