/**
 * The frame of every React test page: the site layout, one <h1>, and two
 * short paragraphs saying what the page tests and how to see it pass.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

type Props = {
  title: string;
  /** What the page exercises. */
  tests: ReactNode;
  /** What a reader sees when it works. */
  pass: ReactNode;
  children: ReactNode;
};

export default function TestPage({title, tests, pass, children}: Props): ReactNode {
  return (
    <Layout title={title} description={typeof tests === 'string' ? tests : undefined}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <strong>Tests:</strong> {tests}
        </p>
        <p>
          <strong>Pass:</strong> {pass}
        </p>
        {children}
      </main>
    </Layout>
  );
}
