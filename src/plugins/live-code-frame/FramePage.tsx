/**
 * The live code frame's page (see ./index.ts): renders the result of the
 * code its parent page sends, and nothing else. It takes messages only from
 * the page around it, of the site's origin: no other site can send it code,
 * and the site's own headers let no other site frame it.
 *
 * It tells the parent when it listens, and its content's height whenever
 * that changes, so the parent sizes the frame to fit. Errors in the code
 * show under the result, as the theme's own preview shows them.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback, PageMetadata} from '@docusaurus/theme-common';
import {LiveError, LivePreview, LiveProvider} from 'react-live';
import {transform} from 'sucrase';
import ReactLiveScope from '@theme/ReactLiveScope';
import Heading from '@theme/Heading';
import {heightMessage, isRenderMessage, readyMessage, type FrameMessage, type RenderMessage} from './messages';
import styles from './FramePage.module.css';

/**
 * As the theme's provider: the code is an expression, or statements calling
 * render(). Its JSX is compiled here, as for production: react-live compiles
 * it with Sucrase's development output, whose `__self` props make React warn
 * of an outdated JSX transform in the development server's console. What is
 * left for react-live has no JSX, so its own pass changes nothing more.
 */
const transformCode = (code: string) => transform(`${code};`, {transforms: ['jsx', 'typescript'], production: true}).code;

const embedded = () => window.parent !== window;

/** To the parent page only: its origin is the site's, the address this frame was loaded from. */
function tellParent(message: FrameMessage): void {
  window.parent.postMessage(message, window.location.origin);
}

export default function LiveCodeFramePage(): ReactNode {
  const [request, setRequest] = useState<RenderMessage>();
  const content = useRef<HTMLDivElement>(null);
  // In a page's frame, the result is part of that page's content: a main landmark of its own in each
  // frame would repeat the page's, unnamed. Opened alone, the page has one, as every page has.
  const [inFrame, setInFrame] = useState(false);
  useEffect(() => setInFrame(embedded()), []);

  // "Ready" goes out once the page shows no main landmark of its own: the parent shows the frame from then on.
  useEffect(() => {
    if (!inFrame) {
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin || !isRenderMessage(event.data)) {
        return;
      }
      document.documentElement.setAttribute('data-theme', event.data.colorMode);
      setRequest(event.data);
    };
    window.addEventListener('message', onMessage);
    tellParent(readyMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [inFrame]);

  useEffect(() => {
    const element = content.current;
    if (!element || !inFrame) {
      return undefined;
    }
    let reported = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height !== reported) {
        reported = height;
        tellParent(heightMessage(height));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inFrame]);

  const result = (
    <div ref={content} className={styles.result} data-live-code-result="">
      {/* Opened alone, the page needs a heading of its own. In a frame it has none: the frame's headings
          join the outline of the page around it, where an h1 would break the order of that page's headings. */}
      {!inFrame && (
        <Heading as="h1" className="visually-hidden">
          Result
        </Heading>
      )}
      {request && (
        // A new run (Reset) starts the result afresh.
        <LiveProvider key={request.run} code={request.code} noInline={request.noInline} scope={ReactLiveScope} transformCode={transformCode}>
          <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
            <LivePreview />
          </ErrorBoundary>
          <LiveError />
        </LiveProvider>
      )}
    </div>
  );

  return (
    <>
      <PageMetadata title="Live code result" description="The result of a live code block, shown in a frame of the page that has the block." />
      <Head>
        <meta name="robots" content="noindex, nofollow" />
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds a class to the page's <html>, which keeps the lang Docusaurus gives it */}
        <html className={styles.frameDocument} />
      </Head>
      {inFrame ? result : <main>{result}</main>}
    </>
  );
}
