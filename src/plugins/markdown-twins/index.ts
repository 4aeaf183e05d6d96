/**
 * Writes a Markdown twin next to every content page of the build: every
 * docs page of every version, every community page, blog post and changelog
 * release. `/docs/installation/` gets `/docs/installation.md` (the page's
 * path without its trailing slash, plus `.md`). The twin is what a reader of
 * the page sees, as Markdown (convert.ts, with our components' forms from
 * forms.ts); links and images point to the deployed site.
 *
 * Twins are build output only: not in the sitemap (it lists routes), not in
 * the search index (it reads index.html files), not precached by the service
 * worker (it takes HTML, scripts, styles and the search index).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {parseDocument, DomUtils} from 'htmlparser2';
import {toMarkdownTwin} from './convert';
import {siteForms} from './forms';

export type TwinPage = {
  /** Absolute path of the MDX/Markdown source. */
  source: string;
  /** The page's path, with the base URL ("/docs/installation/"). */
  permalink: string;
  title: string;
  description?: string;
  frontMatter: Record<string, unknown>;
};

/** The twin's path for a page's permalink: "/docs/installation/" → "/docs/installation.md". */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** The content that gets twins: the docs and community instances, the blog and the changelog (not the test area). */
const docsInstances = ['default', 'community'];
const blogInstances = ['default', 'changelog'];

function instances<Content>(allContent: AllContent, plugin: string, ids: string[]): Content[] {
  const byId = (allContent[plugin] ?? {}) as Record<string, Content>;
  return ids.flatMap((id) => (byId[id] ? [byId[id]] : []));
}

/** Every page that gets a twin, from the docs and blog plugins' loaded content. */
export function pagesWithTwins(allContent: AllContent, siteDir: string): TwinPage[] {
  const fromSite = (source: string) => path.resolve(siteDir, source.replace(/^@site\//, ''));
  const docs = instances<DocsContent>(allContent, 'docusaurus-plugin-content-docs', docsInstances).flatMap((content) =>
    content.loadedVersions.flatMap((version) =>
      version.docs.map((doc) => ({source: fromSite(doc.source), permalink: doc.permalink, title: doc.title, description: doc.description, frontMatter: doc.frontMatter})),
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

/** What the built page shows: its title (its <h1>, "Docusaurus 2.4.0" for a release) and its images' URLs. */
function builtPage(html: string): {title: string | undefined; images: string[]} {
  const document = parseDocument(html);
  const heading = DomUtils.findOne((element) => element.name === 'h1', document.children);
  return {
    title: heading ? DomUtils.textContent(heading).replace(/\u200b/g, '').trim() : undefined,
    images: DomUtils.findAll((element) => element.name === 'img', document.children).map((element) => element.attribs.src ?? ''),
  };
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  let pages: TwinPage[] = [];
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      pages = pagesWithTwins(allContent, siteDir);
    },
    async postBuild({outDir}) {
      const started = Date.now();
      const permalinkOfSource = new Map(pages.map((page) => [page.source, page.permalink]));
      const absolute = (sitePath: string) => `${siteConfig.url}${sitePath}`;
      let bytes = 0;
      let written = 0;
      for (const page of pages) {
        const html = await fs.readFile(path.join(outDir, page.permalink.slice(baseUrl.length), 'index.html'), 'utf8').catch(() => undefined);
        if (html === undefined) {
          continue; // a draft or unlisted page that was not built
        }
        const {title, images} = builtPage(html);
        const pageUrl = absolute(page.permalink);
        const resolveUrl = (url: string): string | undefined => {
          if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
            return url.startsWith('pathname://') ? absolute(url.slice('pathname://'.length)) : url;
          }
          if (url.startsWith('#')) {
            return `${pageUrl}${url}`;
          }
          if (url.startsWith('/')) {
            const [pathname, hash] = url.split('#');
            const withBase = pathname!.startsWith(baseUrl) ? pathname! : `${baseUrl}${pathname!.slice(1)}`;
            // As the page's own links have it: a route ends with a slash (trailingSlash: true).
            const route = siteConfig.trailingSlash && !withBase.endsWith('/') && !path.extname(withBase) ? `${withBase}/` : withBase;
            return `${absolute(route)}${hash ? `#${hash}` : ''}`;
          }
          const [file, hash] = url.split('#');
          const target = path.resolve(path.dirname(page.source), decodeURI(file!));
          const permalink = permalinkOfSource.get(target);
          if (permalink) {
            return `${absolute(permalink)}${hash ? `#${hash}` : ''}`;
          }
          // An image next to the source: the build renamed it name-<hash>.ext (or name.<hash>.<width>.ext for ideal images).
          const {name, ext} = path.parse(target);
          const built = images.find((src) => {
            const base = path.basename(src);
            return (base.startsWith(`${name}-`) || base.startsWith(`${name}.`)) && base.endsWith(ext);
          });
          return built ? absolute(built) : undefined;
        };
        const markdown = toMarkdownTwin(
          await fs.readFile(page.source, 'utf8'),
          {title: title ?? page.title, description: page.description, frontMatter: page.frontMatter},
          {file: path.relative(siteDir, page.source), pageUrl, resolveUrl},
          siteForms,
        );
        const file = path.join(outDir, twinPath(page.permalink).slice(baseUrl.length));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
        bytes += Buffer.byteLength(markdown);
        written += 1;
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[markdown-twins] Wrote ${written} Markdown twins (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s.`);
    },
  };
}
