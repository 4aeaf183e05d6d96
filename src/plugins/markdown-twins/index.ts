/**
 * Writes a Markdown twin next to every content page of the build: every
 * docs page of every version (generated category pages included), every
 * community page, blog post and changelog release. `/docs/installation/`
 * gets `/docs/installation.md` (the page's path without its trailing slash,
 * plus `.md`). The twin is what a reader of the page sees, as Markdown
 * (convert.ts, with our components' forms from forms.ts); links and images
 * point to the deployed site.
 *
 * It also writes the llms.txt files (llms.ts): `/llms.txt`, an index of the
 * twins by section, and one `llms-full.txt` per docs version
 * (`/llms-full.txt` for the current docs, `/docs/2.x/llms-full.txt`…).
 *
 * Twins and llms files are build output only: not in the sitemap (it lists
 * routes), not in the search index (it reads index.html files), not
 * precached by the service worker (it takes HTML, scripts, styles and the
 * search index).
 */
import fs from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {parseDocument, DomUtils} from 'htmlparser2';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {mainElementRange} from '../../utils/mainElement';
import {categoryIndexTwin, toMarkdownTwin, type DocCard} from './convert';
import {categoryIndexPages, type CategoryIndexPage} from './categoryIndexes';
import {siteForms} from './forms';
import {apiSidebarId} from '../../data/sidebarIds';
import {sidebarDocIds} from '../../utils/sidebarDocIds';
import {llmsFull, llmsIndex, sidebarSections, type LlmsLink, type LlmsSection} from './llms';
import {docsInstancesWithTwins, twinPath} from '../../utils/twinPath';

export type TwinPage = {
  /** Absolute path of the MDX/Markdown source. */
  source: string;
  /** The page's path, with the base URL ("/docs/installation/"). */
  permalink: string;
  title: string;
  description?: string;
  frontMatter: Record<string, unknown>;
};

export {twinPath};

/** The content that gets twins: the docs and community instances, the blog and the changelog (not the test area). */
const blogInstances = ['default', 'changelog'];

/** What llms.txt lists, from the same loaded content. */
type LlmsContent = {docs?: DocsContent; community?: DocsContent; blog?: BlogContent; changelog?: BlogContent};

function instances<Content>(allContent: AllContent, plugin: string, ids: string[]): Content[] {
  const byId = (allContent[plugin] ?? {}) as Record<string, Content>;
  return ids.flatMap((id) => (byId[id] ? [byId[id]] : []));
}

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

function instance<Content>(allContent: AllContent, plugin: string, id: string): Content | undefined {
  return instances<Content>(allContent, plugin, [id])[0];
}

/** A built twin: the title the page shows, its description and its Markdown. */
type Twin = {title: string; description?: string; markdown: string};

/**
 * `/llms.txt` and every version's `llms-full.txt`, as [path in the build, text].
 * Only listed pages that have a twin appear (unlisted pages keep their twin
 * but stay out of the lists, as they stay out of the sitemap).
 */
export function llmsFiles(
  content: LlmsContent,
  twins: Map<string, Twin>,
  site: {name: string; summary: string; url: string; baseUrl: string; pageAddress: (permalink: string) => string},
): [string, string][] {
  const absolute = (sitePath: string) => siteAddress(site.url, sitePath);
  const linkTo = (permalink: string, unlisted = false): LlmsLink | undefined => {
    const twin = twins.get(permalink);
    return twin && !unlisted ? {title: twin.title, url: absolute(twinPath(permalink)), description: twin.description} : undefined;
  };
  const docLinks = (version: DocsContent['loadedVersions'][number]) => {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    return (id: string) => {
      const doc = byId.get(id);
      return doc ? linkTo(doc.permalink, doc.unlisted) : undefined;
    };
  };
  const postLinks = (blog: BlogContent | undefined): LlmsLink[] =>
    (blog?.blogPosts ?? []).flatMap(({metadata}) => linkTo(metadata.permalink, metadata.unlisted) ?? []);

  const versions = content.docs?.loadedVersions ?? [];
  const current = versions.find((version) => version.versionName === 'current');
  const sections: LlmsSection[] = [];
  if (current) {
    const linkOf = docLinks(current);
    sections.push(...sidebarSections(current.sidebars.docs ?? [], 'Docs', linkOf));
    sections.push({title: 'API reference', links: sidebarDocIds(current.sidebars[apiSidebarId] ?? []).flatMap((id) => linkOf(id) ?? [])});
  }
  for (const version of content.community?.loadedVersions ?? []) {
    const linkOf = docLinks(version);
    sections.push({title: 'Community', links: Object.values(version.sidebars).flatMap((sidebar) => sidebarDocIds(sidebar).flatMap((id) => linkOf(id) ?? []))});
  }
  sections.push({title: 'Blog', links: postLinks(content.blog)}, {title: 'Changelog', links: postLinks(content.changelog)});

  const files: [string, string][] = [];
  const fullTexts: LlmsLink[] = [];
  for (const version of versions) {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    // Sidebar order first (the "docs" sidebar before "api"), then any page no sidebar lists.
    const ids = [...new Set([...Object.values(version.sidebars).flatMap(sidebarDocIds), ...version.docs.map((doc) => doc.id)])];
    const pages = ids.flatMap((id) => {
      const doc = byId.get(id);
      const twin = doc && !doc.unlisted ? twins.get(doc.permalink) : undefined;
      return twin ? [{url: site.pageAddress(doc!.permalink), markdown: twin.markdown}] : [];
    });
    // The current docs' file at the site's root, as the convention expects; older versions' under their path.
    const file = version === current ? 'llms-full.txt' : `${version.path.slice(site.baseUrl.length)}/llms-full.txt`;
    const label = version === current ? `${site.name} documentation (${version.label}, the current docs)` : `${site.name} ${version.label} documentation`;
    files.push([file, llmsFull({title: label, summary: `Every page of the ${label}, in the order of its sidebars, as Markdown.`, pages})]);
    fullTexts.push({title: label, url: absolute(`${site.baseUrl}${file}`), description: `all ${pages.length} pages in one file`});
  }
  const [currentFull, ...olderFull] = fullTexts;
  const details = [
    `Every page below is also served as Markdown: the page's address without its trailing slash, plus \`.md\` (${absolute(`${site.baseUrl}docs/installation/`)} → ${absolute(`${site.baseUrl}docs/installation.md`)}).`,
    currentFull ? `The whole of the current docs is in one file at ${currentFull.url}; the older versions' files are listed under "Optional".` : '',
  ]
    .filter(Boolean)
    .join(' ');
  sections.push({title: 'Optional', links: olderFull});
  files.unshift(['llms.txt', llmsIndex({name: site.name, summary: site.summary, details, sections})]);
  return files;
}

