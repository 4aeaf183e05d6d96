/**
 * Embeds the hosted feedback board (Canny) when the build was given a board
 * token (FEATURE_REQUESTS_BOARD_TOKEN). The page around it works without it:
 * when the script cannot load (offline, blocked), the board area says so and
 * the reader still has the explanation and the discussion link.
 */
import React, {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';

export const boardScriptUrl = 'https://canny.io/sdk.js';

type CannyWindow = Window & {Canny?: (command: 'render', options: Record<string, unknown>) => void};

type Status = 'loading' | 'ready' | 'unavailable';

export function useBoardToken(): string | undefined {
  const {siteConfig} = useDocusaurusContext();
  const token = siteConfig.customFields?.featureRequestsBoardToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export default function FeedbackBoard({boardToken}: {boardToken: string}): React.JSX.Element {
  const [status, setStatus] = useState<Status>('loading');
  const basePath = useBaseUrl('/feature-requests');
  const {colorMode} = useColorMode();

  useEffect(() => {
    if (!navigator.onLine) {
      setStatus('unavailable');
      return undefined;
    }
    let cancelled = false;
    const script = document.createElement('script');
    script.src = boardScriptUrl;
    script.async = true;
    script.onload = () => {
      const {Canny} = window as CannyWindow;
      if (cancelled) {
        return;
      }
      if (typeof Canny !== 'function') {
        setStatus('unavailable');
        return;
      }
      Canny('render', {boardToken, basePath, ssoToken: null, theme: colorMode});
      setStatus('ready');
    };
    script.onerror = () => {
      if (!cancelled) {
        setStatus('unavailable');
      }
    };
    document.body.appendChild(script);
    return () => {
      cancelled = true;
      script.remove();
    };
  }, [boardToken, basePath, colorMode]);

  return (
    <section aria-label="Feature request board" className="margin-vert--lg">
      {status === 'unavailable' && (
        <p className="alert alert--secondary" role="status">
          The voting board could not be loaded (you may be offline, or a content blocker stopped it). You can still propose and vote on ideas through the GitHub
          link above.
        </p>
      )}
      {status === 'loading' && <p role="status">Loading the voting board…</p>}
      <div data-canny="" hidden={status !== 'ready'} />
    </section>
  );
}
