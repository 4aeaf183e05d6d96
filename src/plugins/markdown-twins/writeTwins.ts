/**
 * The twins themselves: reads each page's source and its built HTML, writes
 * its Markdown twin into the build and returns them all (for the llms files).
 *
 * It runs in worker threads (worker.cjs), each with a share of the pages:
 * parsing every page's MDX is the longest part of the post-build step, and
 * on the main thread it also held up the other plugins' post-build work
 * (the search index, the headers), which shares that thread.
 */
import fs from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseDocument, DomUtils} from 'htmlparser2';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {mainElementRange} from '../../utils/mainElement';
import {twinPath} from '../../utils/twinPath';
import {categoryIndexTwin, toMarkdownTwin, type DocCard} from './convert';
import type {CategoryIndexPage} from './categoryIndexes';
import {siteForms} from './forms';
import type {ResolvedLinks, TwinCache} from './twinCache';

export type TwinPage = {
  /** Absolute path of the MDX/Markdown source. */
  source: string;
  /** The page's path, with the base URL ("/docs/installation/"). */
  permalink: string;
  title: string;
  description?: string;
  frontMatter: Record<string, unknown>;
};

/** A built twin: the title the page shows, its description and its Markdown. */
export type Twin = {title: string; description?: string; markdown: string};

/** An absolute URL for a path of the site, percent-encoded once ("/changelog/V2 Changelog/" has a space). */
export function siteAddress(siteUrl: string, sitePath: string): string {
  let decoded = sitePath;
  try {
    decoded = decodeURI(sitePath);
  } catch {
    // Not encoded, and holding a lone "%": encode it as it is.
  }
  return `${siteUrl}${encodeURI(decoded)}`;
}

/** A page's address as the site's own links write it (with the trailing slash of `trailingSlash: true`). */
export function pageAddressOf(site: {url: string; baseUrl: string; trailingSlash: boolean | undefined}): (permalink: string) => string {
  return (permalink) => siteAddress(site.url, applyTrailingSlash(permalink, {trailingSlash: site.trailingSlash, baseUrl: site.baseUrl}));
}

/** The theme's stable class names for a doc card's parts (ThemeClassNames.docs.docCard in @docusaurus/theme-common). */
const docCardClass = {container: 'theme-doc-card-container', description: 'theme-doc-card-description'};

const hasClass = (element: {attribs: Record<string, string>}, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * What the built page shows: its title (its <h1>, "Docusaurus 2.4.0" for a
 * release), its images' URLs and its doc card lists (each `<DocCardList>`'s
 * cards, in page order). All are in the page's <main>, so only that is
 * parsed, not the navbar, sidebar and footer around it.
 */
export function builtPage(html: string): {title: string | undefined; images: string[]; docCardLists: DocCard[][]} {
  const main = mainElementRange(html);
  const document = parseDocument(main ? html.slice(main.start, main.end) : html);
  const heading = DomUtils.findOne((element) => element.name === 'h1', document.children);
  // A card list is the <section> that holds its cards, as the theme's DocCardList renders it.
  const lists = new Map<unknown, DocCard[]>();
  for (const card of DomUtils.findAll((element) => element.name === 'a' && hasClass(element, docCardClass.container), document.children)) {
    let section = card.parent;
    while (section && !(section.type === 'tag' && (section as {name?: string}).name === 'section')) {
      section = section.parent;
    }
    const title = DomUtils.findOne((element) => element.name === 'h2', [card]);
    const description = DomUtils.findOne((element) => hasClass(element, docCardClass.description), [card]);
    const cards = lists.get(section) ?? [];
    cards.push({
      title: title?.attribs.title ?? (title ? DomUtils.textContent(title).trim() : ''),
      href: card.attribs.href ?? '',
      description: description ? DomUtils.textContent(description).trim() || undefined : undefined,
    });
    lists.set(section, cards);
  }
  return {
    title: heading
      ? DomUtils.textContent(heading)
          .replace(/\u200b/g, '')
          .trim()
      : undefined,
    images: DomUtils.findAll((element) => element.name === 'img', document.children).map((element) => element.attribs.src ?? ''),
    docCardLists: [...lists.values()],
  };
}

/** Everything the twins are made from: plain data, so that it can go to a worker thread. */
export type TwinsJob = {
  pages: TwinPage[];
  categoryIndexes: CategoryIndexPage[];
  outDir: string;
  siteDir: string;
  baseUrl: string;
  siteUrl: string;
  trailingSlash: boolean | undefined;
  /** Where the twins of the last build are kept (twinCache.ts). */
  cacheDir: string;
  /** This worker's share of the pages: those whose position modulo `of` is `index` (the category pages go to share 0). */
  share: {index: number; of: number};
};

/**
 * Writes the twins of its share of the pages into `outDir`; returns them by
 * permalink, and their size in bytes. With a cache, reuses the twins of
 * pages that have not changed (twinCache.ts).
 */
