/**
 * The browser build's entry: Docusaurus's own client entry
 * (@docusaurus/core/lib/client/clientEntry.js), started in stages.
 *
 * Evaluating `main.js` was the longest task of every page load: React DOM,
 * the plugins' client modules, the route table and the theme's layout, then
 * matching the route, all in one task, long enough on a slow phone to block
 * taps (PERFORMANCE.md, Start-up). The same modules now
 * start in several tasks, in the order Docusaurus evaluates them, so that
 * the browser can handle input between them; the app then hydrates exactly
 * as before. Imports marked `eager` stay in `main.js`: no extra request.
 * Even React DOM and the router wait for their own task: evaluating
 * `main.js` itself only defines its modules.
 */
import React, {startTransition} from 'react';
import type {ErrorInfo, Root} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

type Scheduler = {yield?: () => Promise<void>};

/** Ends the current task; the next stage starts in a new one. Not a timer: timers are throttled in background tabs. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Scheduler}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  await nextTask();
  const [ReactDOM, {HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  // The order Docusaurus's App module imports them in (client modules, then routes, then the rest).
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  const [{default: App}, {default: preload}, {default: docusaurus}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  await nextTask();

  // From here on, as in Docusaurus's client entry.
  const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus')!;
  const Router: React.ComponentType<{children?: React.ReactNode}> = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: ErrorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await preload(window.location.pathname);
  startTransition(renderApp);
}

/**
 * A page left while it starts (a reader's quick click, or a page whose live-code frame is still starting) has
 * its downloads cut short, and Firefox and WebKit fail them before the page goes: no failure of the site. So a
 * failure is reported once the page has had time to go, since a page that has gone runs no more timers.
 */
const timeToLeave = 3000;

if (ExecutionEnvironment.canUseDOM) {
  start().catch((error: unknown) => setTimeout(() => console.error('Docusaurus could not start', error), timeToLeave));
}
