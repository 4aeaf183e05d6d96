/**
 * Whether an element's content is wider or taller than its box, kept up to
 * date as the layout and the content change. A region that scrolls must take
 * the keyboard focus, or keyboard users cannot scroll it (WCAG 2.1.1, axe's
 * "scrollable-region-focusable"); a region that fits should stay out of the
 * tab order.
 */
import {useEffect, useState, type RefObject} from 'react';

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const update = () => setOverflowing(overflows(element));
    update();
    // The element's box follows the layout; its children follow the content (fonts, images).
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) {
      observer.observe(child);
    }
    return () => observer.disconnect();
  }, [ref]);

  return overflowing;
}
