/**
 * The docs sidebar, without tearing the server-rendered one down on phones.
 *
 * The classic theme renders the desktop sidebar on the server, then, once it
 * finds a phone-sized window after hydration, removes it and renders the
 * phone version (the docs entries of the navbar menu) in its place. Removing
 * the whole sidebar was a large part of the long task that follows
 * hydration. On phones its container is `display: none` (the theme's own
 * stylesheet), so here it simply stays, out of sight and out of the
 * accessibility tree, and the phone version is added next to it.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
