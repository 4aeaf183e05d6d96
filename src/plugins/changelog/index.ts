/**
 * The changelog: a blog plugin instance whose posts are generated from the
 * release-line files in changelog/ (see parseChangelog.ts for the format).
 * Lists, pagination, feeds and post pages all come from
 * @docusaurus/plugin-content-blog; this plugin only writes its input.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import {parseChangelog, type Release} from './parseChangelog';
import {releasePosts, sortNewestFirst} from './releasePosts';
import {releaseIndexFileName, type ChangelogReleaseIndex} from './releaseIndexData';

type SourceFile = {file: string; content: string};

/** Markdown files with front matter are pages (the overview), copied as-is. */
export const isChangelogPage = ({content}: SourceFile) => content.startsWith('---\n');

export async function readChangelogSources(sourceDir: string, siteDir: string): Promise<SourceFile[]> {
  const names = (await fs.readdir(sourceDir)).filter((name) => /\.mdx?$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      file: path.relative(siteDir, path.join(sourceDir, name)),
      content: await fs.readFile(path.join(sourceDir, name), 'utf8'),
    })),
  );
}

/**
 * Writes one post per release (and the overview pages) into `outDir`.
 * Returns the releases, newest first.
 */
export async function generateChangelogPosts(
  sources: SourceFile[],
  outDir: string,
): Promise<Release[]> {
  const pages = sources.filter(isChangelogPage);
  const releases = parseChangelog(sources.filter((source) => !isChangelogPage(source)));
  const posts = [
    ...pages.map(({file, content}) => ({fileName: path.basename(file), content})),
    ...releasePosts(releases, pages.length),
  ];
  await fs.rm(outDir, {recursive: true, force: true});
  await fs.mkdir(outDir, {recursive: true});
  await Promise.all(
    posts.map(({fileName, content}) => fs.writeFile(path.join(outDir, fileName), content)),
  );
  return sortNewestFirst(releases);
}

/**
 * Where each release's page is, for other pages (the versions overview) to
 * link to release notes without hard-coding which releases exist.
 */
export function releaseIndex(releases: Release[], content: BlogContent): ChangelogReleaseIndex {
  const permalinkBySlug = new Map(
    content.blogPosts.map((post) => [post.metadata.frontMatter.slug, post.metadata.permalink]),
  );
  return {
    releases: releases.flatMap(({version, date}) => {
      const permalink = permalinkBySlug.get(`/${version}`);
      return permalink ? [{version, date, permalink}] : [];
    }),
  };
}

async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const sourceDir = path.resolve(context.siteDir, options.path);
  const postsDir = path.join(context.generatedFilesDir, 'changelog-plugin', options.id);
  const blogPlugin = await pluginContentBlog(context, {...options, path: postsDir});
  let releases: Release[] = [];
  return {
    ...blogPlugin,
    getPathsToWatch: () => [path.join(sourceDir, '*.{md,mdx}')],
    async loadContent() {
      releases = await generateChangelogPosts(
        await readChangelogSources(sourceDir, context.siteDir),
        postsDir,
      );
      return blogPlugin.loadContent!();
    },
    async contentLoaded(args) {
      await blogPlugin.contentLoaded!(args);
      await args.actions.createData(releaseIndexFileName, JSON.stringify(releaseIndex(releases, args.content)));
    },
  };
}

/**
 * The site config passes this module's function itself (a TypeScript file
 * cannot be resolved by path), so option validation travels with it: the
 * blog plugin's own, which fills in every default.
 */
const changelogPluginModule = Object.assign(changelogPlugin, {
  validateOptions: validateOptions as PluginModule['validateOptions'],
}) as unknown as PluginModule;

export default changelogPluginModule;
