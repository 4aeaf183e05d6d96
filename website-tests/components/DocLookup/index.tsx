/**
 * Runs the theme's doc lookup (`useLayoutDoc`, the one doc navbar items use)
 * in the browser for a few ids of the test docs, so a reader sees what it
 * returns for a published doc, for a draft, and for an id that does not exist.
 */
import React, {useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';

const pluginId = 'docs-tests';

function LookupResult({docId}: {docId: string}): ReactNode {
  const doc = useLayoutDoc(docId, pluginId);
  if (doc === null) {
    return <span>nothing (draft)</span>;
  }
  return <Link to={doc.path}>{doc.path}</Link>;
}

/** An unknown id must fail loudly; it runs only on request so the page loads cleanly. */
function MissingLookup(): ReactNode {
  const [run, setRun] = useState(false);
  if (!run) {
    return (
      <button type="button" className="button button--secondary button--sm" onClick={() => setRun(true)}>
        Look up an id that does not exist
      </button>
    );
  }
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <div role="alert">
          <p>Lookup failed: {error.message.split('\n')[0]}</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setRun(false);
              tryAgain();
            }}>
            Reset
          </button>
        </div>
      )}>
      <LookupResult docId="visibility/no-such-doc" />
    </ErrorBoundary>
  );
}

export default function DocLookup({docIds}: {docIds: string[]}): ReactNode {
  return (
    <>
      <table data-testid="doc-lookup">
        <thead>
          <tr>
            <th>Doc id</th>
            <th>Lookup result</th>
          </tr>
        </thead>
        <tbody>
          {docIds.map((docId) => (
            <tr key={docId}>
              <td>
                <code>{docId}</code>
              </td>
              <td>
                <LookupResult docId={docId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <MissingLookup />
    </>
  );
}
