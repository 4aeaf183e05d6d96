/**
 * Embeds that cost nothing until a reader asks for them, and that say so
 * plainly when the network is not there.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';

type ClickToLoadProps = {
  title: string;
  src: string;
  /** Where the same content can be opened directly. */
  fallbackHref: string;
};

/**
 * A placeholder stands in for a third-party iframe: no request leaves the page
 * until the reader clicks, and an offline reader gets a message and a link
 * instead of the browser's error page inside a frame.
 */
export function ClickToLoadIframe({title, src, fallbackHref}: ClickToLoadProps): ReactNode {
  const [state, setState] = useState<'idle' | 'offline' | 'loaded'>('idle');
  if (state === 'loaded') {
    return <iframe title={title} src={src} loading="lazy" width="100%" height="320" style={{border: 0}} />;
  }
  return (
    <div className="card shadow--lw padding--md" data-testid="embed-placeholder">
      <p>
        <strong>{title}</strong> is hosted by a third party and loads only when you ask.
      </p>
      {state === 'offline' && (
        <p role="status">
          You are offline, so it cannot load now. Try again once you are back online, or{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- another site */}
          <a href={fallbackHref}>open it on its own site</a> later.
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--sm"
        style={{alignSelf: 'flex-start'}}
        onClick={() => setState(navigator.onLine ? 'loaded' : 'offline')}>
        Load {title}
      </button>
    </div>
  );
}

/**
 * Mounts its children only when the placeholder comes near the viewport:
 * content far down the page costs nothing for readers who never scroll there.
 */
export function MountWhenVisible({children, minHeight}: {children: ReactNode; minHeight: number}): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || visible) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
        }
      },
      {rootMargin: '100px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={placeholder} style={{minHeight}} data-testid="mount-when-visible" data-mounted={visible}>
      {visible ? children : <p>Scroll here to load this embed.</p>}
    </div>
  );
}

type VideoProps = {
  src: string;
  type: string;
  poster: string;
  caption: string;
};

/**
 * A video that downloads nothing before the reader presses play
 * (preload="none"), and replaces the broken player with a message and a
 * download link when the file cannot be fetched.
 */
export function LazyVideo({src, type, poster, caption}: VideoProps): ReactNode {
  const [failed, setFailed] = useState(false);
  return (
    <figure>
      {failed ? (
        <p role="status" data-testid="video-error">
          {/* eslint-disable-next-line @docusaurus/no-html-links -- the video file itself, not a page of the site */}
          The video could not load; you may be offline. <a href={src}>Download the video</a> to watch it later.
        </p>
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a sample clip with no captions file; the figure's caption says what it shows
        <video controls preload="none" poster={poster} width="480" style={{maxWidth: '100%'}}>
          <source src={src} type={type} onError={() => setFailed(true)} />
          {/* eslint-disable-next-line @docusaurus/no-html-links -- the video file itself, not a page of the site */}
          Your browser cannot play this video. <a href={src}>Download it</a> instead.
        </video>
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