/** Every page that gets a twin, from the docs and blog plugins' loaded content. */
export function pagesWithTwins(allContent: AllContent, siteDir: string): TwinPage[] {
  const fromSite = (source: string) => path.resolve(siteDir, source.replace(/^@site\//, ''));
  const docs = instances<DocsContent>(allContent, 'docusaurus-plugin-content-docs', docsInstancesWithTwins).flatMap((content) =>
    content.loadedVersions.flatMap((version) =>
      version.docs.map((doc) => ({
        source: fromSite(doc.source),
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        frontMatter: doc.frontMatter,
      })),
    ),
  );
  const posts = instances<BlogContent>(allContent, 'docusaurus-plugin-content-blog', blogInstances).flatMap((content) =>
    content.blogPosts.map(({metadata}) => ({
      source: fromSite(metadata.source),
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      frontMatter: metadata.frontMatter as Record<string, unknown>,
    })),
  );
  return [...docs, ...posts];
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

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  let pages: TwinPage[] = [];
  let categoryIndexes: CategoryIndexPage[] = [];
  let llmsContent: LlmsContent = {};
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docsPlugin = 'docusaurus-plugin-content-docs';
      const blogPlugin = 'docusaurus-plugin-content-blog';
      pages = pagesWithTwins(allContent, siteDir);
      categoryIndexes = categoryIndexPages(
        instances<DocsContent>(allContent, docsPlugin, docsInstancesWithTwins).flatMap((content) =>
          content.loadedVersions.flatMap((version) => Object.values(version.sidebars)),
        ),
      );
      llmsContent = {
        docs: instance<DocsContent>(allContent, docsPlugin, 'default'),
        community: instance<DocsContent>(allContent, docsPlugin, 'community'),
        blog: instance<BlogContent>(allContent, blogPlugin, 'default'),
        changelog: instance<BlogContent>(allContent, blogPlugin, 'changelog'),
      };
    },
    async postBuild({outDir}) {
      const started = Date.now();
      const permalinkOfSource = new Map(pages.map((page) => [page.source, page.permalink]));
      const absolute = (sitePath: string) => siteAddress(siteConfig.url, sitePath);
      // A page's address as the site's own links write it (with the trailing slash of `trailingSlash: true`).
      const pageAddress = (permalink: string) => absolute(applyTrailingSlash(permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl}));
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
      for (const page of pages) {
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
        const markdown = toMarkdownTwin(
          await fs.readFile(page.source, 'utf8'),
          {title: title ?? page.title, description: page.description, frontMatter: page.frontMatter},
          {file, pageUrl, resolveUrl, docCardLists},
          siteForms,
        );
        await writeTwin(page.permalink, {title: title ?? page.title, description: page.description, markdown});
      }
      for (const index of categoryIndexes) {
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
      const llms = llmsFiles(llmsContent, twins, {name: siteConfig.title, summary: siteConfig.tagline, url: siteConfig.url, baseUrl, pageAddress});
      for (const [file, text] of llms) {
        await fs.writeFile(path.join(outDir, file), text);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const llmsBytes = llms.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
      console.log(
        `[markdown-twins] Wrote ${twins.size} Markdown twins (${(bytes / 1024 / 1024).toFixed(1)} MB) and ${llms.length} llms files (${(llmsBytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s.`,
      );
    },
  };
}
