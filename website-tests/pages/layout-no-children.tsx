import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * The theme layout with nothing passed as children: the navbar, an empty main
 * wrapper and the footer must still render. The explanation sits after the
 * layout, outside it, precisely so the layout itself gets no children.
 */
export default function LayoutNoChildren(): ReactNode {
  return (
    <>
      <Layout title="Layout without children" description="The theme layout rendered with no children." />
      {/* The page's main landmark: the layout, given no children, has none of its own. */}
      <main className="container margin-vert--lg" data-testid="outside-layout">
        <Heading as="h1">Layout without children</Heading>
        <p>
          <strong>Tests:</strong> that <code>@theme/Layout</code> renders when given no children at all.
        </p>
        <p>
          <strong>Pass:</strong> the navbar, an empty content area and the footer show above this text, with no error. This note is rendered after the layout on
          purpose, so the layout really receives nothing.
        </p>
      </main>
    </>
  );
}
