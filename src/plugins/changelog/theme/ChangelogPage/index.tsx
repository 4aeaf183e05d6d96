/**
 * A release page (/changelog/<version>/): the version, its date, a link back
 * to the list page that shows it, the notes, and the committers (the post's
 * authors, derived from the release's committers list).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import type {Props} from '@theme/BlogPostPage';
import Heading from '@theme/Heading';
import {formatReleaseDate} from '../formatReleaseDate';
import styles from './styles.module.css';

type ChangelogFrontMatter = {changelog_list_page?: number};

function listPagePath(blogBasePath: string, page: number): string {
  // blogBasePath ends with a slash, as every route of this site does.
  return page <= 1 ? blogBasePath : `${blogBasePath}page/${page}/`;
}

function Committers(): ReactNode {
  const {metadata} = useBlogPost();
  if (metadata.authors.length === 0) {
    return null;
  }
  return (
    <section className={styles.committers}>
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- keeps its id without the direct link that Heading would add to the heading */}
      <h2 id="committers">Committers</h2>
      <ul>
        {metadata.authors.map((author) => (
          <li key={author.url ?? author.name}>
            {author.url ? <Link href={author.url}>{author.name}</Link> : author.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReleasePageContent({children}: {children: ReactNode}): ReactNode {
  const {metadata, toc, frontMatter} = useBlogPost();
  const {title, description, date, prevItem, nextItem, permalink} = metadata;
  // Only release posts carry a list page; the overview page has none.
  const releaseListPage = (frontMatter as ChangelogFrontMatter).changelog_list_page;
  const listPage = releaseListPage ?? 1;
  const heading = releaseListPage === undefined ? title : `Docusaurus ${title}`;
  // /changelog/2.4.3/ → /changelog/
  const changelogBasePath = permalink.replace(/[^/]+\/?$/, '');
  return (
    <>
      <PageMetadata title={heading} description={description} />
      <BlogLayout toc={toc.length > 0 ? <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} /> : undefined}>
        <article>
          <header className="margin-bottom--lg">
            <Link to={listPagePath(changelogBasePath, listPage)} className={styles.back}>
              ← All releases{listPage > 1 ? ` (page ${listPage})` : ''}
            </Link>
            <Heading as="h1" className={styles.title}>{heading}</Heading>
            <time dateTime={date}>{formatReleaseDate(date)}</time>
          </header>
          <div className="markdown">
            <MDXContent>{children}</MDXContent>
          </div>
          <Committers />
        </article>
        {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
      </BlogLayout>
    </>
  );
}

export default function ChangelogPage({content: ReleaseNotes}: Props): ReactNode {
  return (
    <BlogPostProvider content={ReleaseNotes} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <ReleasePageContent>
          <ReleaseNotes />
        </ReleasePageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
