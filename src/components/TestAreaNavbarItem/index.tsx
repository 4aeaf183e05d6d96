/**
 * A navbar badge that appears only inside the test area (/tests/…), so a
 * reader always knows the page they see exercises the site rather than
 * documents it. Registered as the custom navbar item type `custom-testArea`.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';

type Props = {mobile?: boolean; className?: string};

export default function TestAreaNavbarItem({mobile, className}: Props): React.JSX.Element | null {
  const {pathname} = useLocation();
  const testsRoot = useBaseUrl('/tests/');
  if (!pathname.startsWith(testsRoot)) {
    return null;
  }
  const link = (
    <Link
      to="/tests/"
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', 'test-area-badge', className)}
      title="These pages test the website itself">
      Test area
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
