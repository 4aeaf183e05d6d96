/**
 * The debug panels (/__docusaurus/debug/*) in the production build: each one
 * loads cleanly with its own title and shows what the build knows about the
 * site, the test area's plugin instances included.
 */
import {expect, test} from '@playwright/test';
import {assertBuildExists, collectProblems, gotoHydrated, relativeUrl} from './support/site';

test.beforeAll(assertBuildExists);

const panels: [route: string, name: string][] = [
  ['/__docusaurus/debug', 'Config'],
  ['/__docusaurus/debug/config', 'Config'],
  ['/__docusaurus/debug/metadata', 'Metadata'],
  ['/__docusaurus/debug/registry', 'Registry'],
  ['/__docusaurus/debug/routes', 'Routes'],
  ['/__docusaurus/debug/content', 'Content'],
  ['/__docusaurus/debug/globalData', 'Global data'],
];

for (const [route, name] of panels) {
  test(`${route} shows the ${name} panel`, async ({page}) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, route);
    await expect(page.locator('h1')).toHaveText(`Debug: ${name}`);
    await expect(page).toHaveTitle(`Debug: ${name} | Docusaurus`);
    expect(problems).toEqual([]);
  });
}

test('the panels link to each other', async ({page}) => {
  await gotoHydrated(page, '/__docusaurus/debug');
  for (const [name, url] of [
    ['Routes', /\/__docusaurus\/debug\/routes\/$/],
    ['Global data', /\/__docusaurus\/debug\/globalData\/$/],
    ['Config', /\/__docusaurus\/debug\/$/],
  ] as const) {
    await page.locator('nav').getByRole('link', {name, exact: true}).click();
    await expect(page).toHaveURL(url);
    await expect(page.locator('h1')).toHaveText(`Debug: ${name}`);
  }
});

test('config and metadata describe this site', async ({page}) => {
  await gotoHydrated(page, '/__docusaurus/debug/config');
  await expect(page.locator('main')).toContainText('Documentation websites that stay fast, versioned and easy to maintain');
  await gotoHydrated(page, '/__docusaurus/debug/metadata');
  await expect(page.locator('main')).toContainText('Docusaurus Version: 3.10.2');
  await expect(page.locator('main')).toContainText('docusaurus-plugin-content-docs');
  await expect(page.locator('main')).toContainText('docusaurus-plugin-debug');
});

test('routes, content and global data include the test area', async ({page}) => {
  await gotoHydrated(page, '/__docusaurus/debug/routes');
  const routes = page.locator('main code');
  for (const route of ['/tests/docs/', '/tests/blog/', '/tests/pages/crashTest/', '/__docusaurus/debug/registry/']) {
    await expect(routes.filter({hasText: new RegExp(`^${route.replace(/[./]/g, '\\$&')}$`)}), route).toHaveCount(1);
  }

  await gotoHydrated(page, '/__docusaurus/debug/content');
  const main = page.locator('main');
  for (const instance of ['docs-tests', 'blog-tests', 'pages-tests']) {
    await expect(main.locator('code', {hasText: new RegExp(`^${instance}$`)}), instance).toHaveCount(1);
  }

  await gotoHydrated(page, '/__docusaurus/debug/globalData');
  await expect(page.locator('main')).toContainText('docs-tests');
});

test('the registry renders in the browser only, after a server placeholder', async ({page, request}) => {
  const html = await (await request.get(relativeUrl('/__docusaurus/debug/registry'))).text();
  expect(html).toContain('Loading the module registry…');
  await gotoHydrated(page, '/__docusaurus/debug/registry');
  await expect(page.getByText('Loading the module registry…')).toHaveCount(0);
  await expect(page.locator('main li').first()).toContainText('Aliased Path:');
  expect(await page.locator('main li').count()).toBeGreaterThan(100);
});
