/**
 * The compact changelog list (/changelog/, /changelog/page/N/): one row per
 * release with its version, date and one-line summary; the full notes are
 * on each release's own page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {Props} from '@theme/BlogListPage';
import Heading from '@theme/Heading';
import {formatReleaseDate} from '../formatReleaseDate';
import styles from './styles.module.css';

export default function ChangelogList({metadata, items}: Props): ReactNode {
  const {blogTitle, blogDescription, page, totalPages} = metadata;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={page > 1 ? `${blogTitle}, page ${page}` : blogTitle}
        description={blogDescription}
      />
      <BlogLayout>
        <header className="margin-bottom--lg">
          <Heading as="h1">{blogTitle}</Heading>
          <p className="text--lg">{blogDescription}.</p>
          {totalPages > 1 && (
            <p className="text--italic">
              Page {page} of {totalPages}
            </p>
          )}
        </header>
        <ul className={styles.releases}>
          {items.map(({content: ReleaseSummary}) => {
            const {permalink, title, date} = ReleaseSummary.metadata;
            return (
              <li key={permalink} className={styles.release}>
                <Heading as="h2" className={styles.version}>
                  <Link to={permalink}>{title}</Link>
                </Heading>
                <time dateTime={date} className={styles.date}>
                  {formatReleaseDate(date)}
                </time>
                <div className={styles.summary}>
                  <ReleaseSummary />
                </div>
              </li>
            );
          })}
        </ul>
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
