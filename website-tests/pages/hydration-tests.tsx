import React, {useEffect, useId, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TestPage from '@site/website-tests/components/TestPage';

/**
 * useIsBrowser() is false during hydration and true afterwards, so the first
 * browser render matches the server HTML and React swaps the text in later.
 */
function WhereRendered(): ReactNode {
  const isBrowser = useIsBrowser();
  return <span data-testid="where">{isBrowser ? 'in the browser, after hydration' : 'on the server'}</span>;
}

/** Values that only exist in the browser are read after mount, never during render. */
function BrowserLanguage(): ReactNode {
  const [language, setLanguage] = useState<string | null>(null);
  useEffect(() => setLanguage(navigator.language), []);
  return <span data-testid="language">{language ?? 'not known yet'}</span>;
}

/** A clock would differ between build time and view time; it starts after mount. */
function SecondsOnPage(): ReactNode {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    setSeconds(0);
    const timer = window.setInterval(() => setSeconds((value) => (value ?? 0) + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return <span data-testid="seconds">{seconds === null ? 'not started' : `${seconds} s`}</span>;
}

/** useId gives the same id on the server and in the browser, so label and input stay linked. */
function LabelledInput(): ReactNode {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Name linked by useId</label> <input id={id} type="text" defaultValue="" />
    </>
  );
}

export default function HydrationTests(): ReactNode {
  return (
    <TestPage
      title="Hydration tests"
      tests="content that differs between the server and the browser, written so React's first browser render still matches the server HTML."
      pass={
        <>
          the browser console shows no hydration warning; once the page is interactive, every value below is filled in, and the page source (view-source) still
          shows the server versions.
        </>
      }>
      <ul>
        <li>
          Rendered: <WhereRendered />
        </li>
        <li>
          Browser language: <BrowserLanguage />
        </li>
        <li>
          Time on this page: <SecondsOnPage />
        </li>
        <li>
          Window width (browser only):{' '}
          <BrowserOnly fallback={<span data-testid="width">measured in the browser</span>}>
            {() => <span data-testid="width">{window.innerWidth} px</span>}
          </BrowserOnly>
        </li>
        <li>
          <LabelledInput />
        </li>
      </ul>
    </TestPage>
  );
}
