import React, {Suspense, lazy, use, useDeferredValue, useId, useMemo, useState, useTransition, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/website-tests/components/TestPage';

const words = Array.from({length: 400}, (_, index) => `item ${index + 1}`);

/** Deliberately slow to render, so transitions and deferred values have work to defer. */
function SlowList({filter}: {filter: string}): ReactNode {
  const matches = useMemo(() => {
    /* eslint-disable react-hooks/purity -- a busy wait on purpose: this list is meant to render slowly */
    const end = performance.now() + 60;
    while (performance.now() < end) {
      // Burn time, like a heavy component would.
    }
    /* eslint-enable react-hooks/purity */
    return words.filter((word) => word.includes(filter));
  }, [filter]);
  return (
    <p data-testid="match-count">
      {matches.length} matches for &quot;{filter}&quot;
    </p>
  );
}

function TransitionDemo(): ReactNode {
  const [tab, setTab] = useState<'summary' | 'details'>('summary');
  const [isPending, startTransition] = useTransition();
  return (
    <section>
      <Heading as="h2">Transitions</Heading>
      <p>The button switches to a slow panel inside a transition; the current panel stays until the next one is ready.</p>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => startTransition(() => setTab(tab === 'summary' ? 'details' : 'summary'))}>
        Switch panel
      </button>{' '}
      {isPending && <span>Switching…</span>}
      {tab === 'summary' ? (
        <p data-testid="panel">Summary panel</p>
      ) : (
        <div data-testid="panel">
          Details panel <SlowList filter="" />
        </div>
      )}
    </section>
  );
}

function DeferredDemo(): ReactNode {
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const id = useId();
  return (
    <section>
      <Heading as="h2">Deferred value</Heading>
      <p>The input updates at once; the slow list catches up with the deferred value.</p>
      <label htmlFor={id}>Filter the items</label> <input id={id} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div style={{opacity: filter === deferredFilter ? 1 : 0.5}}>
        <SlowList filter={deferredFilter} />
      </div>
    </section>
  );
}

// A separate chunk, fetched only when the panel is first shown.
const LazyPanel = lazy(() => import('@site/website-tests/components/LazyPanel'));

/** A promise that resolves after a short wait, read with React 19's use(). */
function makeGreeting(): Promise<string> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve('Data arrived after the wait'), 400);
  });
}

function Greeting({promise}: {promise: Promise<string>}): ReactNode {
  return <p data-testid="greeting">{use(promise)}</p>;
}

function SuspenseDemo(): ReactNode {
  const [showPanel, setShowPanel] = useState(false);
  const [greeting, setGreeting] = useState<Promise<string> | null>(null);
  return (
    <section>
      <Heading as="h2">Suspense</Heading>
      <p>Both buttons suspend: the first on a lazily loaded component, the second on a promise.</p>
      <button type="button" className="button button--secondary button--sm margin-right--sm" onClick={() => setShowPanel(true)}>
        Load the lazy panel
      </button>
      <button type="button" className="button button--secondary button--sm" onClick={() => setGreeting(makeGreeting())}>
        Wait for data
      </button>
      {showPanel && (
        <Suspense fallback={<p>Loading the lazy panel…</p>}>
          <LazyPanel />
        </Suspense>
      )}
      {greeting && (
        <Suspense fallback={<p>Waiting for data…</p>}>
          <Greeting promise={greeting} />
        </Suspense>
      )}
    </section>
  );
}

export default function React18(): ReactNode {
  return (
    <TestPage
      title="React 18 features"
      tests="concurrent rendering features the site relies on: transitions, deferred values, lazy components and Suspense, and useId, on React 19."
      pass="each control below does what its section says, the page never freezes while typing, and the console stays empty.">
      <TransitionDemo />
      <DeferredDemo />
      <SuspenseDemo />
    </TestPage>
  );
}
