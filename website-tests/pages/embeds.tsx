import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import TestPage from '@site/website-tests/components/TestPage';
import {ClickToLoadIframe, LazyVideo, MountWhenVisible} from '@site/website-tests/components/Embeds';

const mapBox = '2.2900,48.8550,2.3000,48.8610';

// A self-contained document, so this frame works with no network at all.
const localFrame = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<p id="frame-text">This frame was mounted when you scrolled to it.</p></body></html>`;

export default function Embeds(): ReactNode {
  const poster = useBaseUrl('/img/social-card.png');
  return (
    <TestPage
      title="Embeds"
      tests="iframes and video that load only when needed and degrade cleanly without a network."
      pass={
        <>
          loading this page makes no request to another site. The map loads when you click its button (or shows an offline message and a link when you are
          offline); the video downloads only once you press play and shows a download link if it cannot load; the last frame appears only when you scroll to it.
        </>
      }>
      <Heading as="h2">Click to load an iframe</Heading>
      <ClickToLoadIframe
        title="Map of central Paris"
        src={`https://www.openstreetmap.org/export/embed.html?bbox=${mapBox}&layer=mapnik`}
        fallbackHref="https://www.openstreetmap.org/#map=17/48.8580/2.2950"
      />

      <Heading as="h2">Video that waits for play</Heading>
      <LazyVideo
        src="https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.webm"
        type="video/webm"
        poster={poster}
        caption="A short public-domain clip; the poster is a local image."
      />

      <Heading as="h2">Iframe mounted on scroll</Heading>
      <p>The space below pushes the last embed out of the first screen.</p>
      <div style={{height: '120vh'}} aria-hidden="true" />
      <MountWhenVisible minHeight={160}>
        <iframe title="Local frame" srcDoc={localFrame} width="100%" height="120" style={{border: '1px solid var(--ifm-color-emphasis-300)'}} />
      </MountWhenVisible>
    </TestPage>
  );
}
