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
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {categoryIndexPages, type CategoryIndexPage} from './categoryIndexes';
import {apiSidebarId} from '../../data/sidebarIds';
import {sidebarDocIds} from '../../utils/sidebarDocIds';
import {llmsFull, llmsIndex, sidebarSections, type LlmsLink, type LlmsSection} from './llms';
import {docsInstancesWithTwins, twinPath} from '../../utils/twinPath';
import {pageAddressOf, siteAddress, type Twin, type TwinPage, type TwinsJob} from './writeTwins';

/** The content that gets twins: the docs and community instances, the blog and the changelog (not the test area). */
const blogInstances = ['default', 'changelog'];

/** What llms.txt lists, from the same loaded content. */
type LlmsContent = {docs?: DocsContent; community?: DocsContent; blog?: BlogContent; changelog?: BlogContent};

function instances<Content>(allContent: AllContent, plugin: string, ids: string[]): Content[] {
  const byId = (allContent[plugin] ?? {}) as Record<string, Content>;
  return ids.flatMap((id) => (byId[id] ? [byId[id]] : []));
}

function instance<Content>(allContent: AllContent, plugin: string, id: string): Content | undefined {
  return instances<Content>(allContent, plugin, [id])[0];
}

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

/**
 * writeTwins (writeTwins.ts) in worker threads, one a core (up to 4), each
 * with its share of the pages. Their errors (a component with no Markdown
 * form…) reject as they would have thrown.
 */
async function writeTwinsInWorkers(job: Omit<TwinsJob, 'share'>): Promise<{twins: [string, Twin][]; bytes: number}> {
  const count = Math.max(1, Math.min(availableParallelism(), 4, job.pages.length));
  const shares = Array.from(
    {length: count},
    (_, index) =>
      new Promise<{twins: [string, Twin][]; bytes: number}>((resolve, reject) => {
        const worker = new Worker(path.join(__dirname, 'worker.cjs'), {workerData: {...job, share: {index, of: count}} satisfies TwinsJob});
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`markdown-twins: a worker that writes the twins stopped (exit code ${code}) before it was done.`)));
      }),
  );
  const done = await Promise.all(shares);
  return {twins: done.flatMap((share) => share.twins), bytes: done.reduce((sum, share) => sum + share.bytes, 0)};
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
      const {twins, bytes} = await writeTwinsInWorkers({
        pages,
        categoryIndexes,
        outDir,
        siteDir,
        baseUrl,
        siteUrl: siteConfig.url,
        trailingSlash: siteConfig.trailingSlash,
        cacheDir: path.join(siteDir, 'node_modules/.cache/markdown-twins'),
      });
      const pageAddress = pageAddressOf({url: siteConfig.url, baseUrl, trailingSlash: siteConfig.trailingSlash});
      const llms = llmsFiles(llmsContent, new Map(twins), {name: siteConfig.title, summary: siteConfig.tagline, url: siteConfig.url, baseUrl, pageAddress});
      for (const [file, text] of llms) {
        await fs.writeFile(path.join(outDir, file), text);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const llmsBytes = llms.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
      console.log(
        `[markdown-twins] Wrote ${twins.length} Markdown twins (${(bytes / 1024 / 1024).toFixed(1)} MB) and ${llms.length} llms files (${(llmsBytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s.`,
      );
    },
  };
}
