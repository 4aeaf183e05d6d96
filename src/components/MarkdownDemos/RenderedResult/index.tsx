import React, {useRef, type ReactNode} from 'react';
import {useOverflows} from '@site/src/utils/useOverflows';
import styles from './styles.module.css';

export interface RenderedResultProps {
  /** The rendered output of the source shown just above. */
  readonly children: ReactNode;
  /** Caption shown above the output. */
  readonly label?: string;
}

/**
 * Frames live output on the Markdown features pages, so readers can tell
 * the rendered result apart from the surrounding page and the source block.
 * Output wider than the column (a long formula on a phone) scrolls sideways
 * inside the frame, and while it does, the frame takes the keyboard focus so
 * the arrow keys can scroll it; a screen reader names it by its caption.
 */
export default function RenderedResult({children, label = 'Rendered result'}: RenderedResultProps): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const scrollable = useOverflows(ref);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- an overflowing frame must take the focus to be scrolled by keyboard (see above)
    <figure ref={ref} className={styles.result} tabIndex={scrollable ? 0 : undefined}>
      <figcaption className={styles.label}>{label}</figcaption>
      <div className={styles.body}>{children}</div>
    </figure>
  );
}
