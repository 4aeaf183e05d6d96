/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BlogListPage) to add a page
 * header with the <h1>; the rest is unchanged. Re-check on upgrades.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

/**
 * The reason this component is ejected: the theme's list page has no <h1>, so
 * screen readers and search engines find no main heading. Ours names the blog,
 * describes it and, past the first page, says which page this is.
 */
function BlogListPageHeader({metadata}: Pick<Props, 'metadata'>): ReactNode {
  const {blogTitle, blogDescription, page, totalPages} = metadata;
  return (
    <header className="margin-bottom--xl">
      <Heading as="h1">{blogTitle}</Heading>
      <p className="text--lg">{blogDescription}</p>
      {totalPages > 1 && (
        <p className="text--italic">
          Page {page} of {totalPages}
        </p>
      )}
    </header>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      <BlogListPageHeader metadata={metadata} />
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