export async function writeTwins(
  {pages, categoryIndexes, outDir, siteDir, baseUrl, siteUrl, trailingSlash, share}: TwinsJob,
  cache?: TwinCache,
): Promise<{twins: [string, Twin][]; bytes: number}> {
  const permalinkOfSource = new Map(pages.map((page) => [page.source, page.permalink]));
  const absolute = (sitePath: string) => siteAddress(siteUrl, sitePath);
  const pageAddress = pageAddressOf({url: siteUrl, baseUrl, trailingSlash});
  const isRoute = (pathname: string) => existsSync(path.join(outDir, decodeURIComponent(pathname.slice(baseUrl.length)), 'index.html'));
  /** A link to a path of the site ("/docs/cli/#build"): a page's address as the site writes it, or the file's. */
  const siteLink = (url: string) => {
    const [pathname, hash] = url.split('#');
    const withBase = pathname!.startsWith(baseUrl) ? pathname! : `${baseUrl}${pathname!.slice(1)}`;
    const address = isRoute(withBase) ? pageAddress(withBase) : absolute(withBase);
    return `${address}${hash ? `#${hash}` : ''}`;
  };
  const twins = new Map<string, Twin>();
  let bytes = 0;
  const writeTwin = async (permalink: string, twin: Twin) => {
    const twinFile = path.join(outDir, twinPath(permalink).slice(baseUrl.length));
    await fs.mkdir(path.dirname(twinFile), {recursive: true});
    await fs.writeFile(twinFile, twin.markdown);
    bytes += Buffer.byteLength(twin.markdown);
    twins.set(permalink, twin);
  };
  // Every page's address is known to every share, for links from one page to another's source file.
  for (const page of pages.filter((_, position) => position % share.of === share.index)) {
    const html = await fs.readFile(path.join(outDir, page.permalink.slice(baseUrl.length), 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) {
      continue; // a draft or unlisted page that was not built
    }
    const {title, images, docCardLists} = builtPage(html);
    const pageUrl = pageAddress(page.permalink);
    const resolveUrl = (url: string): string | undefined => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        return url.startsWith('pathname://') ? absolute(url.slice('pathname://'.length)) : url;
      }
      if (url.startsWith('#')) {
        return `${pageUrl}${url}`;
      }
      if (url.startsWith('/')) {
        return siteLink(url);
      }
      const [file, hash] = url.split('#');
      const target = path.resolve(path.dirname(page.source), decodeURI(file!));
      const permalink = permalinkOfSource.get(target);
      if (permalink) {
        return `${pageAddress(permalink)}${hash ? `#${hash}` : ''}`;
      }
      // An image next to the source: the build renamed it name-<hash>.ext (or name.<hash>.<width>.ext for ideal images).
      const {name, ext} = path.parse(target);
      const built = images.find((src) => {
        const base = path.basename(src);
        return (base.startsWith(`${name}-`) || base.startsWith(`${name}.`)) && base.endsWith(ext);
      });
      return built ? absolute(built) : undefined;
    };
    const file = path.relative(siteDir, page.source);
    const source = await fs.readFile(page.source, 'utf8');
    const shown = {title: title ?? page.title, description: page.description, frontMatter: page.frontMatter};
    const inputs = {file, source, shown, pageUrl, images, docCardLists};
    let markdown = await cache?.read(page.permalink, inputs, resolveUrl);
    if (markdown === undefined) {
      const links: ResolvedLinks = [];
      const recordingResolveUrl = (url: string) => {
        const resolved = resolveUrl(url);
        links.push([url, resolved ?? null]);
        return resolved;
      };
      markdown = toMarkdownTwin(source, shown, {file, pageUrl, resolveUrl: recordingResolveUrl, docCardLists}, siteForms);
      await cache?.write(page.permalink, inputs, markdown, links);
    }
    await writeTwin(page.permalink, {title: shown.title, description: shown.description, markdown});
  }
  for (const index of share.index === 0 ? categoryIndexes : []) {
    const file = path.join(outDir, index.permalink.slice(baseUrl.length), 'index.html');
    const html = await fs.readFile(file, 'utf8').catch(() => {
      throw new Error(`markdown-twins: the generated category page ${index.permalink} was not built (${file}).`);
    });
    const {title, docCardLists} = builtPage(html);
    if (docCardLists.length > 1) {
      throw new Error(`markdown-twins: the generated category page ${index.permalink} shows ${docCardLists.length} card lists; its twin lists one.`);
    }
    const shown = {title: title ?? index.title, description: index.description};
    await writeTwin(index.permalink, {
      ...shown,
      markdown: categoryIndexTwin(shown, docCardLists[0] ?? [], (url) => (url.startsWith('/') ? siteLink(url) : url)),
    });
  }
  return {twins: [...twins], bytes};
}
