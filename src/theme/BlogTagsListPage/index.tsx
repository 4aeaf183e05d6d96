/**
 * Wraps the theme's blog tags page to give it a meta description, which the
 * theme leaves out: search engines then show a sentence of ours under the
 * result instead of guessing one, and Lighthouse's SEO audit passes.
 */
import React, {type ReactNode} from 'react';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const count = props.tags.length;
  const description = selectMessage(
    count,
    translate(
      {
        id: 'site.blogTagsListPage.description',
        description: 'Pluralized: one form, then the other, separated by |',
        message:
          'One tag on this blog, with the number of posts that carry it.|The {count} tags of this blog from A to Z, each with the number of posts that carry it.',
      },
      {count},
    ),
  );
  return (
    <>
      <PageMetadata description={description} />
      <BlogTagsListPage {...props} />
    </>
  );
}
