/**
 * A Markdown table that keyboard users can scroll. The theme lets a wide
 * table scroll sideways inside the article; a table with no link in it
 * would then be out of reach without a mouse (WCAG 2.1.1, axe rule
 * "scrollable-region-focusable"). While, and only while, the table overflows
 * it joins the tab order, so the arrow keys scroll it; narrow tables stay out
 * of the way.
 */
import React, {useRef, type ComponentProps, type ReactNode} from 'react';
import {useOverflows} from '@site/src/utils/useOverflows';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrollable = useOverflows(ref);

  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- an overflowing table must take the focus to be scrolled by keyboard (see above)
  return <table ref={ref} tabIndex={scrollable ? 0 : undefined} {...props} />;
}
