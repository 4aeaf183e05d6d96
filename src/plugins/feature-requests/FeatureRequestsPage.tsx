import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import FeedbackBoard, {useBoardToken} from './FeedbackBoard';

const discussionsUrl = 'https://github.com/facebook/docusaurus/discussions/categories/ideas';

/** How readers propose features and vote on them. */
export default function FeatureRequestsPage(): ReactNode {
  const boardToken = useBoardToken();
  return (
    <Layout title="Feature requests" description="Propose a feature for Docusaurus and vote on the ideas of others">
      <main className="container container--fluid margin-vert--lg" style={{maxWidth: '50rem'}}>
        <Heading as="h1">Feature requests</Heading>
        <p>
          Docusaurus grows from the needs of the people who build sites with it. Ideas are collected in the <strong>Ideas</strong> category of the
          project&apos;s GitHub Discussions, where anyone can propose one, discuss it and vote for it.
        </p>
        <Heading as="h2">Before you propose something</Heading>
        <ul>
          <li>Search the existing ideas: adding your vote and your use case to an open idea helps more than a duplicate.</li>
          <li>
            Check whether a plugin already does it: the <Link to="/community/resources/">community resources</Link> list plugins and themes by topic.
          </li>
          <li>
            If something is broken rather than missing, open a bug report with a reproduction instead; see <Link to="/community/support/">Support</Link>.
          </li>
        </ul>
        <Heading as="h2">Write a proposal that can be acted on</Heading>
        <ol>
          <li>Describe the problem you have before the solution you imagine.</li>
          <li>Show a concrete example: the Markdown, config or page you want to write.</li>
          <li>Say what you do today to work around it, and what that costs you.</li>
        </ol>
        <Heading as="h2">Vote</Heading>
        <p>
          Upvote the ideas you need; maintainers look at the most wanted ones when they plan a release. Comments that add a new use case are worth more than
          &quot;+1&quot;.
        </p>
        <p>
          <Link className="button button--primary" href={discussionsUrl}>
            Browse and propose ideas on GitHub
          </Link>
        </p>
        {boardToken && <FeedbackBoard boardToken={boardToken} />}
      </main>
    </Layout>
  );
}
