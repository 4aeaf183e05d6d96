/**
 * Adds the site's own admonition, `:::experimental`, to the theme's built-in
 * ones (note, tip, info, warning, danger). The keyword is registered in
 * src/config/markdown.ts; this map tells the theme how to render it.
 */
import React from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';
import styles from './styles.module.css';

function ExperimentalIcon(): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path fill="currentColor" d="M9 2h6v2h-1v5.2l5.6 9.4A2.2 2.2 0 0 1 17.7 22H6.3a2.2 2.2 0 0 1-1.9-3.4L10 9.2V4H9V2Zm3 9.3-2.8 4.7h5.6L12 11.3Z" />
    </svg>
  );
}

function ExperimentalAdmonition(props: Props): React.JSX.Element {
  return (
    <AdmonitionLayout {...props} className={`alert ${styles.experimental}`} icon={props.icon ?? <ExperimentalIcon />} title={props.title ?? 'Experimental'}>
      {props.children}
    </AdmonitionLayout>
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  experimental: ExperimentalAdmonition,
};

export default AdmonitionTypes;
