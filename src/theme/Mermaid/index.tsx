/**
 * Draws a Mermaid diagram only when it comes near the screen.
 *
 * The theme renders diagrams in the browser, and the first one on a page
 * loads Mermaid itself, a large download and a long stretch of a phone's
 * main thread (PERFORMANCE.md, First load), on pages where the diagram often
 * sits far below what the reader sees first. An empty placeholder stands in
 * its place until the diagram is on screen, or, once the reader has started
 * scrolling, within a screen or so of it: readers scrolling down find it drawn by the
 * time it shows, and readers who stay on the first screen never pay for it.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** How far outside the viewport a diagram starts drawing, once the page has been scrolled. */
const drawAhead = '600px 0px';

/** Whether the page has been scrolled since it loaded (shared by all diagrams of the page). */
let scrolled = false;

export default function MermaidWhenNear(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [lookAhead, setLookAhead] = useState(scrolled);

  useEffect(() => {
    if (lookAhead) {
      return undefined;
    }
    const onScroll = () => {
      scrolled = true;
      setLookAhead(true);
    };
    window.addEventListener('scroll', onScroll, {once: true, passive: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, [lookAhead]);

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
      {rootMargin: lookAhead ? drawAhead : '0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, lookAhead]);

  return <div data-diagram="mermaid">{near ? <Mermaid {...props} /> : <div ref={placeholder} style={{minHeight: '1px'}} />}</div>;
}
