/**
 * The registry panel lists module ids that differ between the server and the
 * browser bundles, so its server-rendered HTML can never match the first
 * client render (React reports a hydration error). Render it in the browser
 * only; the server sends the layout with a short placeholder.
 */
import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugLayout from '@theme/DebugLayout';
import DebugRegistry from '@theme-original/DebugRegistry';

export default function DebugRegistryBrowserOnly(): ReactNode {
  return (
    <BrowserOnly
      fallback={
        <DebugLayout>
          <p>Loading the module registry…</p>
        </DebugLayout>
      }>
      {() => <DebugRegistry />}
    </BrowserOnly>
  );
}
