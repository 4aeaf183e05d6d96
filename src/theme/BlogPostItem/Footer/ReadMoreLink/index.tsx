/**
 * The "Read more" link under a post excerpt in blog lists. The theme names
 * the link "Read more about <title>" only through aria-label, so its text is
 * the same "Read more" for every post: search engines (Lighthouse's SEO audit
 * "link-text") and readers who list a page's links see a row of identical
 * links. Here the post title is part of the link's text, hidden visually;
 * sighted readers still see "Read more" under each excerpt.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
