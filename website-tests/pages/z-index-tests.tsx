import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import TestPage from '@site/website-tests/components/TestPage';
import styles from './z-index-tests.module.css';

export default function ZIndexTests(): ReactNode {
  // WCAG 1.4.13: content shown on hover or focus can be dismissed without moving the pointer or focus.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const dismissOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, []);
  return (
    <TestPage
      title="Z-index tests"
      tests="content stacked as high as page content may go (just under the navbar's z-index): a sticky bar, a positioned box and a tooltip."
      pass={
        <>
          scroll down: the sticky bar and the box slide under the navbar, never over it, and the navbar links stay clickable. The tooltip shows above the text
          around it, stays while the pointer moves onto it, and Escape hides it. The language dropdown in the navbar opens over the sticky bar.
        </>
      }>
      <div className={styles.sticky} data-testid="sticky-bar">
        A sticky bar (z-index 100) that sticks to the top of the viewport as you scroll.
      </div>
      <div className={styles.huge} data-testid="huge-box">
        A positioned box one step below the navbar&apos;s z-index.
      </div>
      <p>
        Point at or focus this{' '}
        <span className={clsx(styles.tooltipHost, dismissed && styles.dismissed)} onMouseLeave={() => setDismissed(false)}>
          <button type="button" className={styles.tooltipTrigger} aria-describedby="z-index-tooltip" onBlur={() => setDismissed(false)}>
            word with a tooltip
          </button>
          <span id="z-index-tooltip" className={styles.tooltip} role="tooltip">
            A positioned tooltip (z-index 150)
          </span>
        </span>{' '}
        to see the tooltip; Escape hides it.
      </p>
      <div className={styles.spacer} aria-hidden="true" />
      <p>The end of the scrollable area.</p>
    </TestPage>
  );
}
