/**
 * The "Page Not Found" message, with its page title. The theme sets the title
 * only in its full not-found page; inside /docs/ and /community/ the docs
 * plugin shows this content alone for an unknown path, so after hydration the
 * tab fell back to the bare site name while the server's 404.html said
 * "Page Not Found | Docusaurus".
 */
import React, {type ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

export default function NotFoundContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
    </>
  );
}
