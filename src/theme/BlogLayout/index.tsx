/**
 * Wraps the blog layout (blog posts and changelog releases) so that the table
 * of contents beside a post is a navigation landmark: the theme places that
 * column outside <main>, which would leave its links in no landmark at all.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
  const label = translate({id: 'site.blogLayout.tocLabel', message: 'On this page', description: 'The name of the table of contents beside a blog post'});
  return (
    <BlogLayout
      {...props}
      toc={
        toc ? (
          <nav aria-label={label} className={styles.toc}>
            {toc}
          </nav>
        ) : undefined
      }
    />
  );
}
