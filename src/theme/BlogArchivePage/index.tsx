/**
 * The blog archive (/blog/archive/): every post, grouped by year, newest year
 * first. Replaces the theme's page for two accessibility reasons: its hero
 * (with the page's <h1>) sits inside <main> instead of being a second banner
 * landmark, and each year is an <h2> under that <h1> rather than an <h3>.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

type Year = {year: string; posts: ArchiveBlogPost[]};

/** Posts by the year of their date; posts arrive newest first, and each year lists its posts oldest first, as the theme does. */
function postsByYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

function useDayAndMonth(): (date: string) => string {
  const {i18n} = useDocusaurusContext();
  const format = new Intl.DateTimeFormat(i18n.currentLocale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    calendar: i18n.localeConfigs[i18n.currentLocale]?.calendar,
  });
  return (date) => format.format(new Date(date));
}

function YearOfPosts({year, posts, dayAndMonth}: Year & {dayAndMonth: (date: string) => string}): ReactNode {
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({metadata}) => (
          <li key={metadata.permalink}>
            <Link to={metadata.permalink}>
              {dayAndMonth(metadata.date)} - {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive', description: 'The page & hero title of the blog archive page'});
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  const dayAndMonth = useDayAndMonth();
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <YearOfPosts key={year.year} {...year} dayAndMonth={dayAndMonth} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
