/**
 * Calls `callback` when the browser is next idle, or after `timeout` ms at
 * the latest. Safari has no requestIdleCallback: there a plain timer of
 * `fallbackDelay` ms still yields to input and rendering. Returns a function
 * that cancels the call.
 */
export function whenIdle(callback: () => void, {timeout, fallbackDelay}: {timeout: number; fallbackDelay: number}): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, fallbackDelay);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => callback(), {timeout});
  return () => window.cancelIdleCallback(handle);
}
