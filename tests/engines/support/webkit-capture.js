// Runs in every frame of every page before the page's own scripts (a WebKit user script at
// document start, added by wk-automation-browser.py). Classic WebDriver cannot run a script
// that early nor listen to the console, so this reports what the engine tests count as
// problems: console.error, uncaught exceptions, unhandled rejections and CSP violations.
// Each goes to the browser process (window.webkit.messageHandlers.engineLog), which prints it
// on stdout as "ENGINE-LOG <json>"; WebKitWebDriver passes that stdout on to the test.
(() => {
  if (window.__engineCaptureInstalled) return;
  window.__engineCaptureInstalled = true;
  const format = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'object' && value !== null) {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  };
  const report = (kind, text) => {
    try {
      window.webkit.messageHandlers.engineLog.postMessage(JSON.stringify({kind, text: String(text), url: location.href}));
    } catch {
      // No handler: not the engine tests' browser.
    }
  };
  const consoleError = console.error;
  console.error = function (...args) {
    report('console error', args.map(format).join(' '));
    return consoleError.apply(this, args);
  };
  addEventListener(
    'error',
    (event) => {
      // Only script errors: a failed image or script download fires a plain Event.
      if (event instanceof ErrorEvent) report('page error', event.error ? format(event.error) : event.message);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => report('unhandled rejection', format(event.reason)));
  addEventListener(
    'securitypolicyviolation',
    (event) => report('CSP violation', `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    true,
  );
})();
