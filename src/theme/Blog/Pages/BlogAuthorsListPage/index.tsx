/**
 * Wraps the theme's blog authors page to give it a meta description, which
 * the theme leaves out (see BlogTagsListPage).
 */
import React, {type ReactNode} from 'react';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const count = props.authors.length;
  const description = selectMessage(
    count,
    translate(
      {
        id: 'site.blogAuthorsListPage.description',
        description: 'Pluralized: one form, then the other, separated by |',
        message: 'The one person who writes this blog, with a link to the posts they wrote.|The {count} people who write this blog, each with a link to the posts they wrote.',
      },
      {count},
    ),
  );
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
