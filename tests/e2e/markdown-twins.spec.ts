/**
 * Markdown twins (issue 22): a sample of pages from every section and docs
 * version also exists as `<page>.md`, with the page's title, without import
 * or export lines or JSX, and with links that lead to pages of the site.
 */
import {expect, test} from '@playwright/test';
import {resolveBaseUrl, siteUrl} from '../../src/config/site';
import {assertBuildExists, relativeUrl} from './support/site';

assertBuildExists();

const sample = [
  '/docs/installation',
  '/docs/markdown-features/tabs',
  '/docs/markdown-features/admonitions',
  '/docs/markdown-features/assets',
  '/docs/styling-layout',
  '/docs/api/docusaurus-config',
  '/docs/3.0.0-rc.1/sidebar',
  '/docs/2.x/installation',
  '/community/canary',
  '/blog/releases/2.4',
  '/changelog/2.4.0',
];

/** The Markdown outside fenced code blocks, where examples may show imports and JSX. */
function prose(markdown: string): string {
  return markdown.split(/^(?:```|~~~)/m).filter((_, index) => index % 2 === 0).join('\n');
}

for (const route of sample) {
  test(`${route}.md is the page as Markdown`, async ({request}) => {
    const baseUrl = resolveBaseUrl();
    const html = await (await request.get(relativeUrl(route))).text();
    const response = await request.get(`${baseUrl}${route.slice(1)}.md`);
    expect(response.status(), `${route}.md is served`).toBe(200);
    const markdown = await response.text();

    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'").trim();
    expect(markdown.startsWith(`---\ntitle: ${JSON.stringify(heading)}\n`) || markdown.includes(`\n# ${heading}\n`), `${route}: the page's title`).toBe(true);

    const text = prose(markdown);
    expect(text, `${route}: no import or export lines`).not.toMatch(/^(import|export) /m);
    expect(text, `${route}: no JSX`).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);

    // Links to this site lead to pages that exist.
    const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g)].map((match) => match[1] ?? match[2]!);
    for (const link of links.filter((url) => url.startsWith(`${siteUrl}${baseUrl}`))) {
      const local = new URL(link).pathname;
      expect((await request.get(local)).status(), `${route}.md links to ${link}`).toBe(200);
    }
  });
}

test('the sitemap lists pages, not their twins', async ({request}) => {
  const sitemap = await (await request.get(`${resolveBaseUrl()}sitemap.xml`)).text();
  expect(sitemap).toContain('/docs/installation/</loc>');
  expect(sitemap).not.toMatch(/\.md<\/loc>/);
});
