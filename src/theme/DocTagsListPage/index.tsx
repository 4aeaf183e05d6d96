/**
 * Wraps the theme's docs tags page to give it a meta description, which the
 * theme leaves out (see BlogTagsListPage).
 */
import React, {type ReactNode} from 'react';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type {Props} from '@theme/DocTagsListPage';

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const count = props.tags.length;
  const description = selectMessage(
    count,
    translate(
      {
        id: 'site.docTagsListPage.description',
        description: 'Pluralized: one form, then the other, separated by |',
        message:
          'One tag in these docs, with the number of pages that carry it.|The {count} tags of these docs from A to Z, each with the number of pages that carry it.',
      },
      {count},
    ),
  );
  return (
    <>
      <PageMetadata description={description} />
      <DocTagsListPage {...props} />
    </>
  );
}
