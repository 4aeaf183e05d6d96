import React, {useState, type ReactNode} from 'react';
import TestPage from '@site/website-tests/components/TestPage';

/** Throws while rendering, with a cause, once armed: the layout's boundary must catch it. */
function Bomb({armed}: {armed: boolean}): ReactNode {
  if (armed) {
    throw new Error('Crash test: the page threw on purpose while rendering', {
      cause: new Error('Root cause: the crash button was clicked'),
    });
  }
  return <p>Nothing has crashed yet.</p>;
}

/**
 * The state lives inside the layout's error boundary, so "Try again" mounts
 * it afresh (disarmed) and the page comes back.
 */
function CrashControls(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <>
      <Bomb armed={armed} />
      <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
        Crash this page
      </button>
    </>
  );
}

export default function CrashTest(): ReactNode {
  return (
    <TestPage
      title="Crash test"
      tests="what a reader sees when a page throws while rendering. The crash happens only after you click, so the page loads cleanly."
      pass={
        <>
          after the click, the page body is replaced by &quot;This page crashed.&quot;, a &quot;Try again&quot; button and both error messages (the error and
          its cause), while the navbar and footer stay in place. &quot;Try again&quot; brings this page back.
        </>
      }>
      <CrashControls />
    </TestPage>
  );
}
