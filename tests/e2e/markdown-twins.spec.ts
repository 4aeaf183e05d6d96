/**
 * Markdown twins (issue 22): a sample of pages from every section and docs
 * version also exists as `<page>.md`, with the page's title, without import
 * or export lines or JSX, and with links that lead to pages of the site.
 */
import {expect, test, type APIRequestContext} from '@playwright/test';
import {resolveBaseUrl, siteUrl} from '../../src/config/site';
import {assertBuildExists, relativeUrl} from './support/site';

assertBuildExists();

const sample = [
  '/docs/installation',
  '/docs/sidebar',
  '/docs/category/getting-started',
  '/docs/2.x/category/guides',
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

/** The Markdown outside fenced code blocks, where examples may show imports and JSX (a fence closes with the same character, at least as long). */
function prose(markdown: string): string {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = undefined;
      }
    } else if (marker) {
      fence = marker;
    } else {
      lines.push(line);
    }
  }
  // Inline code spans may show tags too (paired within a paragraph, so one stray backtick cannot flip the rest).
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/(`+)[^`]+?\1/g, ''))
    .join('\n\n');
}

/** A JSX tag left in the text (an escaped "\\<Name>" is text). */
const jsxTag = /(?<!\\)<\/?[A-Z][A-Za-z]*[\s/>]/;

for (const route of sample) {
  test(`${route}.md is the page as Markdown`, async ({request}) => {
    const baseUrl = resolveBaseUrl();
    const html = await (await request.get(relativeUrl(route))).text();
    const response = await request.get(`${baseUrl}${route.slice(1)}.md`);
    expect(response.status(), `${route}.md is served`).toBe(200);
    const markdown = await response.text();

    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&#x27;/g, "'")
      .trim();
    expect(markdown.startsWith(`---\ntitle: ${JSON.stringify(heading)}\n`) || markdown.includes(`\n# ${heading}\n`), `${route}: the page's title`).toBe(true);

    const text = prose(markdown);
    expect(text, `${route}: no import or export lines`).not.toMatch(/^(import|export) /m);
    expect(text, `${route}: no JSX`).not.toMatch(jsxTag);

    // Links to this site lead to pages that exist.
    const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g)].map((match) => match[1] ?? match[2]!);
    for (const link of links.filter((url) => url.startsWith(`${siteUrl}${baseUrl}`))) {
      const local = new URL(link).pathname;
      expect((await request.get(local)).status(), `${route}.md links to ${link}`).toBe(200);
    }
  });
}

for (const route of ['/docs/sidebar/', '/docs/category/guides/']) {
  test(`${route}: its doc cards are in its twin, as links with their descriptions`, async ({page, request}) => {
    await page.goto(relativeUrl(route));
    const cards = page.locator('main a.theme-doc-card-container');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        title: link.querySelector('h2')!.getAttribute('title')!,
        description: link.querySelector('.theme-doc-card-description')?.textContent ?? '',
      })),
    );
    expect(shown.length, `${route} shows the pages of its category`).toBeGreaterThanOrEqual(3);
    // As a reader of the Markdown sees it: without the escapes Markdown needs ("\\_category\\_.json").
    const twin = await request.get(`${resolveBaseUrl()}${route.slice(1, -1)}.md`);
    expect(twin.status(), `${route} has a twin`).toBe(200);
    const markdown = (await twin.text()).replace(/\\([\\`*_[\]()#!<>~|-])/g, '$1');
    const lines = shown.map(({href, title, description}) => `- [${title}](${siteUrl}${href})${description ? `: ${description}` : ''}`);
    expect(markdown).toContain(lines.join('\n'));
  });
}

test('the sitemap lists pages, not their twins', async ({request}) => {
  const sitemap = await (await request.get(`${resolveBaseUrl()}sitemap.xml`)).text();
  expect(sitemap).toContain('/docs/installation/</loc>');
  expect(sitemap).not.toMatch(/\.md<\/loc>/);
});

/** The twin links of llms.txt, by section. */
function llmsSections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      current = [];
      sections.set(line.slice(3), current);
    } else if (current && line.startsWith('- [')) {
      current.push(/\]\((\S+)\)/.exec(line)![1]!);
    }
  }
  return sections;
}

test('llms.txt lists every area, each link a served twin or full text', async ({request}) => {
  const baseUrl = resolveBaseUrl();
  const response = await request.get(`${baseUrl}llms.txt`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Docusaurus\n\n> \S/);
  const sections = llmsSections(text);
  for (const area of ['Getting Started', 'Guides', 'API reference', 'Community', 'Blog', 'Changelog', 'Optional']) {
    expect(sections.get(area)?.length ?? 0, `llms.txt has a non-empty "${area}" section`).toBeGreaterThan(0);
  }
  expect(sections.get('Getting Started')).toContain(`${siteUrl}${baseUrl}docs/installation.md`);
  expect(sections.get('API reference')).toContain(`${siteUrl}${baseUrl}docs/cli.md`);
  expect(sections.get('Optional')).toEqual([`${siteUrl}${baseUrl}docs/3.0.0-rc.1/llms-full.txt`, `${siteUrl}${baseUrl}docs/2.x/llms-full.txt`]);
  const links = [...sections.values()].flat();
  expect(new Set(links).size, 'each page once').toBe(links.length);
  for (const link of links) {
    expect(link.startsWith(`${siteUrl}${baseUrl}`), link).toBe(true);
    expect((await request.get(new URL(link).pathname)).status(), `llms.txt links to ${link}`).toBe(200);
  }
});

/** Where a built page's "Next" link leads (the docs paginator follows the sidebar). */
async function nextPage(request: APIRequestContext, pathname: string): Promise<string | undefined> {
  const html = await (await request.get(pathname)).text();
  return /class="?pagination-nav__link pagination-nav__link--next"? href="?([^"\s>]+)/.exec(html)?.[1];
}

for (const [file, firstPage] of [
  ['llms-full.txt', 'docs/'],
  ['docs/3.0.0-rc.1/llms-full.txt', 'docs/3.0.0-rc.1/'],
  ['docs/2.x/llms-full.txt', 'docs/2.x/'],
] as const) {
  test(`${file} has every page of its version in sidebar order`, async ({request}) => {
    const baseUrl = resolveBaseUrl();
    const response = await request.get(`${baseUrl}${file}`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname);
    expect(sources[0]).toBe(`${baseUrl}${firstPage}`);
    expect(prose(text), 'no import or export lines').not.toMatch(/^(import|export) /m);
    expect(prose(text), 'no JSX').not.toMatch(jsxTag);
    // The expected order, independently: follow each page's "Next" link (llms-full.txt leaves out generated category pages: they only list other pages).
    const listed = new Set(sources);
    const expected: string[] = [];
    while (expected.length < sources.length) {
      let at: string | undefined = sources.find((source) => !expected.includes(source));
      while (at && !expected.includes(at)) {
        if (listed.has(at)) {
          expected.push(at);
        }
        at = await nextPage(request, at);
      }
    }
    expect(sources).toEqual(expected);
  });
}
