/**
 * Draws a Mermaid diagram only when it comes near the screen.
 *
 * The theme renders diagrams in the browser, and the first one on a page
 * loads Mermaid itself: about 150 KB gzipped and a few hundred milliseconds
 * of a phone's main thread, on pages where the diagram often sits far below
 * what the reader sees first. Until the diagram is within a screen or so of
 * the viewport, an empty placeholder stands in its place; readers scrolling
 * down find it drawn by the time it shows.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** How far outside the viewport a diagram starts drawing. */
const drawAhead = '600px 0px';

export default function MermaidWhenNear(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      {rootMargin: drawAhead},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div data-diagram="mermaid">{near ? <Mermaid {...props} /> : <div ref={placeholder} style={{minHeight: '1px'}} />}</div>
  );
}
