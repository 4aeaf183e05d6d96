/**
 * Wraps the debug plugin's layout (/__docusaurus/debug/*) to give each panel
 * a title in the site's "Page | Docusaurus" form and a main heading, like
 * every other page of the site.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import DebugLayout from '@theme-original/DebugLayout';
import type DebugLayoutType from '@theme/DebugLayout';
import type {WrapperProps} from '@docusaurus/types';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof DebugLayoutType>;

const panelNames: Record<string, string> = {
  '': 'Config',
  config: 'Config',
  metadata: 'Metadata',
  registry: 'Registry',
  routes: 'Routes',
  content: 'Content',
  globalData: 'Global data',
};

export default function DebugLayoutWrapper({children, ...props}: Props): ReactNode {
  const panel = useLocation().pathname.replace(/\/$/, '').split('/__docusaurus/debug')[1] ?? '';
  const name = panelNames[panel.replace(/^\//, '')] ?? 'Debug';
  return (
    <DebugLayout {...props}>
      <Head>
        <title>{`Debug: ${name} | Docusaurus`}</title>
      </Head>
      <Heading as="h1">Debug: {name}</Heading>
      {children}
    </DebugLayout>
  );
}
