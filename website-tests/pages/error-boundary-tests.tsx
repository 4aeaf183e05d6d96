import React, {useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import TestPage from '@site/website-tests/components/TestPage';
import styles from './error-boundary-tests.module.css';

/** Holds the crash switch inside its boundary, so "Try again" remounts it unarmed. */
function LevelBody({name, children}: {name: string; children?: ReactNode}): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error(`${name} crashed on purpose`);
  }
  return (
    <>
      <p>{name} is working.</p>
      <button type="button" className="button button--sm button--danger margin-bottom--sm" onClick={() => setCrashed(true)}>
        Crash {name}
      </button>
      {children}
    </>
  );
}

/** One labelled box with its own error boundary around its content. */
function Level({name, children}: {name: string; children?: ReactNode}): ReactNode {
  return (
    <section className={styles.level} aria-label={name}>
      <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
        <LevelBody name={name}>{children}</LevelBody>
      </ErrorBoundary>
    </section>
  );
}

export default function ErrorBoundaryTests(): ReactNode {
  return (
    <TestPage
      title="Error boundary tests"
      tests="three nested error boundaries. Each button throws while rendering inside one of them."
      pass={
        <>
          a click replaces only the box it belongs to (and the boxes inside it) with its error message and a &quot;Try again&quot; button; the boxes around it
          keep working, and &quot;Try again&quot; restores the box.
        </>
      }>
      <Level name="Outer box">
        <Level name="Middle box">
          <Level name="Inner box" />
        </Level>
      </Level>
      <Level name="Sibling box" />
    </TestPage>
  );
}
