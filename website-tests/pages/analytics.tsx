import React, {useEffect, useState, type ReactNode} from 'react';
import TestPage from '@site/website-tests/components/TestPage';

type TrackerGlobals = {gtag?: (...args: unknown[]) => void; dataLayer?: unknown[]; ga?: unknown};

/** Script hosts of the analytics plugins Docusaurus ships (gtag, Google Analytics, Tag Manager). */
const trackerHosts = ['googletagmanager.com', 'google-analytics.com'];

/**
 * Reports an event the way site code would: through gtag when an analytics
 * plugin installed it, and otherwise by dropping it without breaking the page.
 */
function trackEvent(name: string): 'sent' | 'dropped' {
  const {gtag} = window as unknown as TrackerGlobals;
  if (typeof gtag !== 'function') {
    return 'dropped';
  }
  gtag('event', name);
  return 'sent';
}

function TrackerAudit(): ReactNode {
  const [found, setFound] = useState<string[] | null>(null);
  useEffect(() => {
    const globals = window as unknown as TrackerGlobals;
    const scripts = Array.from(document.querySelectorAll('script[src]'))
      .map((script) => script.getAttribute('src') ?? '')
      .filter((src) => trackerHosts.some((host) => src.includes(host)));
    const names = [
      ...(typeof globals.gtag === 'function' ? ['window.gtag'] : []),
      ...(Array.isArray(globals.dataLayer) ? ['window.dataLayer'] : []),
      ...(globals.ga ? ['window.ga'] : []),
      ...scripts,
    ];
    setFound(names);
  }, []);
  if (found === null) {
    return <p>Checking the page for trackers…</p>;
  }
  return <p data-testid="tracker-audit">{found.length === 0 ? 'No analytics script or global is present.' : `Found: ${found.join(', ')}`}</p>;
}

export default function Analytics(): ReactNode {
  const [log, setLog] = useState<string[]>([]);
  return (
    <TestPage
      title="Analytics"
      tests="that the site loads no analytics (none of the gtag, Google Analytics or Tag Manager plugins is on), and that code reporting events copes with that."
      pass={
        <>the audit below says no analytics script or global is present, and each click on the button adds &quot;dropped&quot; to the log without any error.</>
      }>
      <TrackerAudit />
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => setLog((entries) => [...entries, `test_click: ${trackEvent('test_click')}`])}>
        Report a test event
      </button>
      <ol data-testid="event-log">
        {log.map((entry, index) => (
          // The log only grows, so an entry's index is a stable key.
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </TestPage>
  );
}
