import React, {type ReactNode} from 'react';

/** Loaded with React.lazy by the React 18 test page, to prove code splitting and Suspense. */
export default function LazyPanel(): ReactNode {
  return <p data-testid="lazy-panel">The lazy panel loaded from its own chunk.</p>;
}
