/**
 * The frame that shows a live block's result (src/plugins/live-code-frame):
 * it sends the frame the current code and colour mode, and takes the height
 * the frame reports, so the result shows whole, without a scrollbar.
 *
 * The frame is a page of the site, same origin, not sandboxed: its own
 * policy (the only one with 'unsafe-eval') is what keeps code compiling out
 * of every other page. A sandbox with an opaque origin would also keep the
 * reader's code away from this page, which stock Docusaurus does not do
 * either, and it would cost the reader twice: browsers neither cache the
 * frame's scripts for an opaque origin nor let the service worker serve it,
 * so the result would download the site's scripts at each visit and show
 * nothing offline. Messages go both ways to and from this origin only.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import {liveCodeFolder} from '@site/src/plugins/live-code-frame/folder';
import {isFrameMessage, renderMessage} from '@site/src/plugins/live-code-frame/messages';
import {usePlaygroundCode} from '../Provider/codeContext';
import styles from './styles.module.css';

export default function ResultFrame(): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const {code, noInline, resets} = usePlaygroundCode();
  const {colorMode} = useColorMode();
  const [height, setHeight] = useState<number>();
  // Hidden until the frame says it is ready: before its app starts, the frame's page is the one a reader
  // would get opening it alone, with a main landmark and a heading that would repeat this page's.
  const [ready, setReady] = useState(false);
  // Set once the page has hydrated: the frame starts a whole app of its own, which should not compete
  // with this page's start, and without the page's scripts it would have nothing to show.
  const frameUrl = useBaseUrl(`/${liveCodeFolder}/`);
  const [src, setSrc] = useState<string>();
  useEffect(() => setSrc(frameUrl), [frameUrl]);
  const message = useMemo(() => renderMessage({code, noInline, colorMode, run: resets}), [code, noInline, colorMode, resets]);
  const latest = useRef(message);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin || !isFrameMessage(event.data)) {
        return;
      }
      if (event.data.type === 'live-code-frame:ready') {
        setReady(true);
        target.postMessage(latest.current, window.location.origin);
      } else {
        setHeight(event.data.height);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Each change, and once on mount in case the frame said "ready" before this page listened; a later "ready" gets `latest`.
  useEffect(() => {
    latest.current = message;
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [message]);

  return (
    <div className={styles.playgroundPreview}>
      <iframe
        ref={frame}
        className={styles.resultFrame}
        src={src}
        title={translate({
          id: 'theme.Playground.resultFrame',
          message: 'Result of the live code',
          description: 'The title of the frame that shows the result of a live code block',
        })}
        loading="lazy"
        style={{...(height !== undefined && {height}), ...(!ready && {visibility: 'hidden'})}}
      />
    </div>
  );
}
