import React, {type ReactNode} from 'react';
import TestPage from '@site/website-tests/components/TestPage';
import styles from './z-index-tests.module.css';

export default function ZIndexTests(): ReactNode {
  return (
    <TestPage
      title="Z-index tests"
      tests="content stacked as high as page content may go (just under the navbar's z-index): a sticky bar, a positioned box and a tooltip."
      pass={
        <>
          scroll down: the sticky bar and the box slide under the navbar, never over it, and the navbar links stay clickable. The tooltip shows above the text
          around it. The language dropdown in the navbar opens over the sticky bar.
        </>
      }>
      <div className={styles.sticky} data-testid="sticky-bar">
        A sticky bar (z-index 100) that sticks to the top of the viewport as you scroll.
      </div>
      <div className={styles.huge} data-testid="huge-box">
        A positioned box one step below the navbar&apos;s z-index.
      </div>
      <p>
        Hover this {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus shows the tooltip, as hovering does */}
        <span className={styles.tooltipHost} tabIndex={0}>
          word with a tooltip
          <span className={styles.tooltip} role="tooltip">
            A positioned tooltip (z-index 150)
          </span>
        </span>{' '}
        to see the tooltip.
      </p>
      <div className={styles.spacer} aria-hidden="true" />
      <p>The end of the scrollable area.</p>
    </TestPage>
  );
}
