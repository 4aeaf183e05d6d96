/**
 * The head metadata guide shows, in each docs version, part of its own
 * page's head "as built". A reader compares it with what the browser shows,
 * so each tag of that block must be in the page's head, attribute for
 * attribute, in the HTML the server sends and after the page has started.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated} from './support/site';

const routes = ['/docs/markdown-features/head-metadata', '/docs/3.0.0-rc.1/markdown-features/head-metadata', '/docs/2.x/markdown-features/head-metadata'];

/** The tags of the page's "as built" block that its head lacks, as written in the block. */
function missingFromHead(): string[] {
  const block = Array.from(document.querySelectorAll('.theme-code-block')).find((element) =>
    element.querySelector('[class*="codeBlockTitle"]')?.textContent?.includes('as built'),
  );
  if (!block) {
    return ['(no "as built" block on the page)'];
  }
  const lines = Array.from(block.querySelectorAll('.token-line'))
    .map((line) => line.textContent!.trim())
    .filter(Boolean);
  const attributes = (element: Element) =>
    JSON.stringify(
      element
        .getAttributeNames()
        .filter((name) => name !== 'data-rh')
        .sort()
        .map((name) => [name, element.getAttribute(name)]),
    );
  return lines.filter((line) => {
    const shown = new DOMParser().parseFromString(`<head>${line}</head>`, 'text/html').head.firstElementChild;
    if (!shown) {
      return true;
    }
    return !Array.from(document.head.querySelectorAll(shown.tagName)).some(
      (element) => attributes(element) === attributes(shown) && element.textContent === shown.textContent,
    );
  });
}

for (const route of routes) {
  test(`${route}: every tag of the "as built" block is in the page's head`, async ({page}) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`.${route}/`);
    expect(await page.evaluate(missingFromHead), 'as the server sends it').toEqual([]);
    await page.unrouteAll();
    await gotoHydrated(page, route);
    expect(await page.evaluate(missingFromHead), 'once the page has started').toEqual([]);
  });
}
