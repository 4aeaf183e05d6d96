import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLatestBlogPosts} from '@site/src/plugins/latest-blog-posts/useLatestBlogPosts';
import {createDateTimeFormat} from '@site/src/utils/dateTimeFormat';
import styles from './styles.module.css';

// Fixed locale and time zone: the server and the browser must print the same date.
// Written without Intl (src/utils/dateTimeFormat.ts), which is slow to start.
const dateFormat = createDateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

export default function HomeLatestPosts(): React.JSX.Element {
  const posts = useLatestBlogPosts();
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="home-blog">
      <div className="container">
        <Heading as="h2" id="home-blog" className={styles.sectionTitle}>
          Latest from the blog
        </Heading>
        <ul className={styles.postList}>
          {posts.map((post) => (
            <li key={post.permalink} className={styles.post}>
              <time dateTime={post.date} className={styles.postDate}>
                {dateFormat.format(new Date(post.date))}
              </time>
              <Heading as="h3" className={styles.postTitle}>
                <Link to={post.permalink}>{post.title}</Link>
              </Heading>
              <p className={styles.postDescription}>{post.description}</p>
            </li>
          ))}
        </ul>
        <p className={styles.sectionMore}>
          <Link to="/blog/">All blog posts</Link>
        </p>
      </div>
    </section>
  );
}
