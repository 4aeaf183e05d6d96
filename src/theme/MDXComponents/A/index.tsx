/**
 * Markdown links to local files (`[the PDF](./guide.pdf)`) are bundled into
 * /assets/files/ and reach this component with `data-noBrokenLinkCheck`.
 * The theme's Link would append the site's trailing slash to them
 * (".../guide-abc123.pdf/"), which the server answers with a 404, so they
 * render as plain anchors; every other link goes through the theme as usual.
 * Covered by the link tests page (/tests/pages/link-tests).
 */
import React, {type ReactNode} from 'react';
import MDXA from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';

type AssetLinkProps = Props & {'data-noBrokenLinkCheck'?: boolean};

export default function MDXAWrapper(props: AssetLinkProps): ReactNode {
  const {'data-noBrokenLinkCheck': isBundledAsset, ...anchorProps} = props;
  if (isBundledAsset && anchorProps.href) {
    // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-has-content -- a bundled file, which Link would break (see above); the text comes in the props
    return <a {...anchorProps} rel="noopener noreferrer" />;
  }
  return <MDXA {...props} />;
}
