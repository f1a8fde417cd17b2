/**
 * Runs a fetch-ahead `task` once the main thread is idle (WebKit has no idle callbacks: a moment
 * later), unless the visitor asked sites to save data (Data Saver); returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return () => {};
  // eslint-disable-next-line no-restricted-properties -- the check itself; WebKit falls back to a timer.
  if (typeof window.requestIdleCallback === 'function') {
    // eslint-disable-next-line no-restricted-properties -- checked just above.
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    // eslint-disable-next-line no-restricted-properties -- exists wherever requestIdleCallback does.
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 300);
  return () => window.clearTimeout(handle);
}
