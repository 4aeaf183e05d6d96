/** A hit's section, title, heading and excerpt, as the search box and the search page both show them. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {sectionLabel} from '../scopes';
import type {SearchHit} from './pagefind';
import styles from './SearchHitText.module.css';

type Props = {
  hit: SearchHit;
  /** The caller's sizes and colours, on top of the shared look. */
  classNames: {section?: string; title?: string; heading?: string; excerpt?: string};
  /** The search page makes the title a heading with a link; the box shows plain text. */
  renderTitle?: (title: string) => ReactNode;
};

export default function SearchHitText({hit, classNames, renderTitle}: Props): ReactNode {
  return (
    <>
      <span className={clsx(styles.section, classNames.section)}>{sectionLabel(hit.scope)}</span>
      {renderTitle ? renderTitle(hit.title) : <span className={classNames.title}>{hit.title}</span>}
      {hit.heading && <span className={clsx(styles.heading, classNames.heading)}>{hit.heading}</span>}
      {/* Pagefind escapes the page text and adds only <mark> around the matches. */}
      <span className={clsx(styles.excerpt, classNames.excerpt)} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
    </>
  );
}
